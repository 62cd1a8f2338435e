import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Breadcrumbs.css";
import {
  Anchor,
  Badge,
  Box,
  Breadcrumbs,
  Button,
  Container,
  Grid,
  Group,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { Link, useRouteLoaderData } from "react-router";
import { LinkPagination } from "~/components/navigation/link-pagination";
import { OtherCategories } from "~/features/qa/other-categories";
import { QaActions } from "~/features/qa/qa-actions";
import { QaList } from "~/features/qa/qa-list";
import { isBookmarked } from "@server/services/bookmarks/bookmarks";
import { currentSession } from "./auth/session-user.server";
import { loadQaPage } from "./question-answer.server";
import { QaSearchBox } from "~/features/qa/qa-search-box";
import { SubCategoryCards } from "~/features/qa/sub-category-cards";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/question-answer";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const [page, session] = await Promise.all([
    loadQaPage(context, params.slug, new URL(request.url)),
    currentSession(request, context),
  ]);
  // Whether the Bookmark button says "Bookmarked": only for the person signed in.
  const bookmarked = session ? await isBookmarked(context.db, session.user.id, params.slug) : false;
  return { ...page, bookmarked };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.meta ?? [{ title: "Page not found | W3Programmer" }, { name: "robots", content: "noindex" }];

/** /question-answer/{slug}: a child category's interview questions and answers (SPEC.md §2). */
export default function QuestionAnswer({ loaderData }: Route.ComponentProps) {
  const { slug, name, parent, items, page, lastPage, total, pageSize, query, tags } = loaderData;
  const user = useRouteLoaderData<typeof rootLoader>("root")?.user ?? null;
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);

  return (
    <Container size="lg" py="xl">
      <Breadcrumbs mb="md" separator="›">
        <Anchor component={Link} to="/" c="indigo.8">
          Home
        </Anchor>
        <Anchor component={Link} to={`/category/${parent.slug}`} c="indigo.8">
          {parent.name}
        </Anchor>
        <Text span c="dimmed">
          {name}
        </Text>
      </Breadcrumbs>

      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Title order={1} fz={{ base: 26, sm: 32, md: 38 }}>
            {name} Interview Questions and Answers
          </Title>
          <QaActions
            slug={slug}
            pageUrl={loaderData.pageUrl}
            signedIn={user !== null}
            bookmarked={loaderData.bookmarked}
          />
        </Group>

        {loaderData.postMessages && (
          <Box
            className="rich-text"
            maw={860}
            // Sanitised when stored and again when read: server/services/catalog/find-category.ts.
            dangerouslySetInnerHTML={{ __html: loaderData.postMessages }}
          />
        )}

        <section aria-labelledby="sub-categories-title">
          <Title order={2} size="h4" id="sub-categories-title" mb="sm">
            More {parent.name} question sets
          </Title>
          <SubCategoryCards cards={loaderData.subCategories} currentSlug={slug} />
        </section>

        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
            <Stack gap="md">
              <QaSearchBox key={query} slug={slug} query={query} />
              <Group justify="space-between" gap="xs">
                <Text c="dimmed" aria-live="polite" data-testid="qa-count">
                  {query
                    ? `${total} ${total === 1 ? "result" : "results"} for “${query}”`
                    : `${total} ${total === 1 ? "question" : "questions"}`}
                  {total > 0 && ` · showing ${first}–${last}`}
                </Text>
                {query && (
                  <Button component={Link} to="." variant="subtle" size="compact-sm">
                    Clear search
                  </Button>
                )}
              </Group>
              {items.length > 0 ? (
                <QaList
                  key={`${query}|${page}|${loaderData.openSlug}`}
                  items={items}
                  firstNumber={first}
                  openSlug={loaderData.openSlug}
                />
              ) : (
                <Text py="xl" ta="center" data-testid="qa-empty">
                  {query
                    ? "No questions match your search. Try other words, or clear the search."
                    : "No questions have been published in this category yet."}
                </Text>
              )}
              <Group justify="center">
                <LinkPagination page={page} lastPage={lastPage} query={query} label="Pages of questions" />
              </Group>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
            <Stack gap="md">
              <OtherCategories categories={loaderData.otherCategories} />
              {tags.length > 0 && (
                <Box component="section" aria-labelledby="qa-tags-title">
                  <Title order={2} size="h4" id="qa-tags-title" mb="xs">
                    Topics
                  </Title>
                  <Group gap={6}>
                    {/* The category's keywords: a summary of what the set covers, not search links
                        (a keyword such as "javascript interview questions" matches no answer text). */}
                    {tags.map((tag) => (
                      <Badge key={tag} variant="light" c="indigo.9" tt="none">
                        {tag}
                      </Badge>
                    ))}
                  </Group>
                </Box>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
