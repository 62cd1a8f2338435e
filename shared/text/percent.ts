/** A percentage as US English writes it: "13%", "70%", no space before the sign. */
export function formatPercent(value: number): string {
  return `${value}%`;
}
