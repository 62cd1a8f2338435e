/**
 * Nothing a client sends gives a 5xx: every operation of the OpenAPI document (so a route added
 * later is fuzzed without touching this file) gets broken bodies and hostile values in every
 * parameter and body field, signed in where it needs a user, and must refuse them with a 4xx and
 * a message in plain words (never Zod's own), changing nothing.
 */
import { count } from "drizzle-orm";
import { expect, it } from "vitest";
import { bookmarks, brands, categories, rateLimitHits, sessions, users } from "../db/schema/index.ts";
import { grantAdminByEmail } from "../services/admin/manage-users.ts";
import { createSession } from "../services/accounts/sessions.ts";
import {
  HOSTILE_URL_TEXTS,
  OUT_OF_RANGE_NUMBERS,
  REFUSAL_STATUSES,
  describe as show,
  hostileFieldBodies,
  malformedBodies,
  type Encoding,
  type Field,
  type FieldKind,
  type HostileBody,
} from "../../tests/support/hostile-input.ts";
import { setupTestDatabase } from "../../tests/support/test-database.ts";
import {
  accountsApp,
  freshIp,
  get,
  signUpAndLogIn,
  uniqueEmail,
  type TestApp,
} from "../../tests/support/api-accounts.ts";

const database = setupTestDatabase();

type Schema = {
  $ref?: string;
  type?: string;
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  example?: unknown;
  default?: unknown;
  minimum?: number;
  minLength?: number;
  format?: string;
  nullable?: boolean;
};
type Parameter = { name: string; in: "query" | "path" | "header"; schema: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: Record<string, string[]>[];
};
type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

/** Zod's own English (its default messages), which no answer may carry: they are for developers. */
const ZOD_WORDING =
  /^(Invalid (input|string|option|value|key|element|email address|URL|url|number|date|datetime|UUID|uuid|ISO)|Too (big|small)|Unrecognized keys?)\b|expected \w+, received/;

const ENCODINGS: Record<string, Encoding> = {
  "application/json": "json",
  "multipart/form-data": "multipart",
  "application/x-www-form-urlencoded": "urlencoded",
};

function kindOf(schema: Schema): FieldKind {
  const types = schema.anyOf ? schema.anyOf.map((option) => option.type) : [schema.type];
  return types.some((type) => type === "integer" || type === "number") ? "number" : "text";
}

/** A value the schema takes, so that one hostile field at a time reaches as far as it can. */
function validValue(name: string, schema: Schema, example: unknown): string {
  if (/email/i.test(name)) return uniqueEmail("fuzz");
  if (example !== undefined && example !== null && typeof example !== "object") return String(example);
  if (schema.example !== undefined) return String(schema.example);
  if (schema.default !== undefined) return String(schema.default);
  if (kindOf(schema) === "number") return String(schema.minimum ?? 1);
  return "valid-text-".padEnd(Math.max(schema.minLength ?? 1, 12), "x");
}

type FuzzRequest = { label: string; method: string; url: string; user: boolean; body?: HostileBody };

function requestsFor(document: OpenApiDocument, path: string, method: string, operation: Operation) {
  const resolve = (schema: Schema) =>
    schema.$ref ? document.components.schemas[schema.$ref.split("/").pop()!]! : schema;
  const user = (operation.security ?? []).some((requirement) => "bearerAuth" in requirement);
  const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in !== "header");
  const baseParameters = Object.fromEntries(
    parameters.map((parameter) => [parameter.name, validValue(parameter.name, parameter.schema, undefined)]),
  );
  const url = (values: Record<string, string>) => {
    let target = `/api${path.replace(/^\/api/, "")}`;
    const query = new URLSearchParams();
    for (const parameter of parameters) {
      const value = values[parameter.name]!;
      if (parameter.in === "path") target = target.replace(`{${parameter.name}}`, encodeURIComponent(value));
      else query.set(parameter.name, value);
    }
    const search = query.toString();
    return search ? `${target}?${search}` : target;
  };

  const requests: FuzzRequest[] = [];
  const base = { method: method.toUpperCase(), user };
  for (const parameter of parameters) {
    const values = kindOf(parameter.schema) === "number" ? OUT_OF_RANGE_NUMBERS : HOSTILE_URL_TEXTS;
    for (const value of [...values, ""]) {
      requests.push({
        ...base,
        label: `${parameter.in} ${parameter.name}=${show(value)}`,
        url: url({ ...baseParameters, [parameter.name]: value }),
      });
    }
  }
  // Parameters the operation does not have, as a confused client or a scanner sends them.
  const unknown = `id=2147483648&page=NaN&${encodeURIComponent("\u0000")}=${encodeURIComponent("\u0000")}`;
  const allHostile = url(
    Object.fromEntries(
      parameters.map((parameter) => [
        parameter.name,
        kindOf(parameter.schema) === "number" ? OUT_OF_RANGE_NUMBERS[0]! : HOSTILE_URL_TEXTS[0]!,
      ]),
    ),
  );
  requests.push({
    ...base,
    label: "every parameter hostile, and unknown ones",
    url: `${allHostile}${allHostile.includes("?") ? "&" : "?"}${unknown}`,
  });
  if (base.method === "GET") return requests;

  const content = Object.entries(operation.requestBody?.content ?? {});
  const [contentType, media] = content[0] ?? [];
  const encoding = contentType ? ENCODINGS[contentType] : undefined;
  const schema = media ? resolve(media.schema) : undefined;
  const example = (schema?.example ?? {}) as Record<string, unknown>;
  const fields: Field[] = Object.entries(schema?.properties ?? {})
    .filter(([, property]) => property.format !== "binary")
    .map(([name, property]) => ({ name, kind: kindOf(property), nullable: property.nullable }));
  const bodyBase = () =>
    Object.fromEntries(
      Object.entries(schema?.properties ?? {})
        .filter(([, property]) => property.format !== "binary")
        .map(([name, property]) => [name, validValue(name, property, example[name])]),
    );
  const bodies = [
    ...malformedBodies(encoding, bodyBase()),
    ...(encoding ? hostileFieldBodies(encoding, fields, bodyBase()) : []),
  ];
  for (const body of bodies) requests.push({ ...base, label: body.label, url: url(baseParameters), body });
  return requests;
}

