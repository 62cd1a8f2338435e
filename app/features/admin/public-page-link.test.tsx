import { MantineProvider } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PublicPageLink } from "./public-page-link";

/** What the row's line of detail gains, without the styles Mantine's provider writes. */
const rendered = (props: Parameters<typeof PublicPageLink>[0]) =>
  renderToStaticMarkup(
    <MantineProvider>
      <PublicPageLink {...props} />
    </MantineProvider>,
  ).replace(/<style[^>]*>[\s\S]*?<\/style>/g, "");

describe("an admin row's public page", () => {
  it("is linked while the public sees the row", () => {
    const html = rendered({ path: "/question-answer/django-interview-questions", isPublic: true });
    expect(html).toMatch(/^ · <a [^>]*href="\/question-answer\/django-interview-questions"/);
    expect(html).toContain(">/question-answer/django-interview-questions</a>");
  });

  it("says what hides a visible row whose page the public cannot see, and links nothing", () => {
    const html = rendered({
      path: "/question-answer/django-interview-questions",
      isPublic: false,
      hiddenWith: "Python",
    });
    expect(html).toBe(" · /question-answer/django-interview-questions · hidden with Python");
    const question = rendered({
      path: "/question-answer/django-interview-questions",
      isPublic: false,
      hiddenWith: "its category",
      children: "public page",
    });
    expect(question).toBe(" · hidden with its category");
  });

  it("gives a row hidden itself its address unlinked", () => {
    expect(rendered({ path: "/pdf-details/git-cheat-sheet", isPublic: false })).toBe(
      " · /pdf-details/git-cheat-sheet",
    );
    expect(rendered({ path: "/blog-details/star-method", isPublic: false, children: "public page" })).toBe(
      "",
    );
  });
});
