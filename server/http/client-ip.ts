import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The visitor's address, for rate limits and logs. Behind a load balancer
 * (TRUST_PROXY=true) it is the left-most X-Forwarded-For entry; otherwise the
 * socket's peer, since a client can write any header it likes.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket.
    return "unknown";
  }
}
