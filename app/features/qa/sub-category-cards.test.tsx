import { Avatar, MantineProvider } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { initials } from "./sub-category-cards";

/** The letters Mantine's Avatar shows for a name, as the home page and /all-category render it. */
function avatarLetters(name: string) {
  const html = renderToStaticMarkup(
    <MantineProvider>
      <Avatar name={name} color="initials" />
    </MantineProvider>,
  );
  return /<span[^>]*class="[^"]*mantine-Avatar-placeholder[^"]*"[^>]*>([^<]*)<\/span>/.exec(html)?.[1];
}

describe("a question page's category badges", () => {
  it.each(["PostgreSQL", "MongoDB", "SQL Queries", "Database Design", "C# and .NET", "Node.js"])(
    "show %s's initials as its card elsewhere does",
    (name) => {
      expect(avatarLetters(name)).toBeTruthy();
      expect(initials(name)).toBe(avatarLetters(name));
    },
  );
});
