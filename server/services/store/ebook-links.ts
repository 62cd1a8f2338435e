import type { Database } from "../../db/client.ts";
import { signFileLink } from "../files/signed-links.ts";

/** How long a reading or download link works: enough to open the book, useless once shared later. */
export const EBOOK_LINK_TTL_SECONDS = 10 * 60;

export const ebookFilePath = (slug: string) => `/files/ebooks/${encodeURIComponent(slug)}.pdf`;

export type EbookLinks = {
  /** Opens the buyer's copy in a viewer (inline). */
  pdfFile: string;
  /** Saves the buyer's copy (attachment). */
  downloadLink: string;
};

/** Signed links, bound to the user, to their own stamped copy of the book (server/http/ebook-files.ts). */
export async function ebookLinks(
  db: Database,
  publicUrl: string,
  userId: number,
  slug: string,
  now = Date.now(),
): Promise<EbookLinks> {
  const link = await signFileLink(db, ebookFilePath(slug), String(userId), EBOOK_LINK_TTL_SECONDS, now);
  return { pdfFile: `${publicUrl}${link}`, downloadLink: `${publicUrl}${link}&download=1` };
}
