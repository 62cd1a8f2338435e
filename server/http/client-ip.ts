import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The visitor's address, for rate limits and logs. Behind `trustProxy` proxies (TRUST_PROXY) it is
 * the X-Forwarded-For entry that many from the right: each proxy appends the address it was
 * reached from, and everything to the left of what the first trusted one wrote is the client's own
 * say (nginx's `$proxy_add_x_forwarded_for` and cloud load balancers append to what the client
 * sent). Fewer entries than proxies: the left-most. Without a trusted proxy, the socket's peer,
 * since a client can write any header it likes.
 */
export function clientIp(c: Context, trustProxy: number): string {
  if (trustProxy > 0) {
    const forwarded = c.req
      .header("x-forwarded-for")
      ?.split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (forwarded?.length) return forwarded[Math.max(0, forwarded.length - trustProxy)]!;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket.
    return "unknown";
  }
}
