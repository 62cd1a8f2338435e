import { Writable } from "node:stream";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DatabaseHealth, isDatabaseUnavailableError } from "./health.ts";

const withCode = (message: string, code: string, extra: object = {}) =>
  Object.assign(new Error(message), { code, ...extra });

/** As drizzle wraps a driver error: the SQL and its parameters in the message, the driver's error as cause. */
const drizzleError = (cause: Error) =>
  Object.assign(
    new Error("Failed query: select 1 from users where email = $1\nparams: someone@example.com"),
    {
      params: ["someone@example.com"],
      cause,
    },
  );

describe("isDatabaseUnavailableError", () => {
  it.each([
    ["a refused connection", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    [
      "a missing Unix socket",
      withCode("connect ENOENT /tmp/x/.s.PGSQL.5432", "ENOENT", { syscall: "connect" }),
    ],
    [
      "a server shutting down (57P01)",
      withCode("terminating connection due to administrator command", "57P01"),
    ],
    [
      "a crashed server (57P02)",
      withCode("terminating connection because of crash of another server process", "57P02"),
    ],
    ["a server starting up (57P03)", withCode("the database system is starting up", "57P03")],
    ["a cut connection", new Error("Connection terminated unexpectedly")],
    ["a connect timeout", new Error("timeout exceeded when trying to connect")],
    ["a driver error wrapped by drizzle", drizzleError(withCode("connect ECONNREFUSED", "ECONNREFUSED"))],
  ])("recognises %s coming from the database connection", (_name, error) => {
    expect(isDatabaseUnavailableError(error, "database")).toBe(true);
  });

  it("takes what only PostgreSQL and node-postgres say as an outage wherever it turns up", () => {
    expect(isDatabaseUnavailableError(withCode("the database system is starting up", "57P03"))).toBe(true);
    expect(isDatabaseUnavailableError(new Error("Connection terminated unexpectedly"))).toBe(true);
  });

  it("does not take a refused connection of unknown origin (a mail server, a remote API) for an outage", () => {
    const mailFailure = new Error("Mail delivery failed", {
      cause: withCode("connect ECONNREFUSED 127.0.0.1:587", "ECONNREFUSED"),
    });
    expect(isDatabaseUnavailableError(mailFailure)).toBe(false);
  });

  it.each([
    ["a unique violation", drizzleError(withCode("duplicate key value", "23505"))],
    ["a database that does not exist", withCode('database "x" does not exist', "3D000")],
    ["a missing file", withCode("ENOENT: no such file", "ENOENT", { syscall: "open" })],
    ["a bug", new TypeError("Cannot read properties of undefined")],
    ["not an error", "Connection terminated"],
  ])("leaves %s to the usual error handling", (_name, error) => {
    expect(isDatabaseUnavailableError(error, "database")).toBe(false);
  });
});

describe("DatabaseHealth", () => {
  const healths: DatabaseHealth[] = [];
  // Its probes and summaries run on timers: the tests move a fake clock instead of waiting, so
  // "nothing more happens" is proved by moving it far on.
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    for (const health of healths.splice(0)) health.close();
    vi.useRealTimers();
  });

  function setup() {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    let answers = false;
    let probes = 0;
    const health = new DatabaseHealth({
      probe: async () => {
        probes++;
        if (!answers) throw new Error("connect ECONNREFUSED");
      },
      logger: pino({ level: "info" }, stream),
      probeIntervalMs: 20,
      summaryIntervalMs: 50,
    });
    healths.push(health);
    return {
      health,
      lines,
      probes: () => probes,
      comeBack: () => (answers = true),
    };
  }

  it("goes down on the first connection failure, logs it once and summarises the rest", async () => {
    const { health, lines } = setup();
    expect(health.observe(drizzleError(withCode("connect ECONNREFUSED", "ECONNREFUSED")))).toBe(true);
    expect(health.isDown).toBe(true);
    for (let i = 0; i < 500; i++) {
      health.observe(withCode("connect ECONNREFUSED", "ECONNREFUSED"));
      health.countUnavailableAnswer();
    }
    expect(lines).toHaveLength(1);
    // One summary interval (50 ms) later, the summary; then nothing while nothing more fails.
    await vi.advanceTimersByTimeAsync(50);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 50, reason: "connect ECONNREFUSED" });
    expect(lines[1]).toMatchObject({
      failedCalls: 500,
      unavailableAnswers: 500,
      msg: "database still unavailable",
    });
    // 1,000 failures, two lines, and never the query's parameters.
    expect(JSON.stringify(lines)).not.toContain("someone@example.com");
  });

  it("explains a request's failure by the outage while the database is down, and only then", () => {
    const { health } = setup();
    const bug = new TypeError("Cannot read properties of undefined");
    expect(health.explainsFailure(bug)).toBe(false);
    expect(health.explainsFailure(withCode("connect ECONNREFUSED", "ECONNREFUSED"))).toBe(false);
    expect(health.isDown).toBe(false);
    expect(health.explainsFailure(withCode("terminating connection", "57P01"))).toBe(true);
    expect(health.isDown).toBe(true);
    // Down: whatever a request failed with, the outage is the likelier reason.
    expect(health.explainsFailure(bug)).toBe(true);
  });

  it("ignores errors that are not about the connection", () => {
    const { health, lines } = setup();
    expect(health.observe(withCode("duplicate key value", "23505"))).toBe(false);
    expect(health.isDown).toBe(false);
    expect(lines).toEqual([]);
  });

  it("probes until the database answers, then is up again and says so once", async () => {
    const { health, lines, probes, comeBack } = setup();
    const failuresBefore = health.failures;
    health.markDown("the embedded PostgreSQL exited (signal SIGKILL)");
    expect(health.failures).toBe(failuresBefore + 1);
    // A probe every 20 ms while the database does not answer.
    await vi.advanceTimersByTimeAsync(60);
    expect(probes()).toBe(3);
    expect(health.isDown).toBe(true);
    comeBack();
    await vi.advanceTimersByTimeAsync(20);
    expect(probes()).toBe(4);
    expect(health.isDown).toBe(false);
    expect(lines.at(-1)).toMatchObject({ msg: "database available again" });
    // Up: no more probes, however long it stays up.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probes()).toBe(4);
  });
});
