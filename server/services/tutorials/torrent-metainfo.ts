import { createHash } from "node:crypto";
import type { FileStorage } from "../files/file-storage.ts";
import { Bencoded, bencode } from "./bencode.ts";

/**
 * .torrent files (BEP 3) for files the site hosts, with the site as their web seed (BEP 19):
 * a BitTorrent client can fetch every piece over HTTP from the site even when no peer is online.
 */

/** Pieces of 16 KiB to 16 MiB (powers of two), as few as needed to keep the list near 1,500. */
const MIN_PIECE_LENGTH = 16 * 1024;
const MAX_PIECE_LENGTH = 16 * 1024 * 1024;
const TARGET_PIECES = 1500;

export function choosePieceLength(totalBytes: number): number {
  let length = MIN_PIECE_LENGTH;
  while (totalBytes / length > TARGET_PIECES && length < MAX_PIECE_LENGTH) length *= 2;
  return length;
}

export type TorrentSourceFile = {
  /** The path inside the torrent, '/'-separated. */
  path: string;
  /** Where the bytes are in the site's storage. */
  key: string;
  size: number;
};

export type TorrentInfo = {
  /** The bencoded info dictionary, as stored and as the .torrent carries it. */
  info: Buffer;
  /** Hex SHA-1 of `info`: the torrent's identity for every BitTorrent client. */
  infoHash: string;
  pieceLength: number;
  totalBytes: number;
};

/**
 * Hashes the files, in order, as one stream of pieces (SHA-1 of each `piece length` bytes, the
 * last piece shorter) and builds the info dictionary: single-file mode when there is one file,
 * with `name` its name; otherwise `name` is the folder and `files` lists each path and length.
 */
export async function buildTorrentInfo(
  storage: FileStorage,
  name: string,
  files: TorrentSourceFile[],
): Promise<TorrentInfo> {
  if (files.length === 0) throw new Error("a torrent needs at least one file");
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0);
  const pieceLength = choosePieceLength(totalBytes);
  const hashes: Buffer[] = [];
  const piece = Buffer.alloc(pieceLength);
  let filled = 0;

  for (const source of files) {
    let read = 0;
    // Streamed from disk or bucket: a tutorial's files may be far larger than memory allows.
    const stored = await storage.get(source.key);
    if (!stored) throw new Error(`${source.path}: ${source.key} is not in the storage`);
    for await (const chunk of stored.body as AsyncIterable<Buffer>) {
      read += chunk.length;
      let offset = 0;
      while (offset < chunk.length) {
        const copied = chunk.copy(
          piece,
          filled,
          offset,
          Math.min(chunk.length, offset + pieceLength - filled),
        );
        filled += copied;
        offset += copied;
        if (filled === pieceLength) {
          hashes.push(createHash("sha1").update(piece).digest());
          filled = 0;
        }
      }
    }
    // The row's size is what clients are told; a file that changed since would fail their checks.
    if (read !== source.size) throw new Error(`${source.path}: expected ${source.size} bytes, read ${read}`);
  }
  if (filled > 0) hashes.push(createHash("sha1").update(piece.subarray(0, filled)).digest());

  const single = files.length === 1 && files[0]!.path === name;
  const info = bencode({
    name,
    "piece length": pieceLength,
    pieces: Buffer.concat(hashes),
    ...(single
      ? { length: files[0]!.size }
      : { files: files.map((file) => ({ length: file.size, path: file.path.split("/") })) }),
  });
  return { info, infoHash: createHash("sha1").update(info).digest("hex"), pieceLength, totalBytes };
}

export type TorrentFileOptions = {
  info: Buffer;
  /** BEP 19 `url-list`: the file's own URL (one file) or the folder the client appends `name/path` to. */
  webSeed: string;
  createdAt: Date;
  comment: string;
};

/**
 * The .torrent file: the stored info dictionary, byte for byte (so the info hash never changes),
 * with the web seed and no tracker: clients find the data at the web seed, and peers through DHT
 * where they use it.
 */
export function buildTorrentFile({ info, webSeed, createdAt, comment }: TorrentFileOptions): Buffer {
  return bencode({
    comment,
    "created by": "W3Programmer",
    "creation date": Math.floor(createdAt.getTime() / 1000),
    info: new Bencoded(info),
    "url-list": [webSeed],
  });
}