async function send(app: TestApp, request: FuzzRequest, token: string | undefined) {
  const headers: Record<string, string> = { "x-forwarded-for": freshIp() };
  if (token) headers.authorization = `Bearer ${token}`;
  if (request.body?.contentType) headers["content-type"] = request.body.contentType;
  return app.request(request.url, { method: request.method, headers, body: request.body?.body ?? null });
}

async function rowCounts() {
  const [[usersRow], [bookmarksRow], [brandsRow]] = await Promise.all([
    database.db.select({ n: count() }).from(users),
    database.db.select({ n: count() }).from(bookmarks),
    database.db.select({ n: count() }).from(brands),
  ]);
  return { users: usersRow!.n, bookmarks: bookmarksRow!.n, brands: brandsRow!.n };
}

it("answers every hostile request to every API operation with a 4xx and a message, changing nothing", async () => {
  const app = accountsApp(database);
  const document = (await (await app.request("/api/openapi.json")).json()) as OpenApiDocument;
  const account = await signUpAndLogIn(app);
  // An admin, so that the admin calls are fuzzed past their guard too (a user's calls work alike).
  await grantAdminByEmail(database.db, account.email);
  // Something for the bookmark calls to find (and to keep): a child category of the demo seed.
  const [main] = await database.db
    .insert(categories)
    .values({ name: "Fuzz", slug: "fuzz-main" })
    .returning({ id: categories.id });
  await database.db.insert(categories).values({ parentId: main!.id, name: "Fuzz child", slug: "fuzz-child" });
  const saved = await get(app, "/api/user/saveUserBookMark?slug=fuzz-child", { token: account.token });
  expect(saved.status).toBe(200);
  const profileBefore = await (await get(app, "/api/user/checkCurrentUser", { token: account.token })).json();
  const countsBefore = await rowCounts();

  const requests = Object.entries(document.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => requestsFor(document, path, method, operation)),
    )
    .flat();
  expect(requests.length).toBeGreaterThan(400);

  const failures: string[] = [];
  let refused = 0;
  for (const request of requests) {
    // Every request starts with no hits counted: the account's password checks and the address's
    // logins would otherwise reach their limits partway, and a 429 would hide how the input itself
    // is answered (the limits have tests of their own).
    await database.db.delete(rateLimitHits);
    // Each request of a user call gets a session of its own, so a logout among them ends only its own.
    const token = request.user
      ? (await createSession(database.db, account.id, { ip: "198.51.100.1" }, { persistent: false })).token
      : undefined;
    const response = await send(app, request, token);
    const what = `${request.method} ${request.url.slice(0, 120)} [${request.label}] → ${response.status}`;
    if (response.status >= 500) {
      failures.push(`${what} ${(await response.text()).slice(0, 200)}`);
    } else if (response.status >= 400) {
      refused += 1;
      const body = (await response.json().catch(() => null)) as {
        message?: unknown;
        errors?: Record<string, string[]>;
      } | null;
      if (!REFUSAL_STATUSES.has(response.status) || typeof body?.message !== "string" || !body.message) {
        failures.push(`${what} without a refusal status and message: ${JSON.stringify(body)?.slice(0, 200)}`);
      }
      const messages = [body?.message, ...Object.values(body?.errors ?? {}).flat()];
      const developerWording = messages.find(
        (message) => typeof message === "string" && ZOD_WORDING.test(message),
      );
      if (developerWording) failures.push(`${what} in Zod's words: ${developerWording}`);
    } else {
      await response.arrayBuffer();
    }
  }
  expect(failures).toEqual([]);
  // Almost everything above is refused; the rest are reads that ignore what they do not know.
  expect(refused).toBeGreaterThan(requests.length / 2);

  const profileAfter = await (await get(app, "/api/user/checkCurrentUser", { token: account.token })).json();
  expect(profileAfter).toEqual(profileBefore);
  expect(await rowCounts()).toEqual(countsBefore);
  const [live] = await database.db.select({ n: count() }).from(sessions);
  expect(live?.n).toBeGreaterThan(0);
}, 120_000);
