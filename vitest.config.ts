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
    // Test files share a worker's loaded modules instead of importing the app again for each file
    // (an import of about a second, 96 s of the run's 338 s on two cores). Each file still has its
    // own database and app (tests/support/test-database.ts, test-app.ts); the services keep their
    // per-process caches per database handle or configuration, so no file sees another's data.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
