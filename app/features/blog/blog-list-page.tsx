import "@mantine/core/styles/Grid.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Button, Container, Grid, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { LinkPagination } from "~/components/navigation/link-pagination";
import { SuggestionSearchBox, suggestionsFrom } from "~/components/navigation/suggestion-search-box";
import {
  BLOG_SEARCH_DELAY_MS,
  BLOG_SEARCH_MAX_LENGTH,
  BLOG_SEARCH_MIN_LENGTH,
  BLOG_TITLE_LENGTH,
  BlogMessages,
} from "@shared/blog/blog-messages";
import { BlogCard } from "./blog-card";
import { BlogSidebar } from "./blog-sidebar";
import type { BlogCardData, BlogSidebarData } from "./blog-types";
import { BreadcrumbTrail } from "~/components/navigation/breadcrumb-trail";

type BlogListPageProps = {
  heading: string;
  intro?: string;
  posts: BlogCardData[];
  page: number;
  lastPage: number;
  total: number;
  query: string;
  sidebar: BlogSidebarData;
  currentCategory?: string;
  currentTag?: string;
};

/** Post titles for the search box (SPEC.md §5). */
const blogSuggestions = suggestionsFrom(
  (title) => `/api/public/blogSearch?title=${encodeURIComponent(title)}`,
  "result",
);

/** /blog, a category's and a tag's page: 6 cards a page, numbered pages, the sidebar. */
export function BlogListPage(props: BlogListPageProps) {
  const { heading, intro, posts, page, lastPage, total, query, sidebar } = props;
  const isBlogHome = !props.currentCategory && !props.currentTag;
  return (
    <Container size="lg" py="xl">
      <BreadcrumbTrail
        crumbs={
          isBlogHome
            ? [{ label: "Home", to: "/" }, { label: "Blog" }]
            : [{ label: "Home", to: "/" }, { label: "Blog", to: "/blog" }, { label: heading }]
        }
      />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <div>
              <Title order={1} fz={{ base: 28, sm: 34 }}>
                {heading}
              </Title>
              {intro && (
                <Text c="dimmed" mt={4}>
                  {intro}
                </Text>
              )}
            </div>
            {/* Choosing a suggestion opens the post; searching the blog is /blog?q=, a URL the server renders. */}
            <SuggestionSearchBox
              key={query}
              query={query}
              action="/blog"
              searchLabel="Search the blog"
              label="Search the blog"
              placeholder="e.g. H-1B, résumé"
              maxLength={BLOG_SEARCH_MAX_LENGTH}
              fetchSuggestions={blogSuggestions}
              suggestionHref={(slug) => `/blog-details/${slug}`}
              nameLength={BLOG_TITLE_LENGTH}
              minLength={BLOG_SEARCH_MIN_LENGTH}
              delayMs={BLOG_SEARCH_DELAY_MS}
              data-testid="blog-search"
            />
            <Group justify="space-between" gap="xs">
              <Text c="dimmed" aria-live="polite" data-testid="blog-count">
                {query
                  ? `${total} ${total === 1 ? "post" : "posts"} for “${query}”`
                  : `${total} ${total === 1 ? "post" : "posts"}`}
                {lastPage > 1 && ` · page ${page} of ${lastPage}`}
              </Text>
              {query && (
                <Button component={Link} to="/blog" variant="subtle" size="compact-sm">
                  Clear search
                </Button>
              )}
            </Group>
            {posts.length > 0 ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" data-testid="blog-list">
                {posts.map((post) => (
                  <BlogCard key={post.id} post={post} />
                ))}
              </SimpleGrid>
            ) : (
              <Text py="xl" ta="center" data-testid="blog-empty">
                {query ? BlogMessages.noSearchResults : BlogMessages.noPosts}
              </Text>
            )}
            <Group justify="center">
              <LinkPagination page={page} lastPage={lastPage} query={query} label="Pages of posts" />
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <BlogSidebar {...sidebar} currentCategory={props.currentCategory} currentTag={props.currentTag} />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
