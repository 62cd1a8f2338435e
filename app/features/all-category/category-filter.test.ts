import { expect, it } from "vitest";
import { categoriesLabel, filterByName } from "./category-filter";

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
