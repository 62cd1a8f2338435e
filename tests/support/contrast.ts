/** Colour contrast as WCAG measures it, for browser tests that read computed styles. */

/** WCAG's contrast ratio of two computed CSS colours (`rgb(…)`/`rgba(…)`; a transparent one is the white page). */
export function contrastRatio(foreground: string, background: string): number {
  const luminance = (color: string) => {
    const [r, g, b, a = 1] = color.match(/[\d.]+/g)!.map(Number);
    // Laid over the page's white by its alpha.
    return [r!, g!, b!]
      .map((channel) => (channel * a + 255 * (1 - a)) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
      .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
