import { createServer, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll } from "vitest";
import type { App } from "../../server/app.ts";
import type { DatabaseHealth } from "../../server/db/health.ts";
import type { PageCache } from "../../server/http/page-cache.ts";
import { createRequestListener } from "../../server/http/request-listener.ts";
import type { Logger } from "../../server/logger.ts";
import { testConfig } from "./test-app.ts";

export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

export type SiteServer = {
  url: string;
  /** One request as a client sends it; the body as it came over the wire (not decompressed). */
  get(path: string, headers?: Record<string, string>, method?: string): Promise<RawAnswer>;
};

const servers: { close: () => void }[] = [];
afterAll(() => {
  for (const server of servers) server.close();
});

/**
 * `app` served as server/entry.ts serves it: node:http, the first layer
 * (server/http/request-listener.ts), then Hono through @hono/node-server. Closed after the file.
 */
export async function serveApp(
  app: App,
  {
    logger,
    health,
    pageCache,
    development = false,
    publicUrl = testConfig().publicUrl,
  }: {
    logger: Logger;
    health: DatabaseHealth;
    pageCache?: PageCache;
    development?: boolean;
    /** The PUBLIC_URL the app was configured with (default: testConfig's). */
    publicUrl?: string;
  },
): Promise<SiteServer> {
  const server = createServer(
    createRequestListener({
      app: getRequestListener(app.fetch),
      logger,
      health,
      development,
      publicUrl,
      pageCache,
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push({
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    get: (path, headers = {}, method = "GET") =>
      new Promise((resolve, reject) => {
        const outgoing = httpRequest(`${url}${path}`, { method, headers }, (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
          incoming.on("end", () =>
            resolve({ status: incoming.statusCode!, headers: incoming.headers, body: Buffer.concat(chunks) }),
          );
          incoming.on("error", reject);
        });
        outgoing.on("error", reject);
        outgoing.end();
      }),
  };
}
