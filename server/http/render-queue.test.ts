import { describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createLogger } from "../logger.ts";
import { testConfig } from "../../tests/support/test-app.ts";
import { setupTestDatabase } from "../../tests/support/test-database.ts";
import { wholeBodyResponse } from "./whole-body.ts";

const database = setupTestDatabase();

/**
 * The real app with `limit` renders at once and a stand-in for React Router's handler whose pages
 * stream until the test ends them: `started` lists the renders in the order they began.
 */
function appRendering(limit: number) {
  const started: string[] = [];
  const bodies = new Map<string, ReadableStreamDefaultController<Uint8Array>>();
  const app = createApp({
    db: database.db,
    config: testConfig({ renderConcurrency: limit }),
    logger: createLogger("silent"),
    web: async (request) => {
      const { pathname } = new URL(request.url);
      started.push(pathname);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(`<p>${pathname}</p>`));
          bodies.set(pathname, controller);
        },
      });
      return new Response(body, { headers: { "Content-Type": "text/html" } });
    },
  });
  /** Ends the page's stream: its render is over once the body has been read. */
  const finish = (pathname: string) => bodies.get(pathname)!.close();
  return { app, started, finish };
}

/** Lets the app take the next step (a turn handed over, a render started). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("render queue", () => {
  it("renders at most its limit at once; the others wait their turn in the order they came", async () => {
    const { app, started, finish } = appRendering(2);
    const answers = ["/a", "/b", "/c", "/d"].map((path) => app.request(path));
    await settle();
    expect(started).toEqual(["/a", "/b"]);

    const a = await answers[0]!;
    finish("/a");
    expect(await a.text()).toBe("<p>/a</p>");
    await settle();
    expect(started).toEqual(["/a", "/b", "/c"]);

    // A client that hangs up mid-page ends that render too.
    await (await answers[1]!).body!.cancel();
    await settle();
    expect(started).toEqual(["/a", "/b", "/c", "/d"]);
    for (const path of ["/c", "/d"]) finish(path);
    expect(await (await answers[3]!).text()).toBe("<p>/d</p>");
  });

  it("does not render for a visitor who left while waiting", async () => {
    const { app, started, finish } = appRendering(1);
    const first = app.request("/first");
    const leaving = new AbortController();
    const left = app.request("/left", { signal: leaving.signal });
    const next = app.request("/next");
    await settle();
    leaving.abort();
    finish("/first");
    await (await first).text();
    expect((await left).status).toBe(499);
    await settle();
    expect(started).toEqual(["/first", "/next"]);
    finish("/next");
    expect(await (await next).text()).toBe("<p>/next</p>");
  });

  it("hands the turn on as soon as a page rendered whole is ready, before it is read", async () => {
    const started: string[] = [];
    const app = createApp({
      db: database.db,
      config: testConfig({ renderConcurrency: 1 }),
      logger: createLogger("silent"),
      web: async (request) => {
        const { pathname } = new URL(request.url);
        started.push(pathname);
        return wholeBodyResponse(new TextEncoder().encode(`<p>${pathname}</p>`), {
          headers: { "Content-Type": "text/html" },
        });
      },
    });
    const first = await app.request("/first");
    const second = await app.request("/second");
    expect(started).toEqual(["/first", "/second"]);
    expect(await second.text()).toBe("<p>/second</p>");
    expect(await first.text()).toBe("<p>/first</p>");
  });
});
