import { createHash } from "node:crypto";
import type { Database } from "../../db/client.ts";
import type { Logger } from "../../logger.ts";
import type { FileStorage } from "../files/file-storage.ts";
import { qaPdfKey, readCachedQaPdf, writeCachedQaPdf } from "./qa-pdf-cache.ts";
import { findQaPdfSource, listQaPdfQuestions, type QaPdfSource } from "./qa-pdf-source.ts";
import { renderQaPdf } from "./render-qa-pdf.ts";

/**
 * The downloadable PDF of a child category's Q&A (GET /public/generate-pdf/{slug}).
 * Its version (the ETag) is a hash of the content it shows, so it is the same
 * in every app process and changes exactly when the content does; the
 * rendered file is kept in the site's storage per version and rendered again only then.
 */

/** Raise when the layout changes, so that files drawn by the old code are not served any more. */
const LAYOUT_VERSION = "1";

/** The storage the files are kept in, the site's address (printed in them), and a log for old files left behind. */
export type QaPdfOptions = { storage: FileStorage; publicUrl: string; logger: Logger };

export type QaPdfVersion = {
  source: QaPdfSource;
  etag: string;
  /** The name the browser saves it under: `{slug}.pdf`. */
  filename: string;
};

export const qaPageUrl = (publicUrl: string, slug: string) =>
  `${publicUrl}/question-answer/${encodeURIComponent(slug)}`;

function versionOf(source: QaPdfSource, publicUrl: string): QaPdfVersion {
  const etag = createHash("sha256")
    .update([LAYOUT_VERSION, publicUrl, source.contentHash].join("\n"))
    .digest("hex")
    .slice(0, 32);
  return { source, etag, filename: `${source.slug}.pdf` };
}

/** The current version of a category's PDF; undefined for an unknown or hidden category. One query. */
export async function findQaPdf(db: Database, slug: string, options: QaPdfOptions) {
  const source = await findQaPdfSource(db, slug);
  return source && versionOf(source, options.publicUrl);
}

type LoadedQaPdf = { etag: string; bytes: Buffer };

/**
 * Renderings in progress, by cache file: concurrent first requests in this
 * process wait for one rendering instead of each drawing the same PDF.
 */
const renderingNow = new Map<string, Promise<LoadedQaPdf | undefined>>();

async function renderAndStore(
  db: Database,
  slug: string,
  options: QaPdfOptions,
): Promise<LoadedQaPdf | undefined> {
  // Fingerprint and rows from one snapshot, so the file stored under a version really is that version.
  const snapshot = await db.transaction(
    async (tx) => {
      const source = await findQaPdfSource(tx, slug);
      return source && { source, questions: await listQaPdfQuestions(tx, source.categoryId) };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  if (!snapshot) return undefined;
  const version = versionOf(snapshot.source, options.publicUrl);
  const bytes = await renderQaPdf({
    categoryName: snapshot.source.categoryName,
    pageUrl: qaPageUrl(options.publicUrl, snapshot.source.slug),
    generatedAt: new Date(),
    questions: snapshot.questions,
  });
  await writeCachedQaPdf(options, snapshot.source.categoryId, version.etag, bytes);
  return { etag: version.etag, bytes };
}

/**
 * The bytes of `version`, from the cache when it holds them. When the content
 * changed since `version` was found, the newer PDF is returned with its own
 * ETag; undefined when the category disappeared meanwhile.
 */
export async function loadQaPdf(
  db: Database,
  version: QaPdfVersion,
  options: QaPdfOptions,
): Promise<LoadedQaPdf | undefined> {
  const key = qaPdfKey(version.source.categoryId, version.etag);
  const cached = await readCachedQaPdf(options.storage, key);
  if (cached) return { etag: version.etag, bytes: cached };

  let rendering = renderingNow.get(key);
  if (!rendering) {
    rendering = renderAndStore(db, version.source.slug, options).finally(() => renderingNow.delete(key));
    renderingNow.set(key, rendering);
  }
  return rendering;
}
