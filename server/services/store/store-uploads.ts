/**
 * The files an admin uploads for a guide or e-book, checked by their bytes (never their name or
 * the browser's MIME type) before anything is stored:
 *  - a thumbnail must decode as PNG or JPEG; it is stored re-encoded as WebP (which also drops
 *    EXIF data) under a new name among the public covers;
 *  - an e-book's PDF must pass checkPdfBytes (`%PDF-`, parsed by pdf-lib, the library that stamps
 *    buyers' copies). It is stored under a new name in the private area (ebook-files.ts), never a
 *    public folder.
 * Each file gets a new name, so a replaced file is never overwritten while someone reads it.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client.ts";
import { blogPosts } from "../../db/schema/blog.ts";
import { services } from "../../db/schema/store.ts";
import {
  EBOOK_PDF_MAX_BYTES,
  ServiceAdminMessages,
  THUMBNAIL_MAX_BYTES,
} from "../../../shared/store/store-admin-messages.ts";
import { checkPdfBytes } from "../files/check-pdf-bytes.ts";
import { postedFileBytes } from "../files/posted-file.ts";
import type { Logger } from "../../logger.ts";
import type { FileStorage } from "../files/file-storage.ts";
import { removeStoredKeys } from "../files/remove-stored-keys.ts";
import { webpOf } from "../files/webp-image.ts";
import { checkAll, fieldErrorsFrom, invalidField } from "../service-error.ts";
import type { FieldErrors } from "../../../shared/forms/field-errors.ts";
import {
  COVER_URL_PREFIX,
  PDF_TYPE,
  UPLOADED_COVER,
  WEBP_TYPE,
  coverKey,
  privateFileKey,
} from "./ebook-files.ts";

const THUMBNAIL_FORMATS = new Set(["png", "jpeg"]);
const THUMBNAIL_WIDTH = 800;

const newName = () => randomBytes(16).toString("hex");

/**
 * An upload checked and ready to store: what the row will name, the key it is stored under (to
 * remove it when the save fails), and how to write it.
 */
export type CheckedUpload = { stored: string; key: string; write: () => Promise<void> };

/** The thumbnail as a stored cover: 422 on `thumbnail` unless a PNG or JPEG within the cap. */
export async function checkThumbnail(storage: FileStorage, bytes: Uint8Array): Promise<CheckedUpload> {
  if (bytes.byteLength > THUMBNAIL_MAX_BYTES) {
    throw invalidField("thumbnail", ServiceAdminMessages.thumbnailTooLarge);
  }
  const webp = await webpOf(bytes, {
    formats: THUMBNAIL_FORMATS,
    resize: { width: THUMBNAIL_WIDTH, withoutEnlargement: true },
  });
  // Not an image, a truncated one, another format or too many pixels: all the same to the admin.
  if (!webp) throw invalidField("thumbnail", ServiceAdminMessages.thumbnailInvalid);
  // UPLOADED_COVER: the only covers ever deleted, and cached by browsers for a year.
  const name = `upload-${newName()}.webp`;
  const key = coverKey(name);
  return {
    stored: `${COVER_URL_PREFIX}${name}`,
    key,
    write: () => storage.put(key, webp, { contentType: WEBP_TYPE }),
  };
}

/** The e-book's PDF as a private file: 422 on `pdf` unless a PDF pdf-lib can open, within the cap. */
export async function checkEbookPdf(storage: FileStorage, bytes: Uint8Array): Promise<CheckedUpload> {
  await checkPdfBytes(bytes, {
    field: "pdf",
    maxBytes: EBOOK_PDF_MAX_BYTES,
    messages: { tooLarge: ServiceAdminMessages.pdfTooLarge, invalid: ServiceAdminMessages.pdfInvalid },
  });
  const stored = `ebooks/${newName()}.pdf`;
  const key = privateFileKey(stored)!;
  return {
    stored,
    key,
    write: () => storage.put(key, bytes, { contentType: PDF_TYPE }),
  };
}

/**
 * Whether a guide or a blog post still shows the uploaded cover `name`: as its picture (a post's
 * picture may be any address, so an admin can give a post the address of a cover uploaded for
 * another post or a guide) or in its text. Read after the commit that let the cover go; a cover
 * shown in a Q&A's answer is not looked for (500,000 answers to read for one file).
 */
async function coverStillShown(db: DatabaseOrTransaction, name: string): Promise<boolean> {
  const names = (column: unknown) => sql`strpos(coalesce(${column}, ''), ${name}) > 0`;
  const rows = await db.execute(sql`
    select 1 from ${services}
      where ${names(services.image)} or ${names(services.extraImage)} or ${names(services.descriptionFull)}
    union all
    select 1 from ${blogPosts}
      where ${names(blogPosts.thumbnailImg)} or ${names(blogPosts.descriptionFull)}
    limit 1`);
  return rows.rows.length > 0;
}

/**
 * Removes the files a row no longer names, after the change's commit (best-effort, as every such
 * removal: removeStoredKeys): a cover only when this module wrote it (the demo covers are drawn
 * by the seed, under the book's slug) and no guide or post shows it any more, a private PDF
 * always (only its own row ever names it). A picture put in a text with the editor's Picture
 * button (`text-…`, content/upload-text-picture.ts) is not an uploaded cover and is never removed.
 */
export async function removeReplacedFiles(
  db: DatabaseOrTransaction,
  storage: FileStorage,
  replaced: { image?: string | null; pdfFile?: string | null },
  logger: Logger,
): Promise<void> {
  const cover = replaced.image?.startsWith(COVER_URL_PREFIX)
    ? replaced.image.slice(COVER_URL_PREFIX.length)
    : undefined;
  const coverToRemove =
    cover && UPLOADED_COVER.test(cover) && !(await coverStillShown(db, cover)) ? coverKey(cover) : undefined;
  await removeStoredKeys(storage, [coverToRemove, privateFileKey(replaced.pdfFile)], logger);
}

/** The bytes of a guide's posted `thumbnail` or `pdf` (postedFileBytes, with the field's message). */
export function uploadedBytes(field: "thumbnail" | "pdf", value: unknown): Promise<Uint8Array | undefined> {
  const invalid =
    field === "thumbnail" ? ServiceAdminMessages.thumbnailInvalid : ServiceAdminMessages.pdfInvalid;
  return postedFileBytes(field, value, invalid);
}

/** A guide's or a post's file parts as posted (a form's file inputs, a client's multipart parts). */
export type PostedFiles = { thumbnail?: unknown; pdf?: unknown };

/**
 * Both posted files checked (absent or empty: kept as they are), or one 422 naming every one that
 * is wrong: nothing is written yet.
 */
export async function checkPostedFiles(storage: FileStorage, posted: PostedFiles) {
  const [thumbnail, pdf] = await checkAll(
    async () => {
      const bytes = await uploadedBytes("thumbnail", posted.thumbnail);
      return bytes ? checkThumbnail(storage, bytes) : undefined;
    },
    async () => {
      const bytes = await uploadedBytes("pdf", posted.pdf);
      return bytes ? checkEbookPdf(storage, bytes) : undefined;
    },
  );
  return { thumbnail, pdf };
}

/** checkPostedFiles' messages, for a form whose text fields failed: they come with theirs. */
export function postedFileErrors(storage: FileStorage, posted: PostedFiles): Promise<FieldErrors> {
  return fieldErrorsFrom(() => checkPostedFiles(storage, posted));
}
