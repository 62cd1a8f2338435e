/**
 * A tutorial's files, as the admin edits them (/admin/tutorials/{id}/files,
 * /api/admin/tutorials/{id}/files/*): upload one or several (a file at a path the tutorial has
 * replaces that file), rename one, remove one, reorder them, rename the folder they download into.
 *
 * Every change is one transaction at the tutorial's version the admin saw (stale-edit.ts): the
 * new file list is checked as a whole (caps, names, no path both a file and a folder), uploads are
 * stored under new names (stored-files.ts), and `registerTutorialFiles` rebuilds the torrent from
 * the list (its info dictionary, info hash and so its web-seed folder), then the change is
 * audited with the torrent before and after. Anything refused or failed rolls back and removes
 * what it stored; once committed, the files no row names any more are removed.
 *
 * The rule for the torrent a client already has: the web seed serves a tutorial's files only
 * under its current info hash (find-web-seed-file.ts), so once the files change the old
 * torrent's addresses answer 404 and its downloaders need the new .torrent. A download already
 * under way is not cut short: no stored file is ever overwritten, and one removed from the
 * folder stays readable to whoever has it open.
 */
import { eq } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "../../db/client.ts";
import { torrentTutorialFiles, torrentTutorials, type TorrentTutorial } from "../../db/schema/index.ts";
import { fileNameOf, torrentPathProblem } from "../../../shared/tutorials/torrent-paths.ts";
import {
  TUTORIAL_FILE_MAX_BYTES,
  TUTORIAL_MAX_BYTES,
  TUTORIAL_MAX_FILES,
  TUTORIAL_UPLOAD_MAX_BYTES,
  TutorialAdminMessages,
} from "../../../shared/tutorials/tutorial-admin-messages.ts";
import type {
  RemoveTutorialFileInput,
  RenameTutorialFileInput,
  RenameTutorialFolderInput,
  ReorderTutorialFilesInput,
  UploadTutorialFilesInput,
} from "../../../shared/tutorials/tutorial-admin-schemas.ts";
import { isUniqueViolation } from "../accounts/unique-violation.ts";
import { recordAudit, type AdminActor } from "../admin/audit-log.ts";
import { fileStorage } from "../files/file-storage.ts";
import type { StoredFilesEnv } from "../files/remove-stored-keys.ts";
import { removeStoredFiles, writeNewStoredFile } from "../files/stored-files.ts";
import { invalidField, notFound } from "../service-error.ts";
import { registerTutorialFiles } from "./register-tutorial-files.ts";
import {
  auditedTutorial,
  lockTutorial,
  removeUnnamedFiles,
  tutorialFileRows,
} from "./tutorial-admin-records.ts";

/** What every change names: the tutorial, and the version of it the admin saw. */
type Target = { tutorial_id: number; updated_at: Date };

/** A file of the tutorial as a change wants it: stored already, or an upload to store. */
type PlannedFile = {
  /** Its row id when the tutorial had it already (a rename, a replacement, a move). */
  id?: number;
  path: string;
  sizeBytes: number;
  source: { storagePath: string } | { upload: Blob; fileName: string };
};

type FilePlan = {
  files: PlannedFile[];
  /** The folder of a torrent of several files; absent: the current one, else the slug. */
  folderName?: string;
  /** The field a problem with the paths is told on ("paths" for an upload, "path" for a rename). */
  pathField: string;
};

type CurrentFiles = Awaited<ReturnType<typeof tutorialFileRows>>;

/** The file's extension, kept on its stored name when it is a plain one (".sql"), so the folder reads well. */
function storedExtension(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  const extension = dot > 0 ? fileName.slice(dot).toLowerCase() : "";
  return /^\.[a-z0-9]{1,16}$/.test(extension) ? extension : "";
}

const kept = (file: CurrentFiles[number]): PlannedFile => ({
  id: file.id,
  path: file.path,
  sizeBytes: file.sizeBytes,
  source: { storagePath: file.storagePath },
});

/**
 * The files as the torrent will hold them, or 422: within the caps, each path once (letters' case
 * aside: Windows and macOS would write two such files as one), and no path both a file and the
 * folder of another. A tutorial of one file is a one-file torrent, the file alone under its own
 * name: a folder in its path is dropped.
 */
function checkFileList({ files, pathField }: FilePlan): PlannedFile[] {
  if (files.length > TUTORIAL_MAX_FILES) throw invalidField("files", TutorialAdminMessages.tooManyFiles);
  const total = files.reduce((sum, file) => sum + file.sizeBytes, 0);
  if (total > TUTORIAL_MAX_BYTES) throw invalidField("files", TutorialAdminMessages.tutorialTooLarge(total));
  if (files.length > 0 && total === 0) throw invalidField("files", TutorialAdminMessages.allEmpty);
  if (files.length === 1) return [{ ...files[0]!, path: fileNameOf(files[0]!.path) }];
  const paths = new Map<string, string>();
  for (const file of files) {
    const key = file.path.toLowerCase();
    if (paths.has(key)) throw invalidField(pathField, TutorialAdminMessages.pathTaken(file.path));
    paths.set(key, file.path);
  }
  for (const file of files) {
    const segments = file.path.split("/");
    for (let end = 1; end < segments.length; end++) {
      const folder = paths.get(segments.slice(0, end).join("/").toLowerCase());
      if (folder) throw invalidField(pathField, TutorialAdminMessages.fileAndFolder(folder));
    }
  }
  return files;
}

