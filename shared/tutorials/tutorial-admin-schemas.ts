/**
 * Input of the admin area's tutorial screens and their /api/admin/tutorials calls (one schema per
 * operation). Files are not text fields: the API route and the page's action hand the uploaded
 * files to the service beside the checked input. Every change names the tutorial's version
 * (`updated_at`): a change to its files is a change to the tutorial, whose torrent it rebuilds.
 */
import { z } from "zod";
import { MAX_INT4, optionalText, recordId, searchText, singleLineText } from "../forms/schema-fields.ts";
import { ADMIN_SEARCH_MAX_LENGTH } from "../admin/admin-messages.ts";
import {
  editableSlug,
  emptyIsAbsent,
  listPage,
  listSort,
  optionalId,
  optionalVersion,
  requireVersionWithId,
  visibility,
} from "../admin/content-schemas.ts";
import { editVersion } from "../admin/edit-version.ts";
import { torrentPathProblem } from "./torrent-paths.ts";
import {
  TUTORIAL_DESCRIPTION_MAX_LENGTH,
  TUTORIAL_MAX_FILES,
  TUTORIAL_NAME_MAX_LENGTH,
  TUTORIAL_SITE_NAME_MAX_LENGTH,
  TUTORIAL_SORTS,
  TutorialAdminMessages,
} from "./tutorial-admin-messages.ts";

/** The admin list: words of the name (the trigram index), the order, the page. */
export const listAdminTutorialsSchema = z.object({
  search: searchText("search", ADMIN_SEARCH_MAX_LENGTH),
  sort: listSort(TUTORIAL_SORTS, "newest"),
  page: listPage,
});
export type ListAdminTutorialsInput = z.infer<typeof listAdminTutorialsSchema>;

/**
 * Add a tutorial (no id) or edit one at the version read. `description` is the rich-text
 * editor's HTML, stored as every rich text is (storedHtml); an empty slug is made from the name.
 */
export const saveTutorialSchema = z
  .object({
    id: optionalId("id"),
    updated_at: optionalVersion,
    name: singleLineText("name", { max: TUTORIAL_NAME_MAX_LENGTH }),
    slug: editableSlug(),
    site_name: optionalText("source site", TUTORIAL_SITE_NAME_MAX_LENGTH),
    description: optionalText("description", TUTORIAL_DESCRIPTION_MAX_LENGTH),
    status: visibility("visibility"),
  })
  .superRefine(requireVersionWithId);
export type SaveTutorialInput = z.infer<typeof saveTutorialSchema>;

/** A path inside the torrent ('/'-separated), checked by the torrent's own rule. */
function torrentPath(field: string) {
  const required = `The ${field} field is required.`;
  return z
    .string({ error: (issue) => (issue.input === undefined ? required : `The ${field} must be a string.`) })
    .trim()
    .min(1, { error: required, abort: true })
    .superRefine((value, context) => {
      const problem = torrentPathProblem(value, `The ${field}`);
      if (problem) context.addIssue({ code: "custom", message: problem });
    });
}

/**
 * The paths of an upload's files, in the files' order: repeated `paths` parts, or one text with a
 * line per file. An empty line keeps that file's own name. Each is checked as a path.
 */
const uploadPaths = z
  .union([z.string(), z.array(z.string())], { error: "The paths must be text, one line per file." })
  .optional()
  .transform((value, context) => {
    const lines = (Array.isArray(value) ? value : (value ?? "").split(/\r?\n/)).map((line) => line.trim());
    // A trailing line break is not one more file.
    while (lines.length > 0 && lines.at(-1) === "") lines.pop();
    if (lines.length > TUTORIAL_MAX_FILES) {
      context.addIssue({ code: "custom", message: TutorialAdminMessages.tooManyFiles });
      return z.NEVER;
    }
    for (const line of lines) {
      const problem = line === "" ? undefined : torrentPathProblem(line);
      if (problem) context.addIssue({ code: "custom", message: problem });
    }
    return lines;
  });

/** The folder a torrent of several files downloads into (one name, no slashes). */
function folderName(field = "folder name") {
  return z
    .string({ error: `The ${field} must be a string.` })
    .trim()
    .superRefine((value, context) => {
      const problem =
        value === ""
          ? `The ${field} field is required.`
          : value.includes("/")
            ? `The ${field} must be one name, without /.`
            : torrentPathProblem(value, `The ${field}`);
      if (problem) context.addIssue({ code: "custom", message: problem });
    });
}

/**
 * Upload files into a tutorial at the version read: a file whose path is a file's of the
 * tutorial replaces it (same place in the order), others are added at the end. `folder_name`
 * names the folder when the torrent holds several files (empty: the current one, else the slug).
 */
export const uploadTutorialFilesSchema = z.object({
  tutorial_id: recordId("tutorial id"),
  updated_at: editVersion(),
  paths: uploadPaths,
  folder_name: z.preprocess(emptyIsAbsent, folderName().optional()),
});
export type UploadTutorialFilesInput = z.infer<typeof uploadTutorialFilesSchema>;

/** Give one file a new path inside the torrent, at the tutorial's version read. */
export const renameTutorialFileSchema = z.object({
  tutorial_id: recordId("tutorial id"),
  file_id: recordId("file id"),
  updated_at: editVersion(),
  path: torrentPath("path"),
});
export type RenameTutorialFileInput = z.infer<typeof renameTutorialFileSchema>;

/** Remove one file from the tutorial, at the tutorial's version read. */
export const removeTutorialFileSchema = z.object({
  tutorial_id: recordId("tutorial id"),
  file_id: recordId("file id"),
  updated_at: editVersion(),
});
export type RemoveTutorialFileInput = z.infer<typeof removeTutorialFileSchema>;

/** The tutorial's files in a new order: every file id once, as "3,1,2" or repeated parts. */
export const reorderTutorialFilesSchema = z.object({
  tutorial_id: recordId("tutorial id"),
  updated_at: editVersion(),
  file_ids: z
    .union([z.string(), z.array(z.string())], { error: "The file ids field is required." })
    .transform((value, context) => {
      const parts = (Array.isArray(value) ? value : value.split(","))
        .map((part) => part.trim())
        .filter((part) => part !== "");
      if (parts.length === 0) {
        context.addIssue({ code: "custom", message: "The file ids field is required." });
        return z.NEVER;
      }
      if (parts.length > TUTORIAL_MAX_FILES) {
        context.addIssue({ code: "custom", message: TutorialAdminMessages.tooManyFiles });
        return z.NEVER;
      }
      const ids = parts.map((part) => (/^\d{1,10}$/.test(part) ? Number(part) : NaN));
      if (ids.some((id) => !(id >= 1 && id <= MAX_INT4))) {
        context.addIssue({ code: "custom", message: "The file ids must be file ids separated by commas." });
        return z.NEVER;
      }
      return ids;
    }),
});
export type ReorderTutorialFilesInput = z.infer<typeof reorderTutorialFilesSchema>;

/** Rename the folder of a torrent of several files, at the tutorial's version read. */
export const renameTutorialFolderSchema = z.object({
  tutorial_id: recordId("tutorial id"),
  updated_at: editVersion(),
  folder_name: z.string({ error: "The folder name field is required." }).pipe(folderName()),
});
export type RenameTutorialFolderInput = z.infer<typeof renameTutorialFolderSchema>;
