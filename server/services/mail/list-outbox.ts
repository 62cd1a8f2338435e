import { desc } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { mailOutbox, type MailOutboxRow } from "../../db/schema/index.ts";

/** The newest mails first, for the development outbox page. */
export async function listOutbox(db: Database, limit = 50): Promise<MailOutboxRow[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
}
