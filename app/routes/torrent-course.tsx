import "@mantine/core/styles/Badge.css";
import { Anchor, Badge, Box, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "react-router";
import { SuggestionSearchBox, suggestionsFrom } from "~/components/navigation/suggestion-search-box";
import { ShareUrl } from "~/features/tutorials/share-url";
import { TorrentDownloadButton } from "~/features/tutorials/torrent-download-button";
import { TutorialFiles } from "~/features/tutorials/tutorial-files";
import { NOT_FOUND_META, pageMeta } from "~/seo";
import {
  TUTORIAL_SEARCH_MAX_LENGTH,
  TUTORIAL_SUGGESTION_LIMIT,
  TUTORIAL_SUGGESTION_NAME_LENGTH,
  TutorialMessages,
} from "@shared/tutorials/tutorial-messages";
import { htmlToText } from "@server/services/content/sanitize-html";
import { getPageSeo } from "@server/services/seo/seo-pages";
import { getTutorial } from "@server/services/tutorials/get-tutorial";
import { orPageNotFound } from "./service-not-found.server";
import type { Route } from "./+types/torrent-course";
import { BreadcrumbTrail } from "~/components/navigation/breadcrumb-trail";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { publicUrl } = context.config;
  const [tutorial, seo] = await Promise.all([
    orPageNotFound(getTutorial(context.db, params.slug, publicUrl)),
    getPageSeo(context.db, "torrent"),
  ]);
  const path = `/torrent-course/${tutorial.slug}`;
  // Our own files download from whatever address the visitor used; the API answers absolute URLs.
  const local = (url: string) => (url.startsWith(`${publicUrl}/`) ? url.slice(publicUrl.length) : url);
  const summary = htmlToText(tutorial.description).slice(0, 160).trim();
  return {
    name: tutorial.name,
    siteName: tutorial.siteName,
    description: tutorial.description,
    downloadLink: local(tutorial.downloadLink),
    infoHash: tutorial.infoHash,
    files: tutorial.files.map((file) => ({ ...file, url: local(file.url) })),
    totalBytes: tutorial.totalBytes,
    pageUrl: `${publicUrl}${path}`,
    meta: pageMeta({
      title: tutorial.name,
      description: summary || seo.description,
      keywords: seo.keywords,
      path,
      publicUrl,
      type: "article",
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? NOT_FOUND_META;

/** Suggestions: the first page of the list's own title search (getTorrentTutorial), 10 names. */
const tutorialSuggestions = suggestionsFrom((text) => {
  const params = new URLSearchParams({ searchQuery: text, pageSize: String(TUTORIAL_SUGGESTION_LIMIT) });
  return `/api/public/getTorrentTutorial?${params}`;
}, "data");

/**
 * /torrent-course/{slug}: a tutorial with a title search, the way back to the list, its address
 * to share, its .torrent to download and its description (SPEC.md §2).
 */
export default function TorrentCourse({ loaderData }: Route.ComponentProps) {
  const { name, siteName, description, downloadLink, infoHash, files, totalBytes, pageUrl } = loaderData;
  return (
    <Container size="lg" py="xl">
      <BreadcrumbTrail
        crumbs={[
          { label: "Home", to: "/" },
          { label: "Tutorials", to: "/torrent-tutorial" },
        ]}
      />
      <Stack gap="lg" maw={900}>
        {/* SPEC.md §9: up to 10 suggestions, names over 60 characters cut; choosing one opens that
            tutorial, searching opens the list's results. */}
        <SuggestionSearchBox
          action="/torrent-tutorial"
          searchLabel="Search tutorials"
          label="Search tutorials by title"
          placeholder="e.g. SQL, Git, Python"
          maxLength={TUTORIAL_SEARCH_MAX_LENGTH}
          fetchSuggestions={tutorialSuggestions}
          suggestionHref={(slug) => `/torrent-course/${slug}`}
          nameLength={TUTORIAL_SUGGESTION_NAME_LENGTH}
        />
        <Anchor
          component={Link}
          to="/torrent-tutorial"
          c="indigo.8"
          w="fit-content"
          data-testid="tutorial-back"
        >
          <Group gap={6} wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            Back to all tutorials
          </Group>
        </Anchor>
        <Stack gap="xs">
          <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: "anywhere" }}>
            {name}
          </Title>
          {siteName && (
            <Badge variant="light" color="gray" c="gray.8" tt="none" w="fit-content">
              {siteName}
            </Badge>
          )}
        </Stack>
        <ShareUrl url={pageUrl} />
        <Group>
          <TorrentDownloadButton downloadLink={downloadLink} />
          {!downloadLink && (
            <Text c="dimmed" size="sm" data-testid="tutorial-no-files">
              {TutorialMessages.noFilesYet}
            </Text>
          )}
        </Group>
        {description ? (
          <Box
            className="rich-text"
            // Sanitised when stored and again when read: server/services/tutorials/get-tutorial.ts.
            dangerouslySetInnerHTML={{ __html: description }}
            data-testid="tutorial-description"
          />
        ) : (
          <Text data-testid="tutorial-description">{TutorialMessages.noDescription}</Text>
        )}
        {infoHash && files.length > 0 && (
          <TutorialFiles files={files} totalBytes={totalBytes} infoHash={infoHash} />
        )}
      </Stack>
    </Container>
  );
}
