import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type Logger } from "pino";

type RequestScope = { requestId: string };

/** Carries the current request's id so every log line written while serving it names it. */
export const requestScope = new AsyncLocalStorage<RequestScope>();

/**
 * Errors as pino writes them, less the values a failed query was given: drizzle's query errors
 * carry their parameters, which can be a password hash or an email address, as a property and
 * at the end of their message ("Failed query: …\nparams: …").
 */
export function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const serialized: Record<string, unknown> = { ...pino.stdSerializers.err(error) };
  if ("params" in error) {
    const withoutParams = error.message.replace(/\nparams: [\s\S]*$/, "");
    serialized.message = withoutParams;
    if (typeof serialized.stack === "string") {
      serialized.stack = serialized.stack.replace(error.message, withoutParams);
    }
  }
  delete serialized.params;
  if (error.cause instanceof Error) serialized.cause = serializeError(error.cause);
  return serialized;
}

/** JSON lines to standard output, or to `destination` (tests read what was logged). */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    serializers: { err: serializeError },
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin() {
      const scope = requestScope.getStore();
      return scope ? { reqId: scope.requestId } : {};
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

export type { Logger };
