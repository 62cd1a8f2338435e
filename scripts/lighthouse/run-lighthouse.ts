/**
 * One Lighthouse run of a page in Debian's Chromium, with Lighthouse's default configuration: the
 * mobile preset (a Moto G Power's screen, slow 4G and a 4× slower CPU, simulated) and its four
 * categories, the CPU slowdown calibrated to the host (cpuSlowdownFor).
 */
import { createHash, X509Certificate } from "node:crypto";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { chromium } from "playwright-core";
import { assertChromiumInstalled, CHROMIUM, CHROMIUM_FLAGS } from "../../tests/support/chromium.ts";
import { CATEGORIES, type Run } from "./scores.ts";
import { threadBlockingTime, type TraceEvent } from "./thread-time.ts";

/** The mobile preset's CPU slowdown: on Lighthouse's reference host, a mid-range phone. */
export const PRESET_CPU_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;

/**
 * The CPU slowdown that makes this host, as fast as its BenchmarkIndex says it is right now, the
 * phone the preset means: Lighthouse's own calibration (docs/throttling.md, "Calibrating
 * multipliers": 1533 → 4×, 1300 → 3×, 800 → 2×, 150 → 1×), never more than the preset's 4×. A
 * machine whose other work slows Chromium down has already slowed the page; slowing it 4× again
 * would measure a phone several times slower (Lighthouse warns below an index of 1000).
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  let multiplier: number;
  if (benchmarkIndex >= 1300) multiplier = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) multiplier = 2 + (benchmarkIndex - 800) / 500;
  else if (benchmarkIndex >= 150) multiplier = 1 + (benchmarkIndex - 150) / 650;
  else multiplier = 1;
  return Math.min(PRESET_CPU_SLOWDOWN, Math.round(multiplier * 100) / 100);
}

/**
 * Chromium's flag that trusts a certificate by its public key: the page is then a secure origin
 * as under a real certificate (best practices' HTTPS audits, HTTP/2), which
 * --ignore-certificate-errors would not give.
 */
function trustCertificateFlag(certificatePem: string): string {
  const spki = new X509Certificate(certificatePem).publicKey.export({ type: "spki", format: "der" });
  return `--ignore-certificate-errors-spki-list=${createHash("sha256").update(spki).digest("base64")}`;
}

/** Lighthouse's BenchmarkIndex of the host, measured in the blank page Chromium opened with. */
async function measureBenchmarkIndex(port: number): Promise<number> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [page] = browser.contexts()[0]!.pages();
    return await page!.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
  } finally {
    // Over CDP this only disconnects: the browser and its page stay for Lighthouse.
    await browser.close();
  }
}

/**
 * Audits `url` in a Chromium of its own (a new profile: a first visit, nothing cached, no open
 * connection), which trusts `certificatePem`. The CPU slowdown is `cpuSlowdown` when given, else
 * calibrated to the host just before the run.
 */
export async function runLighthouse(
  url: string,
  certificatePem: string,
  { cpuSlowdown }: { cpuSlowdown?: number } = {},
): Promise<Run> {
  assertChromiumInstalled();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS, trustCertificateFlag(certificatePem)],
    logLevel: "silent",
  });
  try {
    const benchmarkIndex = cpuSlowdown === undefined ? await measureBenchmarkIndex(chrome.port) : undefined;
    const multiplier = cpuSlowdown ?? cpuSlowdownFor(benchmarkIndex!);
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: multiplier },
      // The report's page screenshot: no audit scores it, and it takes time.
      disableFullPageScreenshot: true,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return {
      lhr: result.lhr,
      benchmarkIndex,
      cpuSlowdown: multiplier,
      threadBlockingTime: threadBlockingTime(
        result.artifacts.Trace.traceEvents as unknown as TraceEvent[],
        multiplier,
      ),
    };
  } finally {
    chrome.kill();
  }
}
