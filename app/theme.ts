import { createTheme } from "@mantine/core";

/** Breakpoints are Mantine's defaults, which are SPEC.md §9's 576, 768, 992 and 1200 px. */
export const theme = createTheme({
  primaryColor: "indigo",
  // Shade 6 is 4.3:1 on white; 7 passes WCAG AA for text and for white text on buttons.
  primaryShade: 7,
  defaultRadius: "md",
  fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: { fontWeight: "700" },
});
