import { MantineProvider } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { CategoryCard } from "./category-card";
import { categoryInitials } from "./category-initials";

describe("a category's badge without a picture", () => {
  it.each([
    ["PostgreSQL", "PO"],
    ["SQL Queries", "SQ"],
    ["Linux & Shell", "LS"],
    ["C# and .NET", "CA"],
    ["CI / CD Pipelines", "CC"],
    ["Node.js", "NO"],
    ["  Spring   Boot ", "SB"],
    ["&", "&"],
  ])("shows %s as %s", (name, letters) => {
    expect(categoryInitials(name)).toBe(letters);
  });

  it("is what a category card draws, as a question page's sibling cards do", () => {
    const html = renderToStaticMarkup(
      <MantineProvider>
        <MemoryRouter>
          <CategoryCard to="/category/linux" name="Linux & Shell" icon={null} />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(/mantine-Avatar-placeholder[^>]*>([^<]*)</.exec(html)?.[1]).toBe("LS");
  });
});
