import { MantineProvider } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { theme } from "./theme";
import { THEME_CSS_VARIABLES } from "./theme-css-variables";

describe("THEME_CSS_VARIABLES", () => {
  it("is what MantineProvider writes for the theme", () => {
    const html = renderToStaticMarkup(
      <MantineProvider theme={theme} defaultColorScheme="light">
        <span />
      </MantineProvider>,
    );
    const written = /<style data-mantine-styles="true">([\s\S]*?)<\/style>/.exec(html)?.[1];
    // The primary colour and radius are ours, not Mantine's defaults.
    expect(THEME_CSS_VARIABLES).toContain(
      "--mantine-primary-color-filled: var(--mantine-color-indigo-filled)",
    );
    expect(THEME_CSS_VARIABLES).toBe(written);
  });
});