/** Makes the tutorial's torrent-less state: no files, no torrent (the Download button goes). */
async function clearTorrent(tx: DatabaseOrTransaction, tutorialId: number) {
  await tx.delete(torrentTutorialFiles).where(eq(torrentTutorialFiles.tutorialId, tutorialId));
  await tx
    .update(torrentTutorials)
    .set({ torrentName: null, torrentInfo: null, infoHash: null })
    .where(eq(torrentTutorials.id, tutorialId));
}

/**
 * One change to a tutorial's files: `plan` says the new list from the tutorial and its current
 * files, read under the row's lock at the version the admin saw; the rest is the same for every
 * change (see the module's comment).
 */
async function changeFiles(
  db: Database,
  env: StoredFilesEnv,
  actor: AdminActor,
  target: Target,
  action: string,
  plan: (tutorial: TorrentTutorial, current: CurrentFiles) => FilePlan,
): Promise<TorrentTutorial> {
  const storage = fileStorage(env.config);
  const written: string[] = [];
  let outcome: { updated: TorrentTutorial; dropped: string[] };
  try {
    outcome = await db.transaction(async (tx) => {
      const { tutorial: before, files: current } = await lockTutorial(
        tx,
        target.tutorial_id,
        target.updated_at,
      );
      const wanted = plan(before, current);
      const files = checkFileList(wanted);

      const sources = [];
      for (const file of files) {
        let storagePath: string;
        if ("upload" in file.source) {
          const { upload, fileName } = file.source;
          storagePath = await writeNewStoredFile(storage, "tutorials", upload, storedExtension(fileName));
          written.push(storagePath);
        } else {
          storagePath = file.source.storagePath;
        }
        sources.push({ id: file.id, path: file.path, storagePath });
      }
      if (sources.length === 0) {
        await clearTorrent(tx, before.id);
      } else {
        const currentFolder = current.length > 1 ? before.torrentName : null;
        const folderName = wanted.folderName ?? currentFolder ?? before.slug;
        await registerTutorialFiles(tx, storage, before.id, folderName, sources);
      }

      const [updated] = await tx.select().from(torrentTutorials).where(eq(torrentTutorials.id, before.id));
      const after = await tutorialFileRows(tx, before.id);
      await recordAudit(tx, actor, {
        action,
        entityType: "tutorial",
        entityId: before.id,
        before: auditedTutorial(before, current),
        after: auditedTutorial(updated!, after),
      });
      const stillStored = new Set(after.map((file) => file.storagePath));
      return {
        updated: updated!,
        dropped: current.map((file) => file.storagePath).filter((path) => !stillStored.has(path)),
      };
    });
  } catch (error) {
    await removeStoredFiles(storage, "tutorials", written, env.logger);
    if (isUniqueViolation(error, "torrent_tutorials_info_hash_unique"))
      throw invalidField("files", TutorialAdminMessages.sameTorrent);
    throw error;
  }
  await removeUnnamedFiles(db, env, outcome.dropped);
  return outcome.updated;
}

/**
 * The files of a posted `files` field (the API's parts, a form's file input): none for an empty
 * file input (no name, no bytes); text where a file belongs is 422. An empty file with a name is a
 * file (an empty `__init__.py` is part of a course).
 */
export function uploadedFiles(value: unknown): File[] {
  const values = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  const files: File[] = [];
  for (const item of values) {
    if (item instanceof File) {
      if (item.name !== "" || item.size > 0) files.push(item);
    } else if (item !== "") {
      throw invalidField("files", TutorialAdminMessages.filesInvalid);
    }
  }
  return files;
}

/**
 * Uploads files into a tutorial: each at its path (`paths`, in the files' order; none or empty:
 * the file's own name). A path the tutorial has replaces that file in its place; the others are
 * added at the end. Each file, the upload and the tutorial are held to their caps (422 on
 * `files`), before anything is stored.
 */
