import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import pg from "pg";
import { createApp } from "./server/app.ts";
import { createDatabase } from "./server/db/client.ts";
import { createLogger } from "./server/logger.ts";
import { testConfig } from "./tests/support/test-app.ts";

const pool = new pg.Pool({ host: "/nonexistent" });
const app = createApp({ db: createDatabase(pool), config: testConfig({ env: "production" }), logger: createLogger(process.env.LOG_LEVEL ?? "warn") });
const server = createServer(getRequestListener(app.fetch));
server.keepAliveTimeout = 65000;
server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"));
process.on("SIGINT", () => process.exit(0));
