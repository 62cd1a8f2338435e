import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./low-priority-scripts.server";

const PAGE =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-BWvCpeue.js"/>' +
  '<link rel="modulepreload" href="/assets/root-CGAnq0HV.js"/>' +
  '<link rel="stylesheet" href="/assets/root-CcvRWXQc.css"/><title>Prüfungsfragen – W3Programmer</title></head>' +
  '<body><p>Was ist ein „Index“? <code>&lt;link rel="modulepreload"&gt;</code></p>' +
  '<script type="module" async="">import("/assets/entry.client-BWvCpeue.js");</script></body></html>';

async function rewrite(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
}

describe("lowPriorityModulePreloads", () => {
  it("asks for every module preload at low priority and leaves the rest of the page as it was", async () => {
    const out = await rewrite([Buffer.from(PAGE)]);
    expect(out).toBe(
      PAGE.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"'),
    );
    expect(out.match(/fetchpriority="low"/g)).toHaveLength(2);
    // Escaped text that mentions the tag is not a tag.
    expect(out).toContain('<code>&lt;link rel="modulepreload"&gt;</code>');
  });

  it("gives the same page whichever byte the stream's chunks break at, inside a link or a character", async () => {
    const bytes = Buffer.from(PAGE);
    const whole = await rewrite([bytes]);
    for (let at = 1; at < bytes.length; at++) {
      expect(await rewrite([bytes.subarray(0, at), bytes.subarray(at)])).toBe(whole);
    }
  });

  it("holds back nothing but the start of a possible link, so a streamed part arrives at once", async () => {
    const stream = lowPriorityModulePreloads();
    const received: string[] = [];
    stream.on("data", (chunk: Buffer) => received.push(chunk.toString()));
    stream.write(Buffer.from('<div hidden id="S:0">answer</div><script>$RC("B:0","S:0")</script>'));
    stream.write(Buffer.from("<p>more</p><link rel="));
    await new Promise((resolve) => setImmediate(resolve));
    expect(received.join("")).toBe(
      '<div hidden id="S:0">answer</div><script>$RC("B:0","S:0")</script><p>more</p>',
    );
    stream.end(Buffer.from('"modulepreload" href="/a.js"/>'));
    await new Promise((resolve) => stream.on("end", resolve));
    expect(received.join("")).toContain(
      '<p>more</p><link rel="modulepreload" fetchpriority="low" href="/a.js"/>',
    );
  });
});