export async function uploadTutorialFiles(
  db: Database,
  env: StoredFilesEnv,
  actor: AdminActor,
  input: UploadTutorialFilesInput,
  uploads: File[],
): Promise<{ tutorial: TorrentTutorial; added: number; replaced: number }> {
  if (uploads.length === 0) throw invalidField("files", TutorialAdminMessages.filesRequired);
  if (input.paths.length > uploads.length) throw invalidField("paths", TutorialAdminMessages.tooManyPaths);
  if (uploads.length > TUTORIAL_MAX_FILES) throw invalidField("files", TutorialAdminMessages.tooManyFiles);
  const tooLarge = uploads.find((upload) => upload.size > TUTORIAL_FILE_MAX_BYTES);
  if (tooLarge) throw invalidField("files", TutorialAdminMessages.fileTooLarge(tooLarge.name));
  if (uploads.reduce((sum, upload) => sum + upload.size, 0) > TUTORIAL_UPLOAD_MAX_BYTES)
    throw invalidField("files", TutorialAdminMessages.uploadTooLarge);
  const incoming = uploads.map((upload, index) => {
    const given = input.paths[index];
    if (given) return { upload, path: given };
    // The schema checked the given paths; a file's own name is checked here.
    const problem = torrentPathProblem(upload.name, "The file name");
    if (problem) throw invalidField("files", problem);
    return { upload, path: upload.name };
  });
  const seen = new Set<string>();
  for (const { path } of incoming) {
    if (seen.has(path.toLowerCase())) throw invalidField("paths", TutorialAdminMessages.pathRepeated(path));
    seen.add(path.toLowerCase());
  }

  let added = 0;
  let replaced = 0;
  const tutorial = await changeFiles(db, env, actor, input, "tutorial.upload_files", (_tutorial, current) => {
    const files = current.map(kept);
    for (const { upload, path } of incoming) {
      const file = {
        path,
        sizeBytes: upload.size,
        source: { upload, fileName: fileNameOf(path) },
      };
      const index = files.findIndex((existing) => existing.path === path);
      if (index === -1) files.push(file);
      else files[index] = { ...file, id: files[index]!.id };
    }
    replaced = incoming.filter(({ path }) => current.some((file) => file.path === path)).length;
    added = incoming.length - replaced;
    return { files, folderName: input.folder_name, pathField: "paths" };
  });
  return { tutorial, added, replaced };
}

/** The file `fileId` of the tutorial's current ones, or 404. */
function fileOf(current: CurrentFiles, fileId: number) {
  const file = current.find((candidate) => candidate.id === fileId);
  if (!file) throw notFound(TutorialAdminMessages.fileNotFound);
  return file;
}

/**
 * Gives one file a new path inside the torrent (its bytes stay where they are stored). The path it
 * has already is 422, as the folder's own name is.
 */
export function renameTutorialFile(
  db: Database,
  env: StoredFilesEnv,
  actor: AdminActor,
  input: RenameTutorialFileInput,
): Promise<TorrentTutorial> {
  return changeFiles(db, env, actor, input, "tutorial.rename_file", (_tutorial, current) => {
    if (fileOf(current, input.file_id).path === input.path)
      throw invalidField("path", TutorialAdminMessages.pathUnchanged);
    const files = current.map((file) =>
      file.id === input.file_id ? { ...kept(file), path: input.path } : kept(file),
    );
    return { files, pathField: "path" };
  });
}

/** Removes one file from the tutorial; the last one leaves it without a torrent until the next upload. */
export function removeTutorialFile(
  db: Database,
  env: StoredFilesEnv,
  actor: AdminActor,
  input: RemoveTutorialFileInput,
): Promise<TorrentTutorial> {
  return changeFiles(db, env, actor, input, "tutorial.remove_file", (_tutorial, current) => {
    fileOf(current, input.file_id);
    return { files: current.filter((file) => file.id !== input.file_id).map(kept), pathField: "path" };
  });
}

/** Puts the tutorial's files in the order of `file_ids`, which must name each of them once. */
export function reorderTutorialFiles(
  db: Database,
  env: StoredFilesEnv,
  actor: AdminActor,
  input: ReorderTutorialFilesInput,
): Promise<TorrentTutorial> {
  return changeFiles(db, env, actor, input, "tutorial.reorder_files", (_tutorial, current) => {
    const byId = new Map(current.map((file) => [file.id, file]));
    const ordered = input.file_ids.map((id) => byId.get(id));
    if (
      ordered.length !== current.length ||
      new Set(input.file_ids).size !== current.length ||
      ordered.some((file) => file === undefined)
    ) {
      throw invalidField("file_ids", TutorialAdminMessages.orderInvalid);
    }
    return { files: ordered.map((file) => kept(file!)), pathField: "file_ids" };
  });
}

/**
 * Renames the folder a torrent of several files downloads into. The name it has already is 422:
 * a new torrent would change nothing for a downloader.
 */
export function renameTutorialFolder(
  db: Database,
  env: StoredFilesEnv,
  actor: AdminActor,
  input: RenameTutorialFolderInput,
): Promise<TorrentTutorial> {
  return changeFiles(db, env, actor, input, "tutorial.rename_folder", (tutorial, current) => {
    if (current.length < 2) throw invalidField("folder_name", TutorialAdminMessages.noFolder);
    if (input.folder_name === tutorial.torrentName)
      throw invalidField("folder_name", TutorialAdminMessages.folderUnchanged);
    return { files: current.map(kept), folderName: input.folder_name, pathField: "folder_name" };
  });
}
