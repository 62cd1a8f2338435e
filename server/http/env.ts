import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { ContentChanges } from "../db/content-changes.ts";
import type { DatabaseHealth } from "../db/health.ts";
import type { Logger } from "../logger.ts";

/** What every request handler can reach through `c.var`. */
export type AppEnv = {
  Variables: {
    db: Database;
    config: Config;
    logger: Logger;
    requestId: string;
    /** See server/http/client-ip.ts. */
    clientIp: string;
    databaseHealth: DatabaseHealth;
    /** Content changes as PostgreSQL announces them, for what is kept until a change; absent in tests. */
    contentChanges: ContentChanges | undefined;
    /** Set when an upload page's body was over its limit and left unread (server/app.ts `UPLOAD_PAGES`). */
    uploadTooLarge?: boolean;
  };
};
