import { Button, Group, Text } from "@mantine/core";
import { IconEye, IconEyeOff, IconPencil, IconTrash } from "@tabler/icons-react";
import { Link, useFetcher } from "react-router";
import { confirmAction } from "~/forms/confirm-action";

type ContentRowButtonsProps = {
  id: number;
  /** What the buttons' labels and the confirmation name. */
  name: string;
  /** "category" or "question", for the confirmation's title. */
  noun: string;
  /** Visible (1) or hidden (0); none for rows that are never hidden (blog categories, tags): no Hide/Show. */
  status?: number;
  /** The version the list showed (the stale-edit rule). */
  updatedAt: string;
  editHref: string;
  /**
   * Why the row cannot be deleted ("has questions"), when the service would refuse it: said in
   * place of the Delete button (the service's 409 stays, for a change made meanwhile).
   */
  keptBecause?: string | null;
};

/**
 * Edit, Hide/Show and Delete (after a confirmation) for a row of the content lists (categories,
 * questions, blog posts, categories and tags).
 * Hide/Show and Delete post the list page's own action (content-row-action.server.ts) with the
 * row's version, through a fetcher as the brand list does, and the page's HTML carries no form
 * ready to change a row. The answer is a toast, shown by the list page's clientAction
 * (content-row-answer.ts).
 */
export function ContentRowButtons(props: ContentRowButtonsProps) {
  const { id, name, noun, status, updatedAt, editHref, keptBecause } = props;
  const row = useFetcher();
  const busy = (intent: string) => row.state !== "idle" && row.formData?.get("intent") === intent;
  const submit = (fields: Record<string, string>) =>
    row.submit({ id: String(id), updated_at: updatedAt, ...fields }, { method: "post" });
  const visible = status === 1;
  const confirmDelete = () => confirmRowDelete({ noun, name, onConfirm: () => submit({ intent: "delete" }) });
  return (
    <Group gap="xs">
      <Button
        component={Link}
        to={editHref}
        variant="light"
        size="xs"
        leftSection={<IconPencil size={16} aria-hidden />}
        aria-label={`Edit ${name}`}
      >
        Edit
      </Button>
      {status !== undefined && (
        <Button
          variant="subtle"
          size="xs"
          loading={busy("visibility")}
          leftSection={visible ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
          onClick={() => submit({ intent: "visibility", status: visible ? "0" : "1" })}
          aria-label={`${visible ? "Hide" : "Show"} ${name}`}
        >
          {visible ? "Hide" : "Show"}
        </Button>
      )}
      {keptBecause ? (
        <NotDeletable reason={keptBecause} />
      ) : (
        <DeleteRowButton name={name} loading={busy("delete")} onClick={confirmDelete} />
      )}
    </Group>
  );
}

/** The confirmation every admin list asks before deleting a row, the row's name in quotes. */
export function confirmRowDelete({
  noun,
  name,
  onConfirm,
}: {
  noun: string;
  name: string;
  onConfirm: () => void;
}) {
  confirmAction({
    title: `Delete this ${noun}?`,
    text: <>“{name}” will be deleted. This cannot be undone.</>,
    confirm: "Delete",
    onConfirm,
  });
}

/** In place of a row's Delete, why the server would refuse it: "Can't delete: has questions". */
export function NotDeletable({ reason }: { reason: string }) {
  return (
    <Text size="xs" c="dimmed" data-testid="not-deletable">
      Can't delete: {reason}
    </Text>
  );
}

/** A row's red Delete, named after the row for screen readers; `onClick` asks for a confirmation. */
export function DeleteRowButton({
  name,
  loading,
  onClick,
}: {
  name: string;
  loading: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      color="red"
      variant="subtle"
      size="xs"
      loading={loading}
      leftSection={<IconTrash size={16} aria-hidden />}
      onClick={onClick}
      aria-label={`Delete ${name}`}
    >
      Delete
    </Button>
  );
}
