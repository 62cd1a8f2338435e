import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Input.css";
import { Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconDownload, IconFolder } from "@tabler/icons-react";
import { Link, useFetcher } from "react-router";
import { formatFileSize } from "@shared/text/file-size";
import { TORRENT_DOWNLOAD_FILE_NAME } from "@shared/tutorials/tutorial-messages";
import { TutorialAdminMessages } from "@shared/tutorials/tutorial-admin-messages";
import {
  removeTutorialFileSchema,
  renameTutorialFileSchema,
  renameTutorialFolderSchema,
  reorderTutorialFilesSchema,
  uploadTutorialFilesSchema,
} from "@shared/tutorials/tutorial-admin-schemas";
import {
  removeTutorialFile,
  renameTutorialFile,
  renameTutorialFolder,
  reorderTutorialFiles,
  uploadTutorialFiles,
  uploadedFiles,
} from "@server/services/tutorials/manage-tutorial-files";
import { getAdminTutorial } from "@server/services/tutorials/manage-tutorials";
import { RowList } from "~/components/lists/row-list";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { TutorialFileRow } from "~/features/admin/tutorial-file-row";
import { MONOSPACE_INPUT, TutorialUploadForm } from "~/features/admin/tutorial-upload-form";
import {
  formFailure,
  invalid,
  readForm,
  runFormAction,
  succeeded,
  uploadTooLarge,
} from "~/forms/form-action.server";
import {
  failureOf,
  readFormResult,
  toastError,
  toastSuccess,
  useFetcherFeedback,
  useFetcherResult,
} from "~/forms/form-feedback";
import { actorOf, requireAdmin, rowIdOf } from "./admin-session.server";
import type { Route } from "./+types/tutorial-files";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const id = rowIdOf(params.id, TutorialAdminMessages.notFound);
  try {
    const tutorial = await getAdminTutorial(context.db, id);
    return {
      tutorial: {
        id: tutorial.id,
        name: tutorial.name,
        slug: tutorial.slug,
        status: tutorial.status,
        torrentName: tutorial.torrentName,
        infoHash: tutorial.infoHash,
        totalBytes: tutorial.totalBytes,
        updatedAt: tutorial.updatedAt.toISOString(),
      },
      files: tutorial.files,
    };
  } catch (error) {
    // Deleted meanwhile: the 404 page.
    throw formFailure(error);
  }
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  privatePageMeta(loaded ? `Files of ${loaded.tutorial.name}` : "Tutorial files");

const INTENT_INVALID = "The intent must be upload, rename, remove, order or folder.";

/**
 * Every change of the screen, by `intent`, through the API's schemas and services, for the
 * tutorial of the address: upload (files, with their paths and the folder), rename, remove,
 * order, folder.
 */
// A refusal with a wait (429, 503) keeps its Retry-After.
export { formHeaders as headers } from "~/forms/form-action.server";

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireAdmin(request, context);
  const id = rowIdOf(params.id, TutorialAdminMessages.notFound);
  const tooLarge = uploadTooLarge(context, { files: [TutorialAdminMessages.uploadTooLarge] });
  if (tooLarge) return tooLarge;
  const form = await readForm(request);
  form.set("tutorial_id", String(id));
  const actor = actorOf(session);
  const { db, config, logger } = context;
  const env = { config, logger };
  switch (form.get("intent")) {
    case "upload":
      return runFormAction(form, uploadTutorialFilesSchema, async (input) => {
        const result = await uploadTutorialFiles(db, env, actor, input, uploadedFiles(form.getAll("files")));
        return succeeded(TutorialAdminMessages.uploaded(result.added, result.replaced));
      });
    case "rename":
      return runFormAction(form, renameTutorialFileSchema, async (input) => {
        await renameTutorialFile(db, env, actor, input);
        return succeeded(TutorialAdminMessages.fileRenamed);
      });
    case "remove":
      return runFormAction(form, removeTutorialFileSchema, async (input) => {
        await removeTutorialFile(db, env, actor, input);
        return succeeded(TutorialAdminMessages.fileRemoved);
      });
    case "order":
      return runFormAction(form, reorderTutorialFilesSchema, async (input) => {
        await reorderTutorialFiles(db, env, actor, input);
        return succeeded(TutorialAdminMessages.filesReordered);
      });
    case "folder":
      return runFormAction(form, renameTutorialFolderSchema, async (input) => {
        await renameTutorialFolder(db, env, actor, input);
        return succeeded(TutorialAdminMessages.folderRenamed);
      });
  }
  return invalid({ ok: false, message: INTENT_INVALID, errors: { intent: [INTENT_INVALID] } });
}

