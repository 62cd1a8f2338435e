import {
  DEFAULT_THEME,
  convertCssVariables,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
} from "@mantine/core";
import { theme } from "./theme";

/** The entries of `ours` whose value differs from `defaults`'s. */
function changed(ours: Record<string, string>, defaults: Record<string, string>) {
  return Object.fromEntries(Object.entries(ours).filter(([name, value]) => defaults[name] !== value));
}

/**
 * The theme's CSS variables as MantineProvider writes them at the top of every page: those that
 * differ from Mantine's defaults, which its stylesheet already sets. The theme never changes, so
 * they are computed once here rather than by MantineProvider on every render (about 4 % of a
 * question page's CPU time, docs/performance.md); app/theme-css-variables.test.tsx checks they are
 * what MantineProvider would write.
 */
function themeCssVariables(): string {
  const ours = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const variables: ConvertCSSVariablesInput = {
    variables: changed(ours.variables, defaults.variables),
    light: changed(ours.light, defaults.light),
    dark: changed(ours.dark, defaults.dark),
  };
  return convertCssVariables(variables);
}

/**
 * In the browser they are already on the page, as the server wrote them: read back rather than
 * computed again (two passes over every colour and shade, part of the module evaluation that
 * delays a phone's first interaction, docs/performance.md). The same text, so that hydration and
 * any later render of the root layout leave the element as it is.
 */
export const THEME_CSS_VARIABLES = import.meta.env.SSR
  ? themeCssVariables()
  : (document.querySelector("style[data-mantine-styles]")?.textContent ?? "");
