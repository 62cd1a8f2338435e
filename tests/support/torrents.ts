/**
 * Reading a tutorial's .torrent as a BitTorrent client does (BEP 3, web seed BEP 19), and checking
 * that what the web seed serves is, piece by piece, what the torrent promises.
 */
import { createHash } from "node:crypto";
import { expect } from "vitest";
import { bdecode, rawDictionaryValue } from "../../server/services/tutorials/bencode.ts";

export type Torrent = {
  "url-list": Buffer[];
  comment: Buffer;
  "created by": Buffer;
  "creation date": number;
  info: {
    name: Buffer;
    "piece length": number;
    pieces: Buffer;
    /** A one-file torrent's size. */
    length?: number;
    /** A torrent of several files, each under the folder `name`. */
    files?: { length: number; path: Buffer[] }[];
  };
};

/** The torrent's dictionary and its info hash: the SHA-1 of the info dictionary's bytes as sent. */
export function readTorrent(bytes: Buffer): { torrent: Torrent; infoHash: string } {
  const infoHash = createHash("sha1").update(rawDictionaryValue(bytes, "info")!).digest("hex");
  return { torrent: bdecode(bytes) as unknown as Torrent, infoHash };
}

/** A torrent's files, in its order, with their paths inside the torrent's folder. */
export function torrentFiles(torrent: Torrent): { path: string; length: number }[] {
  return (torrent.info.files ?? []).map((file) => ({
    length: file.length,
    path: file.path.map(String).join("/"),
  }));
}

/**
 * Fetches each file of a torrent of several files from its web seed (`{url-list}{name}/{path}`),
 * checks each answer's status and length, and answers the bytes in the torrent's order.
 */
export async function downloadFromWebSeed(
  torrent: Torrent,
  fetchFile: (url: string) => Response | Promise<Response>,
): Promise<Buffer> {
  const webSeed = torrent["url-list"][0]!.toString();
  const parts: Buffer[] = [];
  for (const file of torrentFiles(torrent)) {
    const response = await fetchFile(`${webSeed}${torrent.info.name}/${file.path}`);
    expect(response.status, file.path).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length, file.path).toBe(file.length);
    parts.push(bytes);
  }
  return Buffer.concat(parts);
}

/** Checks every piece of `data` against the torrent's SHA-1 piece list. */
export function expectPiecesMatch(torrent: Torrent, data: Buffer) {
  const { "piece length": pieceLength, pieces } = torrent.info;
  expect(data.length).toBeGreaterThan(0);
  expect(pieces.length).toBe(20 * Math.ceil(data.length / pieceLength));
  for (let index = 0; index * pieceLength < data.length; index++) {
    const piece = data.subarray(index * pieceLength, (index + 1) * pieceLength);
    const hash = createHash("sha1").update(piece).digest();
    expect(hash.equals(pieces.subarray(index * 20, index * 20 + 20)), `piece ${index}`).toBe(true);
  }
}
