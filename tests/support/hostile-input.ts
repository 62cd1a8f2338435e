/**
 * What a hostile or broken client sends (issue "nothing a client sends gives a 5xx"): bodies of
 * the wrong kind, broken multipart, numbers no integer column can hold, control characters,
 * over-long text and values of the wrong type. Used by the API fuzz test (every OpenAPI
 * operation) and the form fuzz test (every page action); both fail on any 5xx.
 */

/** Numbers out of PostgreSQL's int4 range or not numbers at all, as a form or a query carries them. */
export const OUT_OF_RANGE_NUMBERS = ["2147483648", "99999999999", "-1", "1e309", "NaN", "1.5", "0x10"];

/**
 * Values that only look like a whole number (hex, exponent, decimal point, a space, a sign) and one
 * too large for `range`, each with the message a whole-number field named `field` answers:
 * `it.each(notPlainDigits("page", "between 1 and 1000000"))`.
 */
export function notPlainDigits(field: string, range: string): [string, string][] {
  const whole = `The ${field} must be a whole number.`;
  return [
    ["0x10", whole],
    ["1e3", whole],
    ["1.0", whole],
    [" 1", whole],
    ["-1", whole],
    ["99999999999999999999", `The ${field} must be ${range}.`],
  ];
}

/** Text no field should store: NUL (PostgreSQL cannot), a bell, and a string far over any limit. */
export const HOSTILE_TEXTS = ["\u0000", "a\u0007b", "x".repeat(100_000)];

/** Query and path parameters go in the URL, where a very long one is refused earlier: shorter. */
export const HOSTILE_URL_TEXTS = ["\u0000", "a\u0007b", "x".repeat(10_000), "%", "../../etc/passwd"];

/**
 * JSON values of the wrong type for any field, written as raw JSON text: `1e309` parses as
 * Infinity, which JSON.stringify could not write.
 */
export const WRONG_JSON_VALUES = ["1e309", "2147483648", "-1", "true", "null", "{}", "[]", '{"$gt":""}'];

export type FieldKind = "number" | "text";
/** A body field; a `nullable` one may be sent as JSON null (it clears the value). */
export type Field = { name: string; kind: FieldKind; nullable?: boolean };
export type Encoding = "json" | "multipart" | "urlencoded";

/** One request body: its Content-Type (none when absent) and bytes. */
export type HostileBody = {
  label: string;
  contentType?: string;
  body?: string | FormData | Uint8Array<ArrayBuffer>;
};

const BOUNDARY = "----hostile-boundary-7MA4YWxkTrZu0gW";

function multipartText(fields: Record<string, string>, boundary = BOUNDARY) {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join("")}--${boundary}--\r\n`;
}

/** `fields` written in `encoding`, with values as given (raw JSON text for JSON when `raw`). */
export function encodeBody(
  encoding: Encoding,
  fields: Record<string, string>,
  raw: Record<string, string> = {},
): HostileBody {
  if (encoding === "json") {
    const members = [
      ...Object.entries(fields).map(([name, value]) => `${JSON.stringify(name)}:${JSON.stringify(value)}`),
      ...Object.entries(raw).map(([name, text]) => `${JSON.stringify(name)}:${text}`),
    ];
    return { label: "json", contentType: "application/json", body: `{${members.join(",")}}` };
  }
  if (encoding === "urlencoded") {
    return {
      label: "urlencoded",
      contentType: "application/x-www-form-urlencoded",
      body: new URLSearchParams(fields).toString(),
    };
  }
  return {
    label: "multipart",
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: multipartText(fields),
  };
}

/**
 * Bodies that are wrong as a whole, whatever the operation: empty, not the expected encoding,
 * malformed JSON, broken multipart, a type nobody accepts. `base` is a valid set of fields, so
 * that a body in the wrong encoding carries plausible content.
 */
export function malformedBodies(expected: Encoding | undefined, base: Record<string, string>): HostileBody[] {
  const whole = multipartText(base);
  const bodies: HostileBody[] = [
    { label: "no body" },
    // What an HTTP client's POST without a body carries: no type, and a body of no bytes.
    { label: "empty body with no type", body: new Uint8Array(new ArrayBuffer(0)) },
    { label: "empty JSON", contentType: "application/json", body: "" },
    { label: "truncated JSON", contentType: "application/json", body: '{"name": "x", "email' },
    { label: "JSON array", contentType: "application/json", body: "[1,2,3]" },
    { label: "JSON string", contentType: "application/json", body: '"x"' },
    { label: "JSON null", contentType: "application/json", body: "null" },
    { label: "JSON with a NUL escape", contentType: "application/json", body: '{"\\u0000":"\\u0000"}' },
    {
      label: "deeply nested JSON",
      contentType: "application/json",
      body: "[".repeat(5000) + "]".repeat(5000),
    },
    { label: "multipart without boundary", contentType: "multipart/form-data", body: whole },
    {
      label: "multipart with another boundary",
      contentType: "multipart/form-data; boundary=not-the-one-used",
      body: whole,
    },
    {
      label: "truncated multipart",
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: whole.slice(0, Math.max(10, Math.floor(whole.length / 2))),
    },
    { label: "empty multipart", contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: "" },
    {
      label: "urlencoded garbage",
      contentType: "application/x-www-form-urlencoded",
      body: "%%%=%E0%A4%A&=&&",
    },
    { label: "text/plain", contentType: "text/plain", body: "hello" },
    { label: "XML", contentType: "application/xml", body: "<a>1</a>" },
    { label: "binary", contentType: "application/octet-stream", body: new Uint8Array([0, 255, 0, 1, 2]) },
  ];
  // The right fields in every encoding but the expected one: JSON where a form is expected and
  // a form where JSON is.
  for (const encoding of ["json", "multipart", "urlencoded"] as const) {
    if (encoding !== expected) bodies.push({ ...encodeBody(encoding, base), label: `${encoding} instead` });
  }
  return bodies;
}

/** Each field of `fields` in turn given each hostile value, the others keeping `base`'s. */
export function hostileFieldBodies(
  encoding: Encoding,
  fields: Field[],
  base: Record<string, string>,
): HostileBody[] {
  const bodies: HostileBody[] = [];
  for (const field of fields) {
    const values = field.kind === "number" ? OUT_OF_RANGE_NUMBERS : HOSTILE_TEXTS;
    for (const value of values) {
      const body = encodeBody(encoding, { ...base, [field.name]: value });
      bodies.push({ ...body, label: `${field.name}=${describe(value)} (${encoding})` });
    }
    if (encoding === "json") {
      const others = Object.fromEntries(Object.entries(base).filter(([name]) => name !== field.name));
      for (const raw of WRONG_JSON_VALUES.filter((value) => !(field.nullable && value === "null"))) {
        const body = encodeBody("json", others, { [field.name]: raw });
        bodies.push({ ...body, label: `${field.name}: ${raw} (json)` });
      }
    }
  }
  return bodies;
}

/** A short, printable name for a value in failure messages. */
export function describe(value: string): string {
  const shown = value.length > 20 ? `${value.slice(0, 10)}…(${value.length} chars)` : value;
  return JSON.stringify(shown);
}

/** The statuses a refused request may answer: never a 5xx. */
export const REFUSAL_STATUSES = new Set([400, 401, 403, 404, 405, 413, 415, 422]);
