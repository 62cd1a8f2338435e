/**
 * What the admin area's tutorial screens and their /api/admin/tutorials calls say, and their
 * limits. Plain data for the browser.
 */
import { formatFileSize } from "../text/file-size.ts";
import { SLUG_TAKEN } from "../admin/admin-messages.ts";

/** One file of a tutorial as uploaded. */
export const TUTORIAL_FILE_MAX_BYTES = 50 * 1024 * 1024;
/**
 * The files of one upload together. An upload is read into memory before it is stored, so this
 * (with the form's fields, the upload calls' body limit in server/app.ts) bounds what one request
 * costs a process.
 */
export const TUTORIAL_UPLOAD_MAX_BYTES = 64 * 1024 * 1024;
/** Every file of one tutorial together: what a change re-hashes into its torrent. */
export const TUTORIAL_MAX_BYTES = 500 * 1024 * 1024;
export const TUTORIAL_MAX_FILES = 200;

export const TUTORIAL_NAME_MAX_LENGTH = 255;
export const TUTORIAL_SITE_NAME_MAX_LENGTH = 120;
export const TUTORIAL_DESCRIPTION_MAX_LENGTH = 200_000;

/** How the admin list of tutorials can be ordered. */
export const TUTORIAL_SORTS = ["newest", "name"] as const;
export type TutorialSort = (typeof TUTORIAL_SORTS)[number];
export const TUTORIAL_SORT_LABELS: Record<TutorialSort, string> = { newest: "Newest", name: "Name" };

const files = (count: number) => `${count} ${count === 1 ? "file" : "files"}`;

export const TutorialAdminMessages = {
  created: "Tutorial added: now upload its files.",
  saved: "Tutorial saved",
  hidden: "The tutorial is hidden from the site: its page, torrent and files answer 404.",
  shown: "The tutorial is shown on the site.",
  deleted: "Tutorial deleted, with its files.",
  notFound: "Tutorial not found",
  fileNotFound: "File not found",
  slugTaken: SLUG_TAKEN,
  filesRequired: "Choose at least one file to upload.",
  filesInvalid: "The files must be uploaded as files.",
  tooManyPaths: "There are more paths than files.",
  fileRenamed: "File renamed: the tutorial has a new torrent.",
  fileRemoved: "File removed: the tutorial has a new torrent.",
  filesReordered: "Files reordered: the tutorial has a new torrent.",
  folderRenamed: "Folder renamed: the tutorial has a new torrent.",
  folderUnchanged: "The folder name is unchanged.",
  pathUnchanged: "The file's path is unchanged.",
  noFolder: "A tutorial of one file has no folder: its torrent is the file itself.",
  orderInvalid: "The file ids must name each of the tutorial's files once.",
  /** Two tutorials cannot have the same torrent: its info hash names the files it serves. */
  sameTorrent:
    "Another tutorial has exactly these files under the same names, so it would get the same torrent. Change a file's name or the folder name.",
  fileTooLarge: (name: string) =>
    `“${name}” is larger than ${formatFileSize(TUTORIAL_FILE_MAX_BYTES)}, the most a file may be.`,
  uploadTooLarge: `The files of one upload may add up to ${formatFileSize(TUTORIAL_UPLOAD_MAX_BYTES)}: upload them in several goes.`,
  tutorialTooLarge: (total: number) =>
    `The tutorial's files would add up to ${formatFileSize(total)}: a tutorial may hold at most ${formatFileSize(TUTORIAL_MAX_BYTES)}.`,
  allEmpty: "The tutorial's files are all empty: a torrent needs some bytes to share.",
  tooManyFiles: `A tutorial may hold at most ${TUTORIAL_MAX_FILES} files.`,
  pathTaken: (path: string) =>
    `Another file of this tutorial is already called “${path}” (letters' case aside, as Windows and macOS count it).`,
  pathRepeated: (path: string) => `“${path}” is given to two of the files.`,
  fileAndFolder: (path: string) =>
    `“${path}” would be both a file and a folder: a client could not write both to disk.`,
  uploaded: (added: number, replaced: number) =>
    [added > 0 ? `${files(added)} added` : "", replaced > 0 ? `${files(replaced)} replaced` : ""]
      .filter(Boolean)
      .join(", ") + ": the tutorial has a new torrent.",
} as const;
