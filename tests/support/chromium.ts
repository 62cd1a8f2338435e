/**
 * Debian's Chromium as every browser check here runs it: the Playwright journeys
 * (tests/support/browser.ts) and the Lighthouse check (scripts/lighthouse.ts).
 *
 * The journeys run in Chromium's headless shell (Debian's `chromium-headless-shell`, built from
 * the same sources and version), as Playwright runs headless Chromium by default: the same Blink,
 * V8 and network stack without the full browser's window and UI layers, which on two cores cost
 * the suite a third of its time (docs/decisions/0024). The full browser is kept for what only it
 * has (its own PDF viewer) and for Lighthouse, which measures the browser visitors use.
 */
import { existsSync } from "node:fs";

/** The full browser: Lighthouse, and journeys that use its built-in PDF viewer. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The headless shell every other journey runs in. */
export const CHROMIUM_HEADLESS_SHELL =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

/** Keep Chromium from reaching the internet, and let it run as root in a container. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];

export function assertChromiumInstalled(executable = CHROMIUM) {
  if (!existsSync(executable)) {
    const variable = executable === CHROMIUM ? "CHROMIUM_PATH" : "CHROMIUM_HEADLESS_SHELL_PATH";
    throw new Error(
      `Chromium not found at ${executable}: apt-get install -y chromium chromium-headless-shell (or set ${variable}).`,
    );
  }
}
