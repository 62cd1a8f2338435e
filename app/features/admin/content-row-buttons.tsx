import { Button, Group, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconEye, IconEyeOff, IconPencil, IconTrash } from "@tabler/icons-react";
import { useRef } from "react";
import { Form, Link, useNavigation } from "react-router";

type ContentRowButtonsProps = {
  id: number;
  /** What the buttons' labels and the confirmation name. */
  name: string;
  /** "category" or "question", for the confirmation's title. */
  noun: string;
  status: number;
  /** The version the list showed (the stale-edit rule). */
  updatedAt: string;
  editHref: string;
};

/**
 * Edit, Hide/Show and Delete (after a confirmation) for a row of the category and question lists.
 * Hide/Show and Delete post the list page's own action (content-row-action.server.ts), whose
 * answer the page shows as a toast.
 */
export function ContentRowButtons({ id, name, noun, status, updatedAt, editHref }: ContentRowButtonsProps) {
  const navigation = useNavigation();
  const deleteForm = useRef<HTMLFormElement>(null);
  const busy = (intent: string) =>
    navigation.state === "submitting" &&
    navigation.formData?.get("id") === String(id) &&
    navigation.formData.get("intent") === intent;
  const visible = status === 1;
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="updated_at" value={updatedAt} />
    </>
  );
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: `Delete this ${noun}?`,
      children: <Text size="sm">“{name}” will be deleted. This cannot be undone.</Text>,
      labels: { confirm: "Delete", cancel: "Cancel" },
      confirmProps: { color: "red" },
      onConfirm: () => deleteForm.current?.requestSubmit(),
    });
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
      <Form method="post">
        {hidden("visibility")}
        <input type="hidden" name="status" value={visible ? "0" : "1"} />
        <Button
          type="submit"
          variant="subtle"
          size="xs"
          loading={busy("visibility")}
          leftSection={visible ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
          aria-label={`${visible ? "Hide" : "Show"} ${name}`}
        >
          {visible ? "Hide" : "Show"}
        </Button>
      </Form>
      <Form method="post" ref={deleteForm}>
        {hidden("delete")}
        <Button
          color="red"
          variant="subtle"
          size="xs"
          loading={busy("delete")}
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={confirmDelete}
          aria-label={`Delete ${name}`}
        >
          Delete
        </Button>
      </Form>
    </Group>
  );
}
