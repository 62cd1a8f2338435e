import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Unit and API tests: the real app on a real PostgreSQL (tests/support/global-database.ts). */
export default defineConfig({
  resolve: {
    alias: { "~": root("./app"), "@server": root("./server"), "@shared": root("./shared") },
  },
  test: {
    include: [
      "server/**/*.test.ts",
      "shared/**/*.test.ts",
      "app/**/*.test.{ts,tsx}",
      "tests/unit/**/*.test.ts",
    ],
    globalSetup: ["./tests/support/global-database.ts"],
    setupFiles: ["./tests/support/openapi-zod-first.ts", "./tests/support/fail-on-console-error.ts"],
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
