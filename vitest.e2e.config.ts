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
    // expect.poll's own default is a second: too short for what waits on the server, a job or a
    // render on two busy cores (CI runs a second test pass beside this one). A poll ends as soon as
    // it holds; one that must hold sooner says so.
    expect: { poll: { timeout: 5_000 } },
  },
});
