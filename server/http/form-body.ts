import type { MiddlewareHandler } from "hono";

/** What a client is told when its form body cannot be read (the API and the pages' forms alike). */
export const FORM_UNREADABLE = "The form could not be read.";

const FORM_TYPE = /^\s*(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i;

/** The form encoding a request's Content-Type names (the API's and the pages'), or undefined. */
export function formEncoding(contentType: string | null | undefined): "multipart" | "urlencoded" | undefined {
  const match = FORM_TYPE.exec(contentType ?? "");
  if (!match) return undefined;
  return match[1]!.toLowerCase() === "multipart/form-data" ? "multipart" : "urlencoded";
}

const PERCENT = 0x25;
const PLUS = 0x2b;
const isHexDigit = (byte: number | undefined) =>
  byte !== undefined &&
  ((byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66));
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Whether an `application/x-www-form-urlencoded` body is one a browser could have sent: every `%`
 * begins an escape of two hex digits, and the bytes the escapes stand for are UTF-8. The standard
 * parser reads anything (a stray `%` stays as it is, a broken UTF-8 sequence becomes U+FFFD), so a
 * garbled body would otherwise be read as fields nobody sent, or as none at all.
 */
export function isReadableUrlencoded(body: Uint8Array): boolean {
  const decoded = new Uint8Array(body.length);
  let length = 0;
  for (let index = 0; index < body.length; index += 1) {
    const byte = body[index]!;
    if (byte === PERCENT) {
      const high = body[index + 1];
      const low = body[index + 2];
      if (!isHexDigit(high) || !isHexDigit(low)) return false;
      decoded[length++] = Number.parseInt(String.fromCharCode(high!, low!), 16);
      index += 2;
    } else {
      decoded[length++] = byte === PLUS ? 0x20 : byte;
    }
  }
  try {
    strictUtf8.decode(decoded.subarray(0, length));
    return true;
  } catch {
    return false;
  }
}

/**
 * The API's form bodies (`application/x-www-form-urlencoded`) that cannot be read
 * (isReadableUrlencoded) are answered 400 here, once, before any route reads them. Give it after
 * the body limit, which it reads within. Multipart bodies are read by the routes' validators,
 * which answer one that cannot be read with 400 themselves.
 */
export function refuseUnreadableForms(): MiddlewareHandler {
  return async (c, next) => {
    if (formEncoding(c.req.header("Content-Type")) === "urlencoded") {
      // Hono keeps the bytes read here for the route's validator.
      const body = new Uint8Array(await c.req.arrayBuffer());
      if (!isReadableUrlencoded(body)) return c.json({ message: FORM_UNREADABLE }, 400);
    }
    await next();
  };
}
