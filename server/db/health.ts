import { requestScope, type Logger } from "../logger.ts";

/**
 * Whether the database can be reached, as the requests see it. A failure that means "no
 * connection" (refused, the socket gone, the server shutting down or restarting, a connection
 * cut) marks the database down: requests are then answered 503 with Retry-After (server/http/
 * database-availability.ts) instead of each failing on its own, a probe asks every 500 ms until
 * the database answers again, and the log gets one line when it goes down, one when it is back,
 * and in between at most one summary a second of what was held back.
 *
 * Socket errors (ECONNREFUSED and the like) say "the database is away" only where they are
 * known to come from the database: the pool reports those (server/db/client.ts). An error that
 * reaches a request's error handler may come from anywhere (a mail server refusing a connection
 * is not an outage), so there only what PostgreSQL or node-postgres alone produce counts.
 */

/** SQLSTATEs of a server that is shutting down, crashed or not yet accepting connections, and of lost connections (class 08). */
const UNAVAILABLE_SQLSTATES = new Set([
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);
/** Socket errors of a server that is not there (any syscall); ENOENT only when connecting to a Unix socket. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);
/** node-postgres reports a cut connection and a connect timeout by message only. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Connection ended unexpectedly/,
];

type Origin = "database" | "unknown";

/** The innermost error of a chain of `cause`s that says the database cannot be reached, if any. */
function unavailableCause(error: unknown, origin: Origin): Error | undefined {
  let current = error;
  for (let depth = 0; current instanceof Error && depth < 10; depth++) {
    const { code, syscall } = current as { code?: unknown; syscall?: unknown };
    if (typeof code === "string") {
      if (UNAVAILABLE_SQLSTATES.has(code)) return current;
      if (origin === "database" && UNAVAILABLE_SOCKET_CODES.has(code)) return current;
      if (origin === "database" && code === "ENOENT" && syscall === "connect") return current;
    }
    const { message } = current;
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return current;
    current = current.cause;
  }
  return undefined;
}

/**
 * True when `error` (or one of its causes) means the database could not be reached, not that a
 * query was wrong. `origin: "database"` for errors known to come from the database connection,
 * where plain socket errors count too.
 */
export function isDatabaseUnavailableError(error: unknown, origin: Origin = "unknown"): boolean {
  return unavailableCause(error, origin) !== undefined;
}

export type DatabaseHealthOptions = {
  /** Resolves when the database answers (`select 1`). */
  probe: () => Promise<unknown>;
  logger: Logger;
  probeIntervalMs?: number;
  summaryIntervalMs?: number;
};

export class DatabaseHealth {
  #probe: () => Promise<unknown>;
  #logger: Logger;
  #probeIntervalMs: number;
  #summaryIntervalMs: number;
  #downSince: number | undefined;
  #failures = 0;
  #heldBackErrors = 0;
  #unavailableAnswers = 0;
  #probeTimer: NodeJS.Timeout | undefined;
  #summaryTimer: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(options: DatabaseHealthOptions) {
    this.#probe = options.probe;
    this.#logger = options.logger.child({ component: "database-health" });
    this.#probeIntervalMs = options.probeIntervalMs ?? 500;
    this.#summaryIntervalMs = options.summaryIntervalMs ?? 1000;
  }

  get isDown(): boolean {
    return this.#downSince !== undefined;
  }

  /**
   * How many connection failures have been seen so far: a request that reads it before and
   * after its work knows whether an outage touched it.
   */
  get failures(): number {
    return this.#failures;
  }

  /**
   * Takes note of an error of the database connection (the pool's). Returns true when it means
   * the database could not be reached: the caller logs nothing of its own (the error is counted
   * in the next summary). Any other error returns false and is the caller's to handle.
   */
  observe(error: unknown): boolean {
    return this.#record(unavailableCause(error, "database"));
  }

  /**
   * Whether a request that failed with `error` failed because the database is away: it is known
   * to be down, or the error is one only a lost database connection gives. Such a request is
   * answered 503 and its error counted rather than logged.
   */
  explainsFailure(error: unknown): boolean {
    if (this.#record(unavailableCause(error, "unknown"))) return true;
    if (!this.isDown) return false;
    this.#heldBackErrors++;
    return true;
  }

  #record(cause: Error | undefined): boolean {
    if (!cause) return false;
    this.#failures++;
    if (this.isDown) this.#heldBackErrors++;
    else this.#goDown(cause.message);
    return true;
  }

  /** A request answered 503 because of the outage: counted in the summary instead of its own access-log line. */
  countUnavailableAnswer() {
    this.#unavailableAnswers++;
  }

  /** The database is known to be gone (its process exited, or a call failed to connect). */
  markDown(reason: string) {
    this.#failures++;
    if (!this.isDown) this.#goDown(reason);
  }

  #goDown(reason: string) {
    if (this.#closed) return;
    this.#downSince = Date.now();
    this.#logger.error({ reason }, "database unavailable: answering 503 until it answers again");
    // Outside the request that noticed: later lines are not that request's.
    requestScope.exit(() => {
      this.#summaryTimer = setInterval(() => this.#logSummary(), this.#summaryIntervalMs);
      this.#summaryTimer.unref();
      this.#scheduleProbe(this.#probeIntervalMs);
    });
  }

  /** Probes at once rather than at the next interval: the database has just been started again. */
  probeNow() {
    if (!this.isDown || this.#closed) return;
    clearTimeout(this.#probeTimer);
    this.#scheduleProbe(0);
  }

  /** Stops probing: the process is shutting down. */
  close() {
    this.#closed = true;
    clearTimeout(this.#probeTimer);
    clearInterval(this.#summaryTimer);
  }

  #scheduleProbe(delayMs: number) {
    this.#probeTimer = setTimeout(async () => {
      if (this.#closed) return;
      try {
        await this.#probe();
      } catch {
        this.#scheduleProbe(this.#probeIntervalMs);
        return;
      }
      this.#markUp();
    }, delayMs);
    this.#probeTimer.unref();
  }

  #markUp() {
    if (this.#downSince === undefined) return;
    const downForMs = Date.now() - this.#downSince;
    clearInterval(this.#summaryTimer);
    this.#downSince = undefined;
    this.#logger.info({ downForMs, ...this.#takeCounts() }, "database available again");
  }

  #takeCounts() {
    const counts = { failedCalls: this.#heldBackErrors, unavailableAnswers: this.#unavailableAnswers };
    this.#heldBackErrors = 0;
    this.#unavailableAnswers = 0;
    return counts;
  }

  #logSummary() {
    if (this.#heldBackErrors === 0 && this.#unavailableAnswers === 0) return;
    this.#logger.warn(this.#takeCounts(), "database still unavailable");
  }
}