/** The folder a torrent of several files downloads into, renamed on its own. */
function FolderForm({ folderName, updatedAt }: { folderName: string; updatedAt: string }) {
  const rename = useFetcher();
  useFetcherFeedback(rename, "The folder could not be renamed.");
  const failure = rename.state === "idle" ? failureOf(readFormResult(rename.data) ?? undefined) : undefined;
  return (
    <rename.Form method="post" noValidate>
      <input type="hidden" name="intent" value="folder" />
      <input type="hidden" name="updated_at" value={updatedAt} />
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          key={folderName}
          name="folder_name"
          label="Folder name"
          description="The folder a BitTorrent client saves the files in."
          defaultValue={folderName}
          leftSection={<IconFolder size={16} aria-hidden />}
          styles={MONOSPACE_INPUT}
          error={failure?.errors?.folder_name?.[0]}
          style={{ flex: "1 1 16rem" }}
        />
        <Button type="submit" variant="default" loading={rename.state !== "idle"}>
          Rename folder
        </Button>
      </Group>
    </rename.Form>
  );
}

/** The order of `ids` with the file at `index` moved by `step`, as the order call takes it. */
function movedOrder(ids: number[], index: number, step: -1 | 1): string | undefined {
  const other = index + step;
  if (other < 0 || other >= ids.length) return undefined;
  const order = [...ids];
  [order[index], order[other]] = [order[other]!, order[index]!];
  return order.join(",");
}

/**
 * /admin/tutorials/{id}/files: a tutorial's files in the torrent's order, each renamed, moved,
 * replaced or removed; more uploaded; the folder renamed. Every change gives the tutorial a new
 * torrent, summed up on top (its name, size, info hash and the .torrent itself).
 */
export default function TutorialFiles({ loaderData }: Route.ComponentProps) {
  const { tutorial, files } = loaderData;
  const change = useFetcher();
  useFetcherResult(change, (answer) => {
    const result = readFormResult(answer);
    if (result?.ok) toastSuccess(result.message ?? "Saved");
    else toastError(result?.message ?? "The file could not be changed.");
  });
  const ids = files.map((file) => file.id);
  // The folder of several files is the torrent's name; a first folder is named after the slug.
  const folderName = files.length > 1 && tutorial.torrentName ? tutorial.torrentName : tutorial.slug;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/tutorials" size="sm">
        ← All tutorials
      </Anchor>
      <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: "anywhere" }}>
        Files of {tutorial.name}
      </Title>
      <Group gap="md" wrap="wrap">
        <Anchor component={Link} to={`/admin/tutorials/${tutorial.id}`} size="sm">
          Edit the tutorial
        </Anchor>
        <Anchor href={`/torrent-course/${tutorial.slug}`} size="sm">
          Its public page{tutorial.status === 1 ? "" : " (hidden: 404 for visitors)"}
        </Anchor>
      </Group>
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" data-testid="tutorial-torrent">
        {tutorial.infoHash ? (
          <Stack gap={6}>
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                Torrent:{" "}
                <Text span ff="monospace" inherit>
                  {tutorial.torrentName}
                </Text>
              </Text>
              <Button
                component="a"
                href={`/files/torrents/${tutorial.slug}.torrent`}
                download={TORRENT_DOWNLOAD_FILE_NAME}
                variant="default"
                size="xs"
                leftSection={<IconDownload size={16} aria-hidden />}
              >
                {TORRENT_DOWNLOAD_FILE_NAME}
              </Button>
            </Group>
            <Text size="sm" c="dimmed">
              {files.length} {files.length === 1 ? "file, the torrent itself" : "files in that folder"},{" "}
              {formatFileSize(tutorial.totalBytes)}.
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              Info hash: <span data-testid="admin-info-hash">{tutorial.infoHash}</span>
            </Text>
            {files.length > 1 && <FolderForm folderName={folderName} updatedAt={tutorial.updatedAt} />}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed" data-testid="tutorial-no-torrent">
            No files yet: the tutorial has no torrent, and the Download button on its page gives nothing until
            a file is uploaded.
            {tutorial.status === 1 && " Visitors can already see it: hide it until its files are here."}
          </Text>
        )}
      </Paper>
      <TutorialUploadForm
        updatedAt={tutorial.updatedAt}
        paths={files.map((file) => file.path)}
        folderName={folderName}
      />
      <RowList rows={files} gap="sm" empty={null}>
        {(file) => {
          const index = ids.indexOf(file.id);
          return (
            <TutorialFileRow
              key={file.id}
              file={file}
              number={index + 1}
              orderIfUp={movedOrder(ids, index, -1)}
              orderIfDown={movedOrder(ids, index, 1)}
              updatedAt={tutorial.updatedAt}
              change={change}
            />
          );
        }}
      </RowList>
      <Anchor
        component={Link}
        to={`/admin/audit-log?entity_type=tutorial&entity_id=${tutorial.id}`}
        size="sm"
      >
        Changes to this tutorial in the audit log
      </Anchor>
    </Stack>
  );
}
