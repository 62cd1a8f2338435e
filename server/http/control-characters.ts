import type { MiddlewareHandler } from "hono";

/** A control character in the address, written as is or percent-encoded (%00–%1F, %7F). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_PATH = /%(?:[01][0-9a-f]|7f)|[\u0000-\u001f\u007f]/i;

/** A NUL in a query string, which PostgreSQL cannot take as text. */
const NUL_IN_QUERY = /%00/;

/**
 * No page, file or API address of the site holds a control character, and PostgreSQL refuses a
 * NUL in text: such an address is answered 400 here, once, rather than by each route (or as a
 * 500 from the database). A page's query with a NUL (`/ebooks?search=%00`) is refused as well,
 * and other control characters in a page's query (a tab pasted into a search box) are left to
 * the page, whose list drops them (app/components/navigation/list-location.ts).
 *
 * The API's query parameters are its schemas' to check, which name the field: a text one (every
 * search and filter is `searchText`, shared/forms/schema-fields.ts) refuses a NUL or another
 * control character with 422 on every call alike, never drops it and searches for the rest.
 */
export function refuseControlCharactersInAddress(): MiddlewareHandler {
  return async (c, next) => {
    const { pathname, search } = new URL(c.req.url);
    const pageQuery = !pathname.startsWith("/api/") && NUL_IN_QUERY.test(search);
    if (CONTROL_IN_PATH.test(pathname) || pageQuery) {
      return c.json({ message: "The address contains control characters." }, 400);
    }
    await next();
  };
}
