import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Tooltip.css";
import "@mantine/core/styles/ThemeIcon.css";
import { ActionIcon, Anchor, Group, Paper, Stack, Text, ThemeIcon, Title, Tooltip } from "@mantine/core";
import { IconBookmarkOff, IconTrash } from "@tabler/icons-react";
import { Link, data, useFetcher } from "react-router";
import { z } from "zod";
import {
  readFormResult,
  toastError,
  useFetcherResult,
  type FormResult,
} from "~/features/accounts/form-feedback";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { AccountMessages } from "~/features/accounts/schemas";
import {
  BookmarkNotFoundError,
  deleteBookmark,
  listBookmarks,
  saveBookmark,
} from "@server/services/bookmarks/bookmarks";
import { failureFor } from "../auth/form-actions.server";
import { requireUser } from "../auth/session-user.server";
import type { Route } from "./+types/my-bookmarks";

/** SPEC.md §8: every failed delete says this, whatever the reason. */
const DELETE_FAILED = "Error! There was an issue deleting your bookmark.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context);
  const { data: bookmarks, count } = await listBookmarks(context.db, user.id);
  return {
    count,
    bookmarks: bookmarks.map((bookmark) => ({ ...bookmark, createdAt: bookmark.createdAt.toISOString() })),
  };
}

export const meta: Route.MetaFunction = () => privatePageMeta("My bookmarks");

const saveInput = z.object({
  slug: z.string().trim().min(1, { error: "The slug field is required." }).max(200),
});
const deleteInput = z.object({ bookmarkId: z.coerce.number().int().positive() });

/**
 * Bookmarks change here, by POST (a GET never changes anything with a cookie session):
 * `intent=save` + `slug` from the Q&A page's Bookmark button, `intent=delete` + `bookmarkId` from
 * this page. Both answer `{ ok, message }` for a toast.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context);
  const form = Object.fromEntries(await request.formData());
  const intent = form.intent;

  if (intent === "save") {
    const parsed = saveInput.safeParse(form);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "The slug field is required.";
      return data<FormResult>({ ok: false, message, errors: { slug: [message] } }, { status: 422 });
    }
    try {
      await saveBookmark(context.db, user.id, parsed.data.slug);
    } catch (error) {
      return failureFor(error);
    }
    return data<FormResult>({ ok: true, message: AccountMessages.bookmarkSaved });
  }

  if (intent === "delete") {
    const parsed = deleteInput.safeParse(form);
    if (!parsed.success) return data<FormResult>({ ok: false, message: DELETE_FAILED }, { status: 422 });
    try {
      await deleteBookmark(context.db, user.id, parsed.data.bookmarkId);
    } catch (error) {
      // Another user's id answers like an unknown one: 404, and nothing changes.
      if (!(error instanceof BookmarkNotFoundError)) throw error;
      return data<FormResult>({ ok: false, message: DELETE_FAILED }, { status: 404 });
    }
    return data<FormResult>({ ok: true, message: AccountMessages.bookmarkDeleted });
  }

  return data<FormResult>(
    {
      ok: false,
      message: "The intent must be save or delete.",
      errors: { intent: ["The intent must be save or delete."] },
    },
    { status: 422 },
  );
}

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

export default function MyBookmarks({ loaderData }: Route.ComponentProps) {
  const { bookmarks, count } = loaderData;
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
      {bookmarks.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Stack align="center" gap="xs" ta="center">
            <ThemeIcon size={44} radius="xl" variant="light" color="gray" aria-hidden>
              <IconBookmarkOff size={24} />
            </ThemeIcon>
            <Text>
              No bookmarks yet. Use the Bookmark button on a question-and-answer page to keep it here.
            </Text>
            <Anchor component={Link} to="/all-category">
              Browse the categories
            </Anchor>
          </Stack>
        </Paper>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {bookmarks.map((bookmark) => (
            <BookmarkRow key={bookmark.id} bookmark={bookmark} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function BookmarkRow({
  bookmark,
}: {
  bookmark: { id: number; bookmarkName: string; slug: string; createdAt: string };
}) {
  const fetcher = useFetcher();
  // A deleted row leaves the list when the loader revalidates; only a failure needs words.
  useFetcherResult(fetcher, (answer) => {
    if (!readFormResult(answer)?.ok) toastError(DELETE_FAILED);
  });
  const deleting = fetcher.state !== "idle";
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
            Saved {dateFormat.format(new Date(bookmark.createdAt))}
          </Text>
        </div>
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="bookmarkId" value={bookmark.id} />
          <Tooltip label="Delete bookmark">
            <ActionIcon
              type="submit"
              color="red"
              variant="subtle"
              size="lg"
              loading={deleting}
              aria-label={`Delete bookmark ${bookmark.bookmarkName}`}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </fetcher.Form>
      </Group>
    </Paper>
  );
}
