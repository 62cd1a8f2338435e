/**
 * Debian's Chromium as every browser check here runs it: the Playwright journeys
 * (tests/support/browser.ts) and the Lighthouse check (scripts/lighthouse.ts).
 */
import { existsSync } from "node:fs";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Keep Chromium from reaching the internet, and let it run as root in a container. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];

export function assertChromiumInstalled() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  }
}
