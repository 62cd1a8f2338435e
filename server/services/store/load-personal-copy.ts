import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { USER_STATUS, orders, ownedEbooks, services, users } from "../../db/schema/index.ts";
import type { Logger } from "../../logger.ts";
import type { FileStorage } from "../files/file-storage.ts";
import { removeStoredKeys } from "../files/remove-stored-keys.ts";
import { PDF_TYPE, privateFileKey } from "./ebook-files.ts";
import { stampPdf } from "./stamp-pdf.ts";

/** Where the buyer's copy is kept (its storage key) and the name it is read under. */
export type PersonalCopy = { key: string; filename: string };

/** Stampings in progress in this process, by owned book: a burst of first reads stamps once. */
const stampingNow = new Map<number, Promise<PersonalCopy | undefined>>();

/**
 * The buyer's own copy of an e-book they own: the book's PDF with their name and order number on
 * every page. Stamped with pdf-lib on the first read and kept in the storage's private/copies;
 * made again only when the book's file, the name or the order changes. Undefined when the user
 * does not own the book (never bought, refunded), is no longer active (deleted or deactivated:
 * a signed link made before then must die with the sessions) or the book's file is missing.
 *
 * Owners keep reading a book that is later taken off sale, so the public visibility rule does
 * not apply here; ownership does.
 */
export async function loadPersonalCopy(
  db: Database,
  env: { storage: FileStorage; logger: Logger },
  userId: number,
  slug: string,
): Promise<PersonalCopy | undefined> {
  const [owned] = await db
    .select({
      id: ownedEbooks.id,
      stampedFile: ownedEbooks.stampedFile,
      stampedSource: ownedEbooks.stampedSource,
      pdfFile: services.pdfFile,
      slug: services.slug,
      buyerName: users.name,
      orderCode: orders.orderCode,
    })
    .from(ownedEbooks)
    .innerJoin(services, eq(services.id, ownedEbooks.serviceId))
    .innerJoin(users, eq(users.id, ownedEbooks.userId))
    .leftJoin(orders, eq(orders.id, ownedEbooks.orderId))
    .where(and(eq(ownedEbooks.userId, userId), eq(services.slug, slug), eq(users.status, USER_STATUS.active)))
    .limit(1);
  if (!owned) return undefined;
  const { storage } = env;
  const source = privateFileKey(owned.pdfFile);
  const sourceInfo = source ? await storage.stat(source) : undefined;
  if (!source || !sourceInfo) {
    env.logger.error({ slug, pdfFile: owned.pdfFile }, "an owned e-book has no PDF file");
    return undefined;
  }
  const filename = `${owned.slug}.pdf`;
  const stamp = { buyerName: owned.buyerName, orderCode: owned.orderCode ?? "-" };
  // What the copy was made from: the book's file as it is now, and the words stamped on it. This
  // is where a replaced PDF reaches its owners (manage-services.ts stores each upload under a new
  // name): the copy is made again on their next read rather than for every owner at upload, which
  // would hold the upload for minutes on a popular book and stamp copies nobody opens again.
  const version = createHash("sha256")
    .update([owned.pdfFile, sourceInfo.etag, stamp.buyerName, stamp.orderCode].join("\n"))
    .digest("hex")
    .slice(0, 24);

  const stamped = privateFileKey(owned.stampedFile);
  if (owned.stampedSource === version && stamped && (await storage.stat(stamped))) {
    return { key: stamped, filename };
  }

  let stamping = stampingNow.get(owned.id);
  if (!stamping) {
    stamping = (async () => {
      const original = await storage.read(source);
      if (!original) return undefined;
      const bytes = await stampPdf(original, stamp);
      const stored = `copies/${owned.id}-${version}.pdf`;
      const key = privateFileKey(stored)!;
      await storage.put(key, bytes, { contentType: PDF_TYPE });
      const [updated] = await db
        .update(ownedEbooks)
        .set({ stampedFile: stored, stampedSource: version })
        .where(eq(ownedEbooks.id, owned.id))
        .returning({ id: ownedEbooks.id });
      if (stamped && owned.stampedFile !== stored) await removeStoredKeys(storage, [stamped], env.logger);
      // Revoked while we stamped: the copy must not stay behind.
      if (!updated) {
        await removeStoredKeys(storage, [key], env.logger);
        return undefined;
      }
      return { key, filename };
    })().finally(() => stampingNow.delete(owned.id));
    stampingNow.set(owned.id, stamping);
  }
  return stamping;
}
