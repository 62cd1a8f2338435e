import { expect, it } from "vitest";
import { categoriesLabel, filterByName, truncate } from "./category-filter";

it("cuts long names to 60 characters ending in an ellipsis and leaves short ones alone", () => {
  const long = "Python Data Structures and Algorithms for Senior Backend Engineers";
  const cut = truncate(long, 60);
  expect(cut).toHaveLength(60);
  expect(cut.endsWith("…")).toBe(true);
  expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  expect(truncate("Java Core", 60)).toBe("Java Core");
  expect(truncate("x".repeat(60), 60)).toBe("x".repeat(60));
});

it("filters by a case-insensitive part of the name, ignoring surrounding spaces", () => {
  const items = [{ name: "JavaScript Fundamentals" }, { name: "Java Core" }, { name: "Docker" }];
  expect(filterByName(items, "  JAVA ")).toEqual(items.slice(0, 2));
  expect(filterByName(items, "script")).toEqual([items[0]]);
  expect(filterByName(items, "")).toEqual(items);
  expect(filterByName(items, "cobol")).toEqual([]);
});

it("says how many categories there are", () => {
  expect(categoriesLabel(1)).toBe("1 category");
  expect(categoriesLabel(32)).toBe("32 categories");
  expect(categoriesLabel(0)).toBe("0 categories");
});
