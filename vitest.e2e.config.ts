import { defineConfig } from "vitest/config";

/**
 * End-to-end tests against the production build (`npm run build` first):
 * HTTP checks, process behaviour and browser journeys in Debian's Chromium.
 */
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["./tests/support/global-server.ts"],
    pool: "forks",
    // Two cores: the server, PostgreSQL and Chromium already share them.
    maxWorkers: 2,
    testTimeout: 60_000,
    // No retries: a browser test that can lose a race waits for the wrong thing, and is fixed.
    hookTimeout: 120_000,
  },
});
