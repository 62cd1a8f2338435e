import { expect, it } from "vitest";
import { homeDefaultCategory } from "./home-default-category.ts";

const mains = (...ids: number[]) => ids.map((id) => ({ id }));

it("opens with the main category whose id is 4 wherever it stands", () => {
  expect(homeDefaultCategory(mains(1, 4, 9, 12, 20))).toEqual({ id: 4 });
});

it("opens with the fourth main category when none has id 4", () => {
  expect(homeDefaultCategory(mains(1, 6, 11, 16, 21))).toEqual({ id: 16 });
});

it("opens with the first when there are fewer than four, and with none when there are none", () => {
  expect(homeDefaultCategory(mains(7, 8))).toEqual({ id: 7 });
  expect(homeDefaultCategory([])).toBeUndefined();
});
