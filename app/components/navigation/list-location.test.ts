import { expect, it } from "vitest";
import { listCountText, readListFilterId, readListPage, shownRange } from "./list-location";

const noun = { one: "PDF", many: "PDFs" };
const list = (fields: Partial<Parameters<typeof shownRange>[0]>) => ({
  page: 1,
  lastPage: 1,
  total: 0,
  pageSize: 60,
  query: "",
  ...fields,
});

it("counts what the list holds and which of it the page shows", () => {
  expect(listCountText(list({ total: 1 }), noun)).toBe("1 PDF · showing 1–1");
  expect(listCountText(list({ page: 2, lastPage: 3, total: 130 }), noun)).toBe("130 PDFs · showing 61–120");
  expect(listCountText(list({ page: 3, lastPage: 3, total: 130 }), noun)).toBe("130 PDFs · showing 121–130");
  expect(listCountText(list({ total: 0 }), noun)).toBe("0 PDFs");
});

it("says what was searched for", () => {
  expect(listCountText(list({ total: 1, query: "java" }), noun)).toBe("1 result for “java” · showing 1–1");
  expect(listCountText(list({ total: 0, query: "cobol" }), noun)).toBe("0 results for “cobol”");
});

it("numbers an empty page from 0", () => {
  expect(shownRange(list({ total: 0 }))).toEqual({ first: 0, last: 0 });
  expect(shownRange(list({ page: 2, pageSize: 13, total: 20 }))).toEqual({ first: 14, last: 20 });
});

it("filters a list by a row's id only when the address names one", () => {
  expect(readListFilterId(null)).toBeUndefined();
  expect(readListFilterId("")).toBeUndefined();
  expect(readListFilterId("0")).toBeUndefined();
  expect(readListFilterId("2.5")).toBeUndefined();
  expect(readListFilterId("99999999999")).toBeUndefined();
  expect(readListFilterId("7")).toBe(7);
  // Unlike a page number, an absent filter is not 1: every row, not the first category's.
  expect(readListPage(null)).toBe(1);
});
