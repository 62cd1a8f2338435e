import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type Logger } from "pino";

type RequestScope = { requestId: string };

/** Carries the current request's id so every log line written while serving it names it. */
export const requestScope = new AsyncLocalStorage<RequestScope>();

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin() {
      const scope = requestScope.getStore();
      return scope ? { reqId: scope.requestId } : {};
    },
  });
}

export type { Logger };
