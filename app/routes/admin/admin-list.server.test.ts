import { expect, it } from "vitest";
import { ADMIN_SEARCH_MAX_LENGTH } from "@shared/admin/admin-messages";
import { adminListData, readAdminListFilter, readAdminListParams } from "./admin-list.server";

const SORTS = ["order", "name", "newest"] as const;
const at = (search: string) => new URL(`https://w3programmer.test/admin/categories${search}`);

it("reads an admin list's search, order and page from its address", () => {
  expect(readAdminListParams(at("?q=%20java%20&sort=name&page=3"), SORTS, "order")).toEqual({
    search: "java",
    sort: "name",
    page: 3,
  });
  expect(readAdminListParams(at("?q=java&page=2"))).toEqual({ search: "java", page: 2 });
});

it("lands an old or mistyped admin list address on the list's first page in its own order", () => {
  expect(readAdminListParams(at("?sort=price&page=0"), SORTS, "order")).toEqual({
    search: "",
    sort: "order",
    page: 1,
  });
  expect(readAdminListParams(at("?page=two"))).toEqual({ search: "", page: 1 });
});

it("cuts an admin search to what the admin searches take, without control characters", () => {
  const { search } = readAdminListParams(at(`?q=${"a".repeat(ADMIN_SEARCH_MAX_LENGTH + 20)}`));
  expect(search).toHaveLength(ADMIN_SEARCH_MAX_LENGTH);
  expect(readAdminListParams(at("?q=ja%00va%0A")).search).toBe("java");
});

it("narrows a list only to a row that exists", () => {
  const folders = [{ id: 4 }, { id: 93 }];
  expect(readAdminListFilter(at("?folder=93"), "folder", folders)).toBe(93);
  expect(readAdminListFilter(at("?folder=5"), "folder", folders)).toBeUndefined();
  expect(readAdminListFilter(at("?folder=four"), "folder", folders)).toBeUndefined();
  expect(readAdminListFilter(at(""), "folder", folders)).toBeUndefined();
});

it("returns what was asked for with the page the service found, its rows drawn for the screen", () => {
  const found = {
    rows: [{ id: 7, at: new Date("2026-03-01T10:00:00Z") }],
    total: 26,
    page: 2,
    lastPage: 2,
    pageSize: 25,
  };
  expect(
    adminListData({ search: "x", sort: "name", page: 2 }, found, (row) => ({
      id: row.id,
      at: row.at.toISOString(),
    })),
  ).toEqual({
    search: "x",
    sort: "name",
    page: 2,
    lastPage: 2,
    total: 26,
    rows: [{ id: 7, at: "2026-03-01T10:00:00.000Z" }],
  });
});
