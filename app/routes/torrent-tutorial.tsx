import { Container, Stack, Text, Title } from "@mantine/core";
import { SearchedList } from "~/components/navigation/searched-list";
import { TutorialGrid } from "~/features/tutorials/tutorial-grid";
import {
  TUTORIAL_PAGE_SIZE,
  TUTORIAL_PAGINATION_MAX_PAGES_WITHOUT_GAPS,
  TUTORIAL_SEARCH_MAX_LENGTH,
} from "@shared/tutorials/tutorial-messages";
import { getPageSeo } from "@server/services/seo/seo-pages";
import { listTutorials } from "@server/services/tutorials/list-tutorials";
import {
  listPageData,
  listPageMeta,
  listPageTitle,
  readListLocation,
  redirectPastLastPage,
} from "./paged-list.server";
import type { Route } from "./+types/torrent-tutorial";
import { BreadcrumbTrail } from "~/components/navigation/breadcrumb-trail";

const PATH = "/torrent-tutorial";
/** Mantine shows every page up to `siblings * 2 + 5` pages: 3 siblings give SPEC's 11. */
const SIBLINGS = (TUTORIAL_PAGINATION_MAX_PAGES_WITHOUT_GAPS - 5) / 2;

export async function loader({ url, context }: Route.LoaderArgs) {
  const location = readListLocation(url, TUTORIAL_SEARCH_MAX_LENGTH);
  const { page, query } = location;
  const [found, seo] = await Promise.all([
    listTutorials(context.db, { page, pageSize: TUTORIAL_PAGE_SIZE, searchQuery: query }),
    getPageSeo(context.db, "torrent"),
  ]);
  redirectPastLastPage(PATH, location, found.lastPage);
  return {
    ...listPageData(found, location),
    meta: listPageMeta(
      {
        title: listPageTitle(seo.title, `Search "${query}" in tutorials`, location),
        description: seo.description,
        keywords: seo.keywords,
        path: PATH,
        publicUrl: context.config.publicUrl,
      },
      location,
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/** /torrent-tutorial: the tutorials, 18 a page, with a title search (SPEC.md §2, §9). */
export default function TorrentTutorial({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  return (
    <Container size="lg" py="xl">
      <BreadcrumbTrail crumbs={[{ label: "Home", to: "/" }, { label: "Tutorials" }]} />
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>Tutorials</Title>
          <Text c="dimmed" maw={720}>
            Hands-on tutorials and practice files for IT interviews. Each one downloads as a .torrent that any
            BitTorrent client can fetch straight from this site.
          </Text>
        </Stack>
        <SearchedList
          list={loaderData}
          search={{
            label: "Search tutorials by title",
            placeholder: "e.g. SQL, Git, Python",
            maxLength: TUTORIAL_SEARCH_MAX_LENGTH,
          }}
          noun={{ one: "tutorial", many: "tutorials" }}
          empty={{
            list: "No tutorials have been published yet.",
            search: "No tutorials match your search. Try other words, or clear the search.",
          }}
          pagesLabel="Pages of tutorials"
          siblings={SIBLINGS}
          testId="tutorial"
          shown={items.length}
        >
          <TutorialGrid tutorials={items} />
        </SearchedList>
      </Stack>
    </Container>
  );
}
