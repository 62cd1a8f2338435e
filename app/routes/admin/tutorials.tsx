import "@mantine/core/styles/Badge.css";
import { Anchor, Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconFiles, IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { ADMIN_SEARCH_MAX_LENGTH } from "@shared/admin/admin-messages";
import { formatFileSize } from "@shared/text/file-size";
import {
  TUTORIAL_SORT_LABELS,
  TUTORIAL_SORTS,
  TutorialAdminMessages,
} from "@shared/tutorials/tutorial-admin-messages";
import {
  deleteTutorial,
  listAdminTutorials,
  setTutorialVisibility,
} from "@server/services/tutorials/manage-tutorials";
import { RowList } from "~/components/lists/row-list";
import { LinkPagination } from "~/components/navigation/link-pagination";
import { ListSearchForm } from "~/components/navigation/list-search-form";
import { ListSortForm } from "~/components/navigation/list-sort-form";
import { readListChoice, readListPage, readListQuery } from "~/components/navigation/list-location";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { ContentRow } from "~/features/admin/content-row";
import { requireAdmin } from "./admin-session.server";
import { contentRowAction } from "./content-row-action.server";
import type { Route } from "./+types/tutorials";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const search = readListQuery(url.searchParams.get("q"), ADMIN_SEARCH_MAX_LENGTH);
  const sort = readListChoice(url.searchParams.get("sort"), TUTORIAL_SORTS, "newest");
  const found = await listAdminTutorials(context.db, {
    search,
    sort,
    page: readListPage(url.searchParams.get("page")),
  });
  return {
    search,
    sort,
    page: found.page,
    lastPage: found.lastPage,
    total: found.total,
    tutorials: found.rows.map((tutorial) => ({
      id: tutorial.id,
      name: tutorial.name,
      slug: tutorial.slug,
      siteName: tutorial.siteName,
      status: tutorial.status,
      fileCount: tutorial.fileCount,
      totalBytes: tutorial.totalBytes,
      updatedAt: tutorial.updatedAt.toISOString(),
    })),
  };
}

export const meta: Route.MetaFunction = () => privatePageMeta("Tutorials");

export function action({ request, context }: Route.ActionArgs) {
  return contentRowAction(request, context, {
    setVisibility: setTutorialVisibility,
    remove: (db, actor, input) => deleteTutorial(db, context, actor, input),
    messages: TutorialAdminMessages,
  });
}

/** /admin/tutorials: the torrent-style tutorials, searched by name, sorted and paged on the server. */
export default function Tutorials({ loaderData }: Route.ComponentProps) {
  const { search, sort, page, lastPage, total, tutorials } = loaderData;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Tutorials
        </Title>
        <Button component={Link} to="/admin/tutorials/new" leftSection={<IconPlus size={18} aria-hidden />}>
          Add
        </Button>
      </Group>
      <ListSearchForm
        query={search}
        label="Search by name"
        placeholder="Name"
        maxLength={ADMIN_SEARCH_MAX_LENGTH}
      />
      <ListSortForm
        query={search}
        sort={sort}
        sorts={TUTORIAL_SORTS}
        labels={TUTORIAL_SORT_LABELS}
        total={total}
        nouns={["tutorial", "tutorials"]}
      />
      <RowList rows={tutorials} gap="sm" empty={<Text c="dimmed">Nothing matches.</Text>}>
        {(tutorial) => (
          <ContentRow
            key={tutorial.id}
            testId="tutorial-row"
            id={tutorial.id}
            title={tutorial.name}
            noun="tutorial"
            href={`/admin/tutorials/${tutorial.id}`}
            updatedAt={tutorial.updatedAt}
            status={tutorial.status}
            badges={
              tutorial.fileCount === 0 && (
                <Badge color="orange" variant="light" style={{ flexShrink: 0 }}>
                  No files
                </Badge>
              )
            }
          >
            {tutorial.siteName && <>{tutorial.siteName} · </>}/torrent-course/{tutorial.slug} ·{" "}
            <Anchor
              component={Link}
              to={`/admin/tutorials/${tutorial.id}/files`}
              inherit
              style={{ whiteSpace: "nowrap" }}
            >
              <IconFiles size={14} aria-hidden style={{ verticalAlign: "-2px" }} /> {tutorial.fileCount}{" "}
              {tutorial.fileCount === 1 ? "file" : "files"}
              {tutorial.fileCount > 0 && `, ${formatFileSize(tutorial.totalBytes)}`}
            </Anchor>
          </ContentRow>
        )}
      </RowList>
      <LinkPagination
        page={page}
        lastPage={lastPage}
        query={search}
        filters={{ sort: sort === "newest" ? null : sort }}
        label="Pages of tutorials"
      />
      <Anchor component={Link} to="/admin/audit-log?entity_type=tutorial" size="sm">
        Changes to tutorials in the audit log
      </Anchor>
    </Stack>
  );
}
