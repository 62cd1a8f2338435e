import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Tooltip.css";
import { ActionIcon, Anchor, Group, Paper, Stack, Text, Title, Tooltip } from "@mantine/core";
import { IconBookmarkOff, IconTrash } from "@tabler/icons-react";
import { Link, useFetcher } from "react-router";
import { BookmarkMessages } from "@shared/bookmarks/bookmark-messages";
import { deleteBookmarkSchema, saveBookmarkSchema } from "@shared/bookmarks/bookmark-schemas";
import { confirmAction } from "~/forms/confirm-action";
import { invalid, runFormAction, succeeded, readForm } from "~/forms/form-action.server";
import { readFormResult, toastError, toastSuccess, useFetcherResult } from "~/forms/form-feedback";
import { formatRecordDate } from "~/components/account/record-date";
import { RecordList } from "~/components/account/record-list";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { deleteBookmark, listBookmarks, saveBookmark } from "@server/services/bookmarks/bookmarks";
import { requireUser } from "../auth/session-user.server";
import type { Route } from "./+types/my-bookmarks";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context);
  const { data: bookmarks, count } = await listBookmarks(context.db, user.id);
  return {
    count,
    bookmarks: bookmarks.map((bookmark) => ({ ...bookmark, createdAt: bookmark.createdAt.toISOString() })),
  };
}

export const meta: Route.MetaFunction = () => privatePageMeta("My bookmarks");

/**
 * Bookmarks change here, by POST (a GET never changes anything with a cookie session):
 * `intent=save` + `slug` from the Q&A page's Bookmark button, `intent=delete` + `bookmarkId` from
 * this page. Both answer `{ ok, message }` for a toast.
 */
// A refusal with a wait (429, 503) keeps its Retry-After.
export { formHeaders as headers } from "~/forms/form-action.server";

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context);
  const form = await readForm(request);
  switch (form.get("intent")) {
    case "save":
      return runFormAction(form, saveBookmarkSchema, async ({ slug }) => {
        await saveBookmark(context.db, user.id, slug);
        return succeeded(BookmarkMessages.saved);
      });
    case "delete":
      return runFormAction(form, deleteBookmarkSchema, async ({ bookmarkId }) => {
        await deleteBookmark(context.db, user.id, bookmarkId);
        return succeeded(BookmarkMessages.deleted);
      });
    default:
      return invalid({
        ok: false,
        message: INTENT_INVALID,
        errors: { intent: [INTENT_INVALID] },
      });
  }
}

const INTENT_INVALID = "The intent must be save or delete.";

export default function MyBookmarks({ loaderData }: Route.ComponentProps) {
  const { bookmarks, count } = loaderData;
  // One fetcher for the page, not one per row: the deleted row unmounts before the answer is read.
  const deletion = useFetcher();
  useFetcherResult(deletion, (answer) => {
    // SPEC.md §8: every failed delete says the same, whatever the reason.
    if (readFormResult(answer)?.ok) toastSuccess(BookmarkMessages.deleted);
    else toastError(BookmarkMessages.deleteFailed);
  });
  const deletingId = deletion.formData?.get("bookmarkId");
  const confirmDelete = (bookmark: BookmarkItem) =>
    confirmAction({
      title: "Delete this bookmark?",
      text: `${bookmark.bookmarkName} will be removed from your bookmarks.`,
      confirm: "Delete",
      onConfirm: () =>
        deletion.submit({ intent: "delete", bookmarkId: String(bookmark.id) }, { method: "post" }),
    });
  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          My bookmarks
        </Title>
        <Text c="dimmed" data-testid="bookmark-count">
          {count} {count === 1 ? "bookmark" : "bookmarks"}
        </Text>
      </Group>
      <RecordList
        records={bookmarks}
        empty={{
          icon: IconBookmarkOff,
          text: "No bookmarks yet. Use the Bookmark button on a question-and-answer page to keep it here.",
          link: { to: "/all-category", label: "Browse the categories" },
        }}
      >
        {(bookmark) => (
          <BookmarkRow
            key={bookmark.id}
            bookmark={bookmark}
            deleting={deletingId === String(bookmark.id)}
            onDelete={() => confirmDelete(bookmark)}
          />
        )}
      </RecordList>
    </Stack>
  );
}

type BookmarkItem = { id: number; bookmarkName: string; slug: string; createdAt: string };

function BookmarkRow({
  bookmark,
  deleting,
  onDelete,
}: {
  bookmark: BookmarkItem;
  deleting: boolean;
  onDelete: () => void;
}) {
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="md"
      opacity={deleting ? 0.5 : 1}
      data-testid="bookmark-row"
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Anchor
            component={Link}
            to={`/question-answer/${bookmark.slug}`}
            fw={600}
            style={{ overflowWrap: "anywhere" }}
          >
            {bookmark.bookmarkName}
          </Anchor>
          <Text size="xs" c="dimmed">
            Saved {formatRecordDate(bookmark.createdAt)}
          </Text>
        </div>
        <Tooltip label="Delete bookmark">
          <ActionIcon
            color="red"
            variant="subtle"
            size="lg"
            loading={deleting}
            onClick={onDelete}
            aria-label={`Delete bookmark ${bookmark.bookmarkName}`}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}
