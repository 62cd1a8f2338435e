import { createLogger } from "../../server/logger.ts";

/**
 * A logger whose lines a test reads: each line the app would write, parsed back from its JSON
 * (`level` as a word, `msg`, `err` serialised, and the fields the call gave).
 */
export function capturedLogger<Line extends object = Record<string, unknown>>(level = "info") {
  const lines: Line[] = [];
  const logger = createLogger(level, { write: (line: string) => void lines.push(JSON.parse(line) as Line) });
  return { logger, lines };
}
