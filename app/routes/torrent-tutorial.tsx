import "@mantine/core/styles/Breadcrumbs.css";
import { Anchor, Breadcrumbs, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { Link, redirect } from "react-router";
import { LinkPagination } from "~/components/navigation/link-pagination";
import { listHref, readListPage, readListQuery } from "~/components/navigation/list-location";
import { ListSearchForm } from "~/components/navigation/list-search-form";
import { TutorialGrid } from "~/features/tutorials/tutorial-grid";
import { pageMeta } from "~/seo";
import {
  TUTORIAL_PAGE_SIZE,
  TUTORIAL_PAGINATION_MAX_PAGES_WITHOUT_GAPS,
  TUTORIAL_SEARCH_MAX_LENGTH,
} from "@shared/tutorials/tutorial-messages";
import { getPageSeo } from "@server/services/seo/seo-pages";
import { listTutorials } from "@server/services/tutorials/list-tutorials";
import type { Route } from "./+types/torrent-tutorial";

const PATH = "/torrent-tutorial";
/** Mantine shows every page up to `siblings * 2 + 5` pages: 3 siblings give SPEC's 11. */
const SIBLINGS = (TUTORIAL_PAGINATION_MAX_PAGES_WITHOUT_GAPS - 5) / 2;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = readListPage(url.searchParams.get("page"));
  const query = readListQuery(url.searchParams.get("q"), TUTORIAL_SEARCH_MAX_LENGTH);
  const [found, seo] = await Promise.all([
    listTutorials(context.db, { page, pageSize: TUTORIAL_PAGE_SIZE, searchQuery: query }),
    getPageSeo(context.db, "torrent"),
  ]);
  if (found.total > 0 && page > found.lastPage) throw redirect(listHref(PATH, query, found.lastPage));
  const title = query
    ? `Search "${query}" in tutorials`
    : page > 1
      ? `${seo.title} (page ${page})`
      : seo.title;
  return {
    items: found.items,
    page,
    lastPage: found.lastPage,
    total: found.total,
    query,
    meta: [
      ...pageMeta({
        title,
        description: seo.description,
        keywords: seo.keywords,
        path: listHref(PATH, "", query ? 1 : page),
        publicUrl: context.config.publicUrl,
      }),
      ...(query ? [{ name: "robots", content: "noindex, follow" }] : []),
    ],
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/** /torrent-tutorial: the tutorials, 18 a page, with a title search (SPEC.md §2, §9). */
export default function TorrentTutorial({ loaderData }: Route.ComponentProps) {
  const { items, page, lastPage, total, query } = loaderData;
  const first = total === 0 ? 0 : (page - 1) * TUTORIAL_PAGE_SIZE + 1;
  const last = Math.min(total, page * TUTORIAL_PAGE_SIZE);
  return (
    <Container size="lg" py="xl">
      <Breadcrumbs mb="md" separator="›">
        <Anchor component={Link} to="/" c="indigo.8">
          Home
        </Anchor>
        <Text span c="dimmed">
          Tutorials
        </Text>
      </Breadcrumbs>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>Tutorials</Title>
          <Text c="dimmed" maw={720}>
            Hands-on tutorials and practice files for IT interviews. Each one downloads as a .torrent that any
            BitTorrent client can fetch straight from this site.
          </Text>
        </Stack>
        <ListSearchForm
          query={query}
          label="Search tutorials by title"
          placeholder="e.g. SQL, Git, Python"
          maxLength={TUTORIAL_SEARCH_MAX_LENGTH}
        />
        <Group justify="space-between" gap="xs">
          <Text c="dimmed" aria-live="polite" data-testid="tutorial-count">
            {query
              ? `${total} ${total === 1 ? "result" : "results"} for “${query}”`
              : `${total} ${total === 1 ? "tutorial" : "tutorials"}`}
            {total > 0 && ` · showing ${first}–${last}`}
          </Text>
          {query && (
            <Button component={Link} to="." variant="subtle" size="compact-sm">
              Clear search
            </Button>
          )}
        </Group>
        {items.length > 0 ? (
          <TutorialGrid tutorials={items} />
        ) : (
          <Text py="xl" ta="center" data-testid="tutorial-empty">
            {query
              ? "No tutorials match your search. Try other words, or clear the search."
              : "No tutorials have been published yet."}
          </Text>
        )}
        <Group justify="center">
          <LinkPagination
            page={page}
            lastPage={lastPage}
            query={query}
            label="Pages of tutorials"
            siblings={SIBLINGS}
          />
        </Group>
      </Stack>
    </Container>
  );
}
