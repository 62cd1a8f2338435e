import { afterEach, vi } from "vitest";

/** An unexpected console.error is a bug the test did not assert on: fail the test. */
const errors: unknown[][] = [];
vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  if (errors.length > 0) {
    const messages = errors.map((args) => args.map(String).join(" ")).join("\n");
    errors.length = 0;
    throw new Error(`console.error was called:\n${messages}`);
  }
});
