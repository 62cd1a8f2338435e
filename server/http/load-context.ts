import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { ContentChanges } from "../db/content-changes.ts";
import type { DatabaseHealth } from "../db/health.ts";
import type { Logger } from "../logger.ts";

/** What React Router loaders and actions receive as `context`: the same services the API uses. */
export type WebContext = {
  db: Database;
  config: Config;
  logger: Logger;
  requestId: string;
  /** The visitor's address (server/http/client-ip.ts), for rate limits. */
  clientIp: string;
  /** This response's Content-Security-Policy nonce (server/http/security-headers.ts), for inline scripts. */
  cspNonce: string;
  /** Whether the database answers (server/db/health.ts): an outage's errors are counted, not logged. */
  databaseHealth: DatabaseHealth;
  /** Content changes announced by PostgreSQL, for what is kept until the content changes (the menu). */
  contentChanges?: ContentChanges;
  /**
   * True when an upload page's body was over the page's limit (server/app.ts `UPLOAD_PAGES`): the
   * request comes without it, and the action answers with its file fields' limits.
   */
  uploadTooLarge?: boolean;
  /**
   * Present when the request renders a document, absent for a client navigation's data: HTML by
   * element id that the server's render shows but the hydration data leaves out
   * (app/components/document-html.tsx).
   */
  documentHtml?: Map<string, string>;
};

declare module "react-router" {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends WebContext {}
}

export type WebHandler = (request: Request, context: WebContext) => Promise<Response>;
