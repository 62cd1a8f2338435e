import type { Context } from "hono";
import { listOutbox } from "../services/mail/list-outbox.ts";
import type { AppEnv } from "./env.ts";

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * GET /dev/mail — the newest 50 mails of the outbox, for following reset links without an SMTP
 * server. Registered only outside production (server/app.ts): it shows other people's mail.
 */
export async function devMailPage(c: Context<AppEnv>) {
  const mails = await listOutbox(c.var.db);
  const items = mails
    .map(
      (mail) => `<article>
  <h2>${escape(mail.subject)}</h2>
  <p><strong>To:</strong> ${escape(mail.toAddress)} · <strong>Status:</strong> ${escape(mail.status)} ·
  <time datetime="${mail.createdAt.toISOString()}">${escape(mail.createdAt.toISOString())}</time></p>
  <pre>${escape(mail.textBody).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre>
</article>`,
    )
    .join("\n");
  c.header("Cache-Control", "no-store");
  return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>Mail outbox (development)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}
article{border-top:1px solid #ccc;padding:1rem 0}pre{white-space:pre-wrap}</style></head>
<body><h1>Mail outbox</h1>
<p>Mail the site would have sent. Set <code>SMTP_URL</code> to deliver it instead. Newest first.</p>
${items || "<p>No mail yet.</p>"}
</body></html>`);
}
