/**
 * A page's form refused with a wait (429 after too many tries, 503 when PostgreSQL rolled its
 * transaction back) tells the client when to try again: formFailure sets Retry-After on the
 * action's answer, and React Router sends a page's answer with only the headers its `headers`
 * export returns, so every page with an action exports formHeaders.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formHeaders } from "./form-action.server";

const routesDir = fileURLToPath(new URL("../routes/", import.meta.url));

function pagesWithActions(): string[] {
  return readdirSync(routesDir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => {
      const source = readFileSync(path.join(routesDir, file), "utf8");
      return /^export async function action\b/m.test(source) && /^export default\b/m.test(source);
    })
    .sort();
}

describe("Retry-After on a page's refused form", () => {
  it("is kept by formHeaders, beside the parent routes' headers", () => {
    const headers = new Headers(
      formHeaders({
        parentHeaders: new Headers({ "Set-Cookie": "flash=1" }),
        actionHeaders: new Headers({ "Retry-After": "30" }),
        loaderHeaders: new Headers(),
        errorHeaders: undefined,
      }),
    );
    expect(headers.get("Retry-After")).toBe("30");
    expect(headers.get("Set-Cookie")).toBe("flash=1");
    const none = new Headers(
      formHeaders({
        parentHeaders: new Headers(),
        actionHeaders: new Headers(),
        loaderHeaders: new Headers(),
        errorHeaders: undefined,
      }),
    );
    expect(none.has("Retry-After")).toBe(false);
  });

  it("is sent by every page that has a form action", () => {
    const pages = pagesWithActions();
    expect(pages.length).toBeGreaterThan(20);
    const without = pages.filter((file) => {
      const source = readFileSync(path.join(routesDir, file), "utf8");
      return !/^export \{ formHeaders as headers \}/m.test(source);
    });
    expect(without).toEqual([]);
  });
});
