import { Button, MantineProvider } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { theme } from "~/theme";
import { LightAnchorButton, LightButton, LightLinkButton, type ButtonLook } from "./light-button";

/** The markup of `element` in the site's theme, inside a router (for links). */
function markup(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: "*", element }]);
  const html = renderToStaticMarkup(
    <MantineProvider theme={theme} defaultColorScheme="light" withCssVariables={false}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  // Mantine's inline <style> tags for responsive props: none of these buttons has any.
  return withSortedAttributes(html.replace(/<style[^>]*>.*?<\/style>/g, ""));
}

/** `html` with each tag's attributes in name order: their order means nothing to a browser. */
function withSortedAttributes(html: string) {
  return html.replace(
    /<([a-z]+)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*>/g,
    (_tag, name: string, attributes: string) => {
      const sorted = (attributes.match(/[^\s=>]+(?:="[^"]*")?/g) ?? []).sort();
      return `<${name}${sorted.map((attribute) => ` ${attribute}`).join("")}>`;
    },
  );
}

const icon = <svg aria-hidden width={18} />;

/** The looks the header, the footer and the question page use. */
const LOOKS: ButtonLook[] = [
  {},
  { variant: "default", leftSection: icon },
  { variant: "light", leftSection: icon },
  { variant: "subtle" },
  { variant: "subtle", size: "compact-sm" },
  { color: "teal.9", leftSection: icon },
  { variant: "outline", color: "teal.9", leftSection: icon },
  { variant: "default", fullWidth: true, leftSection: icon },
  { variant: "white", color: "dark", leftSection: icon },
];

describe("LightButton", () => {
  it.each(LOOKS)("renders what Mantine's Button renders for %o", (look) => {
    expect(markup(<LightButton {...look}>Bookmark</LightButton>)).toBe(
      markup(<Button {...look}>Bookmark</Button>),
    );
    expect(
      markup(
        <LightButton {...look} type="submit" disabled>
          Logout
        </LightButton>,
      ),
    ).toBe(
      markup(
        <Button {...look} type="submit" disabled>
          Logout
        </Button>,
      ),
    );
  });

  it("renders what Mantine's Button renders while loading", () => {
    const look: ButtonLook = { variant: "default", leftSection: icon };
    expect(
      markup(
        <LightButton {...look} loading>
          Bookmark
        </LightButton>,
      ),
    ).toBe(
      markup(
        <Button {...look} loading>
          Bookmark
        </Button>,
      ),
    );
    expect(
      markup(
        <LightButton {...look} loading={false}>
          Bookmark
        </LightButton>,
      ),
    ).toBe(
      markup(
        <Button {...look} loading={false}>
          Bookmark
        </Button>,
      ),
    );
  });

  it.each(LOOKS)("as a link and as an anchor, renders what Mantine's Button renders for %o", (look) => {
    expect(
      markup(
        <LightLinkButton {...look} to="/dashboard">
          Dashboard
        </LightLinkButton>,
      ),
    ).toBe(
      markup(
        <Button {...look} component={Link} to="/dashboard">
          Dashboard
        </Button>,
      ),
    );
    expect(
      markup(
        <LightAnchorButton {...look} href="/file.pdf" download>
          PDF
        </LightAnchorButton>,
      ),
    ).toBe(
      markup(
        <Button {...look} component="a" href="/file.pdf" download>
          PDF
        </Button>,
      ),
    );
  });
});
