import { expect, it } from "vitest";
import { serializeError } from "./logger.ts";

it("logs a failed query's SQL and cause but never the values it was given", () => {
  const cause = Object.assign(new Error("invalid byte sequence"), { code: "22021" });
  const query = "insert into users (name, password_hash) values ($1, $2)";
  const params = ["x", "$argon2id$v=19$m=19456,t=2,p=1$secret"];
  // As drizzle's DrizzleQueryError builds it: the parameters are in the message too.
  const failed = Object.assign(new Error(`Failed query: ${query}\nparams: ${params}`), {
    query,
    params,
    cause,
  });
  const line = JSON.stringify(serializeError(failed));
  expect(line).toContain("insert into users (name, password_hash)");
  expect(line).toContain("22021");
  expect(line).not.toContain("argon2id");
});
