import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientIp } from "./client-ip.ts";

/** The address the app would count a request against, behind `proxies` trusted proxies. */
async function addressOf(proxies: number, forwardedFor?: string) {
  const app = new Hono().get("/", (c) => c.text(clientIp(c, proxies)));
  const headers: Record<string, string> =
    forwardedFor === undefined ? {} : { "X-Forwarded-For": forwardedFor };
  return (await app.request("/", { headers })).text();
}

describe("the visitor's address", () => {
  it("behind one proxy is the address that proxy appended, whatever the client wrote before it", async () => {
    // nginx's $proxy_add_x_forwarded_for and cloud load balancers append to the client's header.
    expect(await addressOf(1, "203.0.113.9")).toBe("203.0.113.9");
    expect(await addressOf(1, "1.2.3.4, 203.0.113.9")).toBe("203.0.113.9");
    expect(await addressOf(1, "10.0.0.1,1.2.3.4 ,  203.0.113.9")).toBe("203.0.113.9");
  });

  it("behind two proxies (a CDN, then nginx) is the address the first one appended", async () => {
    expect(await addressOf(2, "1.2.3.4, 198.51.100.7, 192.0.2.10")).toBe("198.51.100.7");
    // Fewer entries than proxies: the left-most is all there is.
    expect(await addressOf(2, "198.51.100.7")).toBe("198.51.100.7");
  });

  it("ignores the header when no proxy is trusted, as any client can send it", async () => {
    // app.request has no socket: the peer's address is unknown, never the header's.
    expect(await addressOf(0, "203.0.113.9")).toBe("unknown");
    expect(await addressOf(1)).toBe("unknown");
    expect(await addressOf(1, " , ")).toBe("unknown");
  });
});
