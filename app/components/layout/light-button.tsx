import {
  Button,
  DEFAULT_THEME,
  Loader,
  UnstyledButton,
  mergeMantineTheme,
  type ButtonProps,
  type ButtonVariant,
  type MantineColor,
  type MantineSize,
} from "@mantine/core";
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, CSSProperties, ReactNode } from "react";
import { Link, type LinkProps } from "react-router";
import { theme } from "~/theme";

/** How a button looks: the props of Mantine's Button that the site's buttons use. */
export type ButtonLook = {
  variant?: ButtonVariant;
  color?: MantineColor;
  size?: MantineSize | `compact-${MantineSize}`;
  fullWidth?: boolean;
  leftSection?: ReactNode;
  /** Disabled, with a spinner over the label (a save under way). */
  loading?: boolean;
};

const FULL_THEME = mergeMantineTheme(DEFAULT_THEME, theme);
const ROOT_CLASSES = `${Button.classes.root} mantine-Button-root ${UnstyledButton.classes.root} mantine-UnstyledButton-root`;

/** Mantine's own CSS variables of each look, worked out once per variant, colour and size. */
const variables = new Map<string, CSSProperties>();
function lookVariables({ variant, color, size }: ButtonLook): CSSProperties {
  const key = `${variant}|${color}|${size}`;
  let found = variables.get(key);
  if (!found) {
    const { root } = Button.varsResolver(FULL_THEME, { variant, color, size } satisfies ButtonProps, {});
    found = Object.fromEntries(Object.entries(root).filter(([, value]) => value !== undefined));
    variables.set(key, found);
  }
  return found;
}

/**
 * The attributes and content of a button with Mantine's Button look: its classes, data attributes
 * and CSS variables (Mantine's Button.css styles them), without its component machinery. For the
 * buttons every page renders (the header's, the footer's) and those of the question page: Mantine's
 * Button takes about ten times as long to render and to hydrate (docs/performance.md, "The work no
 * cache answers"). Elsewhere, Mantine's Button.
 */
function lookProps(
  { variant, color, size, fullWidth, leftSection, loading }: ButtonLook,
  { disabled, style, className }: { disabled?: boolean; style?: CSSProperties; className?: string },
  children: ReactNode,
) {
  return {
    className: [`mantine-focus-auto${disabled || loading ? "" : " mantine-active"}`, ROOT_CLASSES, className]
      .filter(Boolean)
      .join(" "),
    style: { ...lookVariables({ variant, color, size }), ...style },
    "data-variant": variant,
    "data-size": size,
    "data-disabled": disabled || undefined,
    "data-loading": loading || undefined,
    "data-block": fullWidth || undefined,
    "data-with-left-section": leftSection ? true : undefined,
    children: (
      <>
        {loading && (
          <span className={`${Button.classes.loader} mantine-Button-loader`} style={LOADER_STYLE} aria-hidden>
            <Loader color="var(--button-color)" size="calc(var(--button-height) / 1.8)" />
          </span>
        )}
        <span className={`${Button.classes.inner} mantine-Button-inner`}>
          {leftSection && (
            <span className={`${Button.classes.section} mantine-Button-section`} data-position="left">
              {leftSection}
            </span>
          )}
          <span
            className={`${Button.classes.label} mantine-Button-label`}
            data-loading={loading || undefined}
          >
            {children}
          </span>
        </span>
      </>
    ),
  };
}

/** Mantine's Button's spinner once it has come in (its Transition's styles). */
const LOADER_STYLE: CSSProperties = {
  transitionProperty: "transform, opacity",
  WebkitBackfaceVisibility: "hidden",
  transitionDuration: "150ms",
  transitionTimingFunction: "ease",
  transformOrigin: "center",
  opacity: 1,
  transform: "translate(-50%, calc(-50% + calc(0.0625rem * var(--mantine-scale))))",
};

type Own = ButtonLook & { children?: ReactNode };

/** An element's props split into its look (rendered by `lookProps`) and the element's own attributes. */
function splitLook<Props extends Own & { disabled?: boolean; style?: CSSProperties; className?: string }>({
  variant,
  color,
  size,
  fullWidth,
  leftSection,
  loading,
  children,
  ...rest
}: Props) {
  return { look: lookProps({ variant, color, size, fullWidth, leftSection, loading }, rest, children), rest };
}

/** A `<button>` that looks like Mantine's Button. */
export function LightButton({ type = "button", ...props }: Own & ButtonHTMLAttributes<HTMLButtonElement>) {
  const { look, rest } = splitLook(props);
  return <button type={type} {...rest} {...look} disabled={rest.disabled || props.loading} />;
}

/** A React Router link that looks like Mantine's Button. */
export function LightLinkButton(props: Own & LinkProps) {
  const { look, rest } = splitLook(props);
  return <Link {...rest} {...look} />;
}

/** A plain `<a>` (a download, another site) that looks like Mantine's Button. */
export function LightAnchorButton(props: Own & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { look, rest } = splitLook(props);
  return <a {...rest} {...look} />;
}
