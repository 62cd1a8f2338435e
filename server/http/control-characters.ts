import type { MiddlewareHandler } from "hono";

/** A control character in the address, written as is or percent-encoded (%00–%1F, %7F). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_PATH = /%(?:[01][0-9a-f]|7f)|[\u0000-\u001f\u007f]/i;

/**
 * No page, file or API address of the site holds a control character, and PostgreSQL refuses a
 * NUL in text: such an address is answered 400 here, once, rather than by each route (or as a
 * 500 from the database).
 */
export function refuseControlCharactersInPath(): MiddlewareHandler {
  return async (c, next) => {
    if (CONTROL_IN_PATH.test(new URL(c.req.url).pathname)) {
      return c.json({ message: "The address contains control characters." }, 400);
    }
    await next();
  };
}
