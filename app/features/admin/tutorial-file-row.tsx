import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Input.css";
import { ActionIcon, Button, FileButton, Group, Paper, Text, TextInput } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconCursorText, IconReplace, IconTrash } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { formatFileSize } from "@shared/text/file-size";
import { TUTORIAL_FILE_MAX_BYTES, TutorialAdminMessages } from "@shared/tutorials/tutorial-admin-messages";
import { confirmAction } from "~/forms/confirm-action";
import { failureOf, readFormResult, toastError, useFetcherResult } from "~/forms/form-feedback";
import { MONOSPACE_INPUT } from "./tutorial-upload-form";

export type TutorialFileRowValues = {
  id: number;
  path: string;
  sizeBytes: number;
  contentType: string;
};

type TutorialFileRowProps = {
  file: TutorialFileRowValues;
  /** Its number in the torrent's order, from 1. */
  number: number;
  /** The file ids in the order a move up or down would give ("3,1,2"); none at that end. */
  orderIfUp?: string;
  orderIfDown?: string;
  /** The tutorial's version the screen shows (the stale-edit rule). */
  updatedAt: string;
  /**
   * The screen's one fetcher for changes to its files, which tells how each went: a row that a
   * change removes is gone before it could.
   */
  change: FetcherWithComponents<unknown>;
};

/**
 * One file of the files screen: its number, path, size and type, and what can be done to it:
 * move it up or down, rename it (its path inside the torrent; Cancel or Escape gives up), replace its bytes with another
 * file, or remove it (after a confirmation). Each posts the screen's action through the screen's
 * fetcher with the tutorial's version.
 */
export function TutorialFileRow({
  file,
  number,
  orderIfUp,
  orderIfDown,
  updatedAt,
  change,
}: TutorialFileRowProps) {
  const [renaming, setRenaming] = useState(false);
  // Cancel and Escape put focus back on Rename, once it is enabled again.
  const renameButton = useRef<HTMLButtonElement>(null);
  const focusRename = useRef(false);
  useEffect(() => {
    if (renaming || !focusRename.current) return;
    focusRename.current = false;
    renameButton.current?.focus();
  }, [renaming]);
  const cancelRename = () => {
    focusRename.current = true;
    setRenaming(false);
  };
  const mine = (formData: FormData | undefined) =>
    formData?.get("file_id") === String(file.id) || formData?.get("paths") === file.path;
  useFetcherResult(change, (answer) => {
    if (readFormResult(answer)?.ok) setRenaming(false);
  });
  const busy = (intent: string) =>
    change.state !== "idle" && change.formData?.get("intent") === intent && mine(change.formData);
  const submit = (fields: Record<string, string>) =>
    change.submit({ updated_at: updatedAt, file_id: String(file.id), ...fields }, { method: "post" });
  const replace = (chosen: File | null) => {
    if (!chosen) return;
    if (chosen.size > TUTORIAL_FILE_MAX_BYTES) {
      toastError(TutorialAdminMessages.fileTooLarge(chosen.name));
      return;
    }
    const form = new FormData();
    form.set("intent", "upload");
    form.set("updated_at", updatedAt);
    form.set("paths", file.path);
    form.set("files", chosen);
    change.submit(form, { method: "post", encType: "multipart/form-data" });
  };
  const confirmRemove = () =>
    confirmAction({
      title: "Remove this file?",
      text: (
        <>
          “{file.path}” leaves the tutorial and its stored copy is deleted. The tutorial gets a new torrent.
        </>
      ),
      confirm: "Remove",
      onConfirm: () => submit({ intent: "remove" }),
    });
  const renameError =
    renaming && change.state === "idle" ? failureOf(readFormResult(change.data) ?? undefined) : undefined;
  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid="tutorial-file-row">
      <Group justify="space-between" wrap="wrap" gap="sm" align="flex-start">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: "1 1 18rem" }}>
          <Text c="dimmed" size="sm" w="1.75rem" ta="right" style={{ flexShrink: 0 }} aria-hidden>
            {number}.
          </Text>
          {renaming ? (
            <change.Form method="post" style={{ flex: 1 }}>
              <input type="hidden" name="intent" value="rename" />
              <input type="hidden" name="file_id" value={file.id} />
              <input type="hidden" name="updated_at" value={updatedAt} />
              <Group gap="xs" align="flex-start" wrap="wrap">
                <TextInput
                  name="path"
                  aria-label={`New path of ${file.path}`}
                  defaultValue={file.path}
                  styles={MONOSPACE_INPUT}
                  size="sm"
                  style={{ flex: "1 1 14rem" }}
                  error={renameError?.errors?.path?.[0]}
                  onKeyDown={(event) => {
                    if (event.key !== "Escape") return;
                    event.preventDefault();
                    cancelRename();
                  }}
                  autoFocus
                />
                <Button type="submit" size="sm" loading={busy("rename")}>
                  Save
                </Button>
                <Button variant="default" size="sm" onClick={cancelRename}>
                  Cancel
                </Button>
              </Group>
            </change.Form>
          ) : (
            <div style={{ minWidth: 0 }}>
              <Text ff="monospace" size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
                {file.path}
              </Text>
              <Text size="xs" c="dimmed">
                {formatFileSize(file.sizeBytes)} · {file.contentType}
              </Text>
            </div>
          )}
        </Group>
        <Group gap={4} wrap="wrap">
          <ActionIcon
            variant="subtle"
            size="lg"
            disabled={!orderIfUp}
            loading={busy("order") && change.formData?.get("file_ids") === orderIfUp}
            onClick={() => orderIfUp && submit({ intent: "order", file_ids: orderIfUp })}
            aria-label={`Move ${file.path} up`}
          >
            <IconArrowUp size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            size="lg"
            disabled={!orderIfDown}
            loading={busy("order") && change.formData?.get("file_ids") === orderIfDown}
            onClick={() => orderIfDown && submit({ intent: "order", file_ids: orderIfDown })}
            aria-label={`Move ${file.path} down`}
          >
            <IconArrowDown size={18} aria-hidden />
          </ActionIcon>
          <Button
            ref={renameButton}
            variant="light"
            size="xs"
            leftSection={<IconCursorText size={16} aria-hidden />}
            onClick={() => setRenaming(true)}
            disabled={renaming}
            aria-label={`Rename ${file.path}`}
          >
            Rename
          </Button>
          <FileButton onChange={replace}>
            {(props) => (
              <Button
                {...props}
                variant="subtle"
                size="xs"
                loading={busy("upload")}
                leftSection={<IconReplace size={16} aria-hidden />}
                aria-label={`Replace ${file.path}`}
              >
                Replace
              </Button>
            )}
          </FileButton>
          <Button
            color="red"
            variant="subtle"
            size="xs"
            loading={busy("remove")}
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={confirmRemove}
            aria-label={`Remove ${file.path}`}
          >
            Remove
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
