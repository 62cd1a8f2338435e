import { createTheme, type MantineColorSchemeManager } from "@mantine/core";

/** Breakpoints are Mantine's defaults, which are SPEC.md §9's 576, 768, 992 and 1200 px. */
export const theme = createTheme({
  primaryColor: "indigo",
  // Shade 6 is 4.3:1 on white; 7 passes WCAG AA for text and for white text on buttons.
  primaryShade: 7,
  // autoContrast (the category avatars' initials) writes black on colours lighter than this and
  // white on darker ones: at 0.183 either has at least 4.5:1 (WCAG AA); Mantine's 0.3 put white on
  // orange, cyan, red and blue at 3.0 to 4.2:1.
  luminanceThreshold: 0.183,
  defaultRadius: "md",
  fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: { fontWeight: "700" },
  components: {
    // Every password field's show/hide button is in the tab order like any other control, named for
    // what it does (its state is aria-pressed); Mantine leaves it out of the order.
    PasswordInput: {
      defaultProps: {
        visibilityToggleFocusable: true,
        visibilityToggleButtonProps: { "aria-label": "Show password" },
      },
    },
    // A field's hint is under its box, with its error: the boxes of fields side by side line up
    // whether or not each has a hint (a label is one line).
    InputWrapper: {
      defaultProps: {
        inputWrapperOrder: ["label", "input", "description", "error"],
      },
    },
    // Every dialog's X is named for what it does; Mantine leaves it unnamed. ModalsProvider's modals
    // (modals.open, confirmAction) are Modals too and take this default.
    Modal: {
      defaultProps: {
        closeButtonProps: { "aria-label": "Close" },
      },
    },
  },
});

/**
 * The site has one colour scheme, light (SPEC.md names no other), set on <html> by the server
 * (`mantineHtmlProps`). Mantine's default keeps a visitor's choice in localStorage: an inline script
 * in <head> read it before the first paint, and the provider read it again while hydrating. A
 * browser's first localStorage read on a page waits for its storage to load; nothing here needs it.
 */
export const lightColorScheme: MantineColorSchemeManager = {
  get: () => "light",
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};
