import "@mantine/core/styles/Grid.css";
import { Box, Container, Grid, Stack, Text, Title } from "@mantine/core";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { CategoryBrowser } from "~/features/all-category/category-browser";
import { CategoryFilter, EbookLinks } from "~/features/all-category/category-sidebar";
import { pageMeta } from "~/seo";
import { listChildCategories } from "@server/services/catalog/list-child-categories";
import { listMainCategories } from "@server/services/catalog/list-main-categories";
import { publicFileUrl } from "@server/services/catalog/public-file-url";
import { getPageSeo } from "@server/services/seo/seo-pages";
import { listGuides } from "@server/services/store/list-guides";
import type { Route } from "./+types/all-category";

/** How many e-books the sidebar links to by name; "All eBooks" leads to the rest. */
const SIDEBAR_EBOOKS = 5;
/** A search longer than any category name cannot match; it is cut rather than refused. */
const MAX_QUERY = 100;

export async function loader({ url, context }: Route.LoaderArgs) {
  const { db, config } = context;
  const params = url.searchParams;
  const categorySlug = params.get("category") || null;
  const query = (params.get("q") ?? "").slice(0, MAX_QUERY);
  const [seo, mains, children, ebooks] = await Promise.all([
    getPageSeo(db, "index"),
    listMainCategories(db),
    // All of them, one query: the filter below and the "All categories" view share it.
    listChildCategories(db),
    listGuides(db, { kind: "ebook", limit: SIDEBAR_EBOOKS }),
  ]);
  // An unknown or hidden category in an old link shows everything rather than an empty page.
  const active = mains.find((main) => main.slug === categorySlug) ?? null;
  const items = active ? children.filter((child) => child.parentId === active.id) : children;
  return {
    categories: mains.map((main) => ({
      id: main.id,
      name: main.name,
      slug: main.slug,
      count: main.childCount,
    })),
    total: mains.reduce((sum, main) => sum + main.childCount, 0),
    active: active && { name: active.name, slug: active.slug },
    items: items.map((child) => ({
      id: child.id,
      name: child.name,
      slug: child.slug,
      icon: publicFileUrl(config.publicUrl, child.thumbnail),
      parentName: child.parentName,
    })),
    query,
    ebooks: ebooks.map((ebook) => ({ id: ebook.id, title: ebook.title, slug: ebook.slug })),
    meta: pageMeta({
      title: seo.title,
      description: seo.description,
      keywords: seo.keywords,
      // Filtered views are the same page; each main category's own page is /category/{slug}.
      path: "/all-category",
      publicUrl: config.publicUrl,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/**
 * Typing in the search box puts ?q= into the URL, but the list is filtered in the browser:
 * reload the data only when the category filter changes (or after a form post).
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const sameList =
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.searchParams.get("category") === nextUrl.searchParams.get("category");
  if (sameList && (!formMethod || formMethod === "GET")) return false;
  return defaultShouldRevalidate;
}

export default function AllCategory({ loaderData }: Route.ComponentProps) {
  const { categories, total, active, items, query, ebooks } = loaderData;
  return (
    <Container size="lg" py="xl">
      <Stack gap={4} mb="xl">
        <Title order={1}>
          {active ? `${active.name} interview questions` : "All interview question categories"}
        </Title>
        <Text c="dimmed">
          Choose a topic to read its questions and answers, download them as a PDF or, where it has one, take
          its exam.
        </Text>
      </Stack>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Stack gap="lg">
            <CategoryFilter categories={categories} activeSlug={active?.slug ?? null} total={total} />
            <Box visibleFrom="md">
              <EbookLinks ebooks={ebooks} id="ebook-links-side" />
            </Box>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          {/* Keyed by the filter: another category starts with a fresh search box. */}
          <CategoryBrowser
            key={active?.slug ?? "all"}
            items={items}
            initialQuery={query}
            activeSlug={active?.slug ?? null}
            activeName={active?.name ?? null}
          />
          {/* On a phone the e-book links would push the grid far down: they follow it instead. */}
          <Box hiddenFrom="md" mt="xl">
            <EbookLinks ebooks={ebooks} id="ebook-links-below" />
          </Box>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
