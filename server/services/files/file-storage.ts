/**
 * Every file the site keeps (profile photos, the store's covers and PDFs, buyers' stamped copies,
 * the library's PDFs, the tutorials' files, the Q&A PDFs it generates) goes through one
 * `FileStorage` (docs/decisions/0016): on disk under DATA_DIR by default (local-file-storage.ts),
 * or in an S3-compatible bucket when STORAGE_S3_BUCKET is set (s3-file-storage.ts), so that app
 * processes on different machines see the same files. Serving stays in the app
 * (server/http/file-response.ts), which is how private files stay behind signed links: nothing is
 * ever given a bucket's address.
 *
 * A key is a '/'-separated path whose first segment is its area:
 *   avatars/{name}.webp        profile photos
 *   covers/{name}.webp         the store's cover images, blog posts' and rich texts' pictures
 *   library/{path}             the PDF library's documents (pdf_documents.file_path is {path})
 *   tutorials/{path}           the tutorials' files (torrent_tutorial_files.storage_path is {path})
 *   private/ebooks/{name}.pdf  the PDFs sold in the store (services.pdf_file is ebooks/{name}.pdf)
 *   private/copies/{name}.pdf  buyers' stamped copies (owned_ebooks.stamped_file is copies/…)
 *   cache/pdf/{name}.pdf       generated Q&A PDFs, made again when missing
 */
import type { Readable } from "node:stream";
import type { Config } from "../../config.ts";
import { LocalFileStorage } from "./local-file-storage.ts";
import { S3FileStorage } from "./s3-file-storage.ts";

export type StoredFileInfo = {
  size: number;
  /** A quoted entity tag that changes whenever the bytes do. */
  etag: string;
  lastModified: Date;
};

/** Bytes `start` to `end`, both included (as in a Range header). */
export type ByteRange = { start: number; end: number };

export type StoredFile = {
  /** The whole file's size, ETag and time, also when only a range is read. */
  info: StoredFileInfo;
  /** The bytes asked for: the file, or the range. Read it to its end or destroy it. */
  body: Readable;
};

export type ListedFile = { key: string; size: number; lastModified: Date };

export interface FileStorage {
  /** For the log and the backup's message. */
  readonly kind: "local" | "s3";
  /**
   * Stores `body` under `key`, replacing what was there. Readers (in any process) see the old
   * file or the whole new one, never part of it. A stream is not held in memory as a whole.
   */
  put(key: string, body: Uint8Array | Readable, options: { contentType: string }): Promise<void>;
  /** Size, ETag and time; undefined when there is no such file. */
  stat(key: string): Promise<StoredFileInfo | undefined>;
  /** The file, or `range` of it, as a stream; undefined when there is no such file. */
  get(key: string, range?: ByteRange): Promise<StoredFile | undefined>;
  /** The whole file in memory, for the small files a service works on; undefined when missing. */
  read(key: string): Promise<Buffer | undefined>;
  /** Removes the file; a missing one is fine. */
  delete(key: string): Promise<void>;
  /** Every file whose key starts with `prefix` (any depth), in no particular order. */
  list(prefix: string): Promise<ListedFile[]>;
}

/** Where the files are, for the start's log line: the bucket (with its prefix) or DATA_DIR. */
export function storageLocation(config: Pick<Config, "dataDir" | "objectStorage">): string {
  const settings = config.objectStorage;
  return settings ? `s3://${settings.bucket}/${settings.prefix}` : config.dataDir;
}

/** One storage per configuration for the life of the process (the S3 one keeps its connections). */
const storages = new Map<string, FileStorage>();

/** The storage the configuration names: its bucket when STORAGE_S3_BUCKET is set, else DATA_DIR. */
export function fileStorage(config: Pick<Config, "dataDir" | "objectStorage">): FileStorage {
  const settings = config.objectStorage;
  const id = settings ? `s3\n${JSON.stringify(settings)}` : `local\n${config.dataDir}`;
  let storage = storages.get(id);
  if (!storage) {
    storage = settings ? new S3FileStorage(settings) : new LocalFileStorage(config.dataDir);
    storages.set(id, storage);
  }
  return storage;
}
