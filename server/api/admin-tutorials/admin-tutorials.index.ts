import { TutorialAdminMessages } from "../../../shared/tutorials/tutorial-admin-messages.ts";
import type { Database } from "../../db/client.ts";
import {
  removeTutorialFile,
  renameTutorialFile,
  renameTutorialFolder,
  reorderTutorialFiles,
  uploadTutorialFiles,
  uploadedFiles,
} from "../../services/tutorials/manage-tutorial-files.ts";
import {
  deleteTutorial,
  getAdminTutorial,
  listAdminTutorials,
  saveTutorial,
  setTutorialVisibility,
} from "../../services/tutorials/manage-tutorials.ts";
import type { AdminTutorial, AdminTutorialFile } from "../../services/tutorials/tutorial-admin-records.ts";
import { torrentFileUrl } from "../../services/tutorials/tutorial-urls.ts";
import { createRouter, paginationJson } from "../router.ts";
import * as routes from "./admin-tutorials.routes.ts";

const toAdminTutorialJson = (tutorial: AdminTutorial, publicUrl: string) => ({
  id: tutorial.id,
  name: tutorial.name,
  slug: tutorial.slug,
  site_name: tutorial.siteName,
  description: tutorial.description,
  status: tutorial.status,
  torrent_name: tutorial.torrentName,
  info_hash: tutorial.infoHash,
  download_link: tutorial.infoHash ? torrentFileUrl(publicUrl, tutorial.slug) : "",
  file_count: tutorial.fileCount,
  total_bytes: tutorial.totalBytes,
  created_at: tutorial.createdAt.toISOString(),
  updated_at: tutorial.updatedAt.toISOString(),
});

const toAdminTutorialFileJson = (file: AdminTutorialFile) => ({
  id: file.id,
  position: file.position,
  path: file.path,
  size_bytes: file.sizeBytes,
  content_type: file.contentType,
});

/** The tutorial as a change leaves it, with its files. */
async function tutorialWithFiles(db: Database, id: number, publicUrl: string) {
  const tutorial = await getAdminTutorial(db, id);
  return {
    ...toAdminTutorialJson(tutorial, publicUrl),
    files: tutorial.files.map(toAdminTutorialFileJson),
  };
}

export const adminTutorialsRouter = createRouter()
  .openapi(routes.listTutorials, async (c) => {
    const found = await listAdminTutorials(c.var.db, c.req.valid("query"));
    const data = found.rows.map((tutorial) => toAdminTutorialJson(tutorial, c.var.config.publicUrl));
    return c.json({ data, pagination: paginationJson(found) }, 200);
  })
  .openapi(routes.getTutorial, async (c) => {
    const data = await tutorialWithFiles(c.var.db, c.req.valid("param").id, c.var.config.publicUrl);
    return c.json({ data }, 200);
  })
  .openapi(routes.saveTutorial, async (c) => {
    const input = c.req.valid("form");
    const saved = await saveTutorial(c.var.db, c.var.user, input);
    const message = input.id === undefined ? TutorialAdminMessages.created : TutorialAdminMessages.saved;
    return c.json(
      { message, data: await tutorialWithFiles(c.var.db, saved.id, c.var.config.publicUrl) },
      200,
    );
  })
  .openapi(routes.setTutorialVisibility, async (c) => {
    const input = { ...c.req.valid("form"), id: c.req.valid("param").id };
    const saved = await setTutorialVisibility(c.var.db, c.var.user, input);
    const message = saved.status === 1 ? TutorialAdminMessages.shown : TutorialAdminMessages.hidden;
    return c.json(
      { message, data: await tutorialWithFiles(c.var.db, saved.id, c.var.config.publicUrl) },
      200,
    );
  })
  .openapi(routes.deleteTutorial, async (c) => {
    const input = { ...c.req.valid("form"), id: c.req.valid("param").id };
    await deleteTutorial(c.var.db, c.var, c.var.user, input);
    return c.json({ message: TutorialAdminMessages.deleted }, 200);
  })
  .openapi(routes.uploadTutorialFiles, async (c) => {
    const { files, ...input } = c.req.valid("form");
    const result = await uploadTutorialFiles(c.var.db, c.var, c.var.user, input, uploadedFiles(files));
    return c.json(
      {
        message: TutorialAdminMessages.uploaded(result.added, result.replaced),
        data: await tutorialWithFiles(c.var.db, result.tutorial.id, c.var.config.publicUrl),
      },
      200,
    );
  })
  .openapi(routes.renameTutorialFile, async (c) => {
    const { id, fileId } = c.req.valid("param");
    const input = { ...c.req.valid("form"), tutorial_id: id, file_id: fileId };
    await renameTutorialFile(c.var.db, c.var, c.var.user, input);
    const data = await tutorialWithFiles(c.var.db, id, c.var.config.publicUrl);
    return c.json({ message: TutorialAdminMessages.fileRenamed, data }, 200);
  })
  .openapi(routes.removeTutorialFile, async (c) => {
    const { id, fileId } = c.req.valid("param");
    const input = { ...c.req.valid("form"), tutorial_id: id, file_id: fileId };
    await removeTutorialFile(c.var.db, c.var, c.var.user, input);
    const data = await tutorialWithFiles(c.var.db, id, c.var.config.publicUrl);
    return c.json({ message: TutorialAdminMessages.fileRemoved, data }, 200);
  })
  .openapi(routes.reorderTutorialFiles, async (c) => {
    const { id } = c.req.valid("param");
    await reorderTutorialFiles(c.var.db, c.var, c.var.user, {
      ...c.req.valid("form"),
      tutorial_id: id,
    });
    const data = await tutorialWithFiles(c.var.db, id, c.var.config.publicUrl);
    return c.json({ message: TutorialAdminMessages.filesReordered, data }, 200);
  })
  .openapi(routes.renameTutorialFolder, async (c) => {
    const { id } = c.req.valid("param");
    await renameTutorialFolder(c.var.db, c.var, c.var.user, {
      ...c.req.valid("form"),
      tutorial_id: id,
    });
    const data = await tutorialWithFiles(c.var.db, id, c.var.config.publicUrl);
    return c.json({ message: TutorialAdminMessages.folderRenamed, data }, 200);
  });
