import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { orders, ownedEbooks, services, users } from "../../db/schema/index.ts";
import type { Logger } from "../../logger.ts";
import { privateDir, privateFilePath, readFileIfPresent, writeFileAtomically } from "./ebook-files.ts";
import { stampPdf } from "./stamp-pdf.ts";

export type PersonalCopy = { bytes: Uint8Array; filename: string };

/** Stampings in progress in this process, by owned book: a burst of first reads stamps once. */
const stampingNow = new Map<number, Promise<PersonalCopy | undefined>>();

/**
 * The buyer's own copy of an e-book they own: the book's PDF with their name and order number on
 * every page. Stamped with pdf-lib on the first read and kept in $DATA_DIR/private/copies; made
 * again only when the book's file, the name or the order changes. Undefined when the user does
 * not own the book (never bought, refunded) or its file is missing.
 *
 * Owners keep reading a book that is later taken off sale, so the public visibility rule does
 * not apply here; ownership does.
 */
export async function loadPersonalCopy(
  db: Database,
  env: { dataDir: string; logger: Logger },
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
    .where(and(eq(ownedEbooks.userId, userId), eq(services.slug, slug)))
    .limit(1);
  if (!owned) return undefined;
  const source = privateFilePath(env.dataDir, owned.pdfFile);
  const sourceStat = source ? await fs.stat(source).catch(() => undefined) : undefined;
  if (!source || !sourceStat) {
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
    .update([owned.pdfFile, sourceStat.size, sourceStat.mtimeMs, stamp.buyerName, stamp.orderCode].join("\n"))
    .digest("hex")
    .slice(0, 24);

  if (owned.stampedSource === version) {
    const cached = await readFileIfPresent(privateFilePath(env.dataDir, owned.stampedFile) ?? "");
    if (cached) return { bytes: cached, filename };
  }

  let stamping = stampingNow.get(owned.id);
  if (!stamping) {
    stamping = (async () => {
      const bytes = await stampPdf(await fs.readFile(source), stamp);
      const stored = `copies/${owned.id}-${version}.pdf`;
      await writeFileAtomically(path.join(privateDir(env.dataDir), stored), bytes);
      const [updated] = await db
        .update(ownedEbooks)
        .set({ stampedFile: stored, stampedSource: version })
        .where(eq(ownedEbooks.id, owned.id))
        .returning({ id: ownedEbooks.id });
      const previous = privateFilePath(env.dataDir, owned.stampedFile);
      if (previous && owned.stampedFile !== stored) await fs.rm(previous, { force: true });
      // Revoked while we stamped: the copy must not stay behind.
      if (!updated) {
        await fs.rm(path.join(privateDir(env.dataDir), stored), { force: true });
        return undefined;
      }
      return { bytes, filename };
    })().finally(() => stampingNow.delete(owned.id));
    stampingNow.set(owned.id, stamping);
  }
  return stamping;
}
