import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/List.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/ThemeIcon.css";
import {
  Box,
  Button,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconCheck, IconWorld } from "@tabler/icons-react";
import { Link } from "react-router";
import "~/features/home/category-carousel-styles";
import "~/features/home/category-tabs-styles";
import "~/features/home/featured-guides-styles";
import { hydrateWhenVisible } from "~/components/hydrate-when-visible";
import { StatsTiles } from "~/features/home/stats-tiles";
import { pageMeta } from "~/seo";
import { homeDefaultCategory } from "@server/services/catalog/home-default-category";
import { listCategoryTree } from "@server/services/catalog/list-category-tree";
import { publicFileUrl } from "@server/services/catalog/public-file-url";
import { getPageSeo } from "@server/services/seo/seo-pages";
import { listGuides } from "@server/services/store/list-guides";
import { toGuideCards } from "./store/store-cards.server";
import type { Route } from "./+types/home";

/** The home page shows the first guides of the shop; /complete-guide has them all. */
const FEATURED_GUIDES = 8;
/**
 * A large catalogue has thousands of topics: each tab shows a category's first ones (its
 * "All … topics" link has the rest) and the carousel a few of each category.
 */
const TOPICS_PER_TAB = 12;
const CAROUSEL_TOPICS_PER_CATEGORY = 3;
const CAROUSEL_TOPICS = 24;

/*
 * Below the fold of a phone, the carousel (Mantine's, with embla and its autoplay), the category
 * tabs and the guides' cards (with the cart) are on the page from the start, but their code loads,
 * and they hydrate, when they scroll into view: a first visit downloads and runs 30 kB (gzip) less
 * script before the page is interactive (docs/performance.md).
 */
const CategoryCarousel = hydrateWhenVisible(() =>
  import("~/features/home/category-carousel").then((module) => module.CategoryCarousel),
);
const CategoryTabs = hydrateWhenVisible(() =>
  import("~/features/home/category-tabs").then((module) => module.CategoryTabs),
);
const FeaturedGuides = hydrateWhenVisible(() =>
  import("~/features/home/featured-guides").then((module) => module.FeaturedGuides),
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context;
  const [seo, tree, guides] = await Promise.all([
    getPageSeo(db, "home"),
    listCategoryTree(db),
    listGuides(db, { kind: "guide", limit: FEATURED_GUIDES }).then((rows) =>
      toGuideCards(request, context, rows),
    ),
  ]);
  const icon = (stored: string | null) => publicFileUrl(config.publicUrl, stored);
  const categories = tree.map((main) => ({
    id: main.id,
    name: main.name,
    slug: main.slug,
    children: main.children.slice(0, TOPICS_PER_TAB).map((child) => ({
      id: child.id,
      name: child.name,
      slug: child.slug,
      icon: icon(child.thumbnail),
    })),
  }));
  return {
    categories,
    defaultCategoryId: homeDefaultCategory(categories)?.id,
    topics: tree
      .flatMap((main) =>
        main.children.slice(0, CAROUSEL_TOPICS_PER_CATEGORY).map((child) => ({
          id: child.id,
          name: child.name,
          slug: child.slug,
          icon: icon(child.thumbnail),
          parentName: main.name,
        })),
      )
      .slice(0, CAROUSEL_TOPICS),
    guides,
    meta: pageMeta({
      title: seo.title,
      description: seo.description,
      keywords: seo.keywords,
      path: "/",
      publicUrl: config.publicUrl,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

const WHY_JOIN = [
  "Real interview questions asked by US employers, with clear, reviewed answers",
  "Questions grouped by technology and role, from Java and Python to DevOps and QA",
  "Timed exams that award certificates anyone can verify online",
  "Interview guides and e-books you can read in the browser the moment you buy them",
  "A PDF library, tutorials and a blog written for people moving into IT",
  "Remote-job listings and guidance on US work visas in one place",
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { categories, defaultCategoryId, topics, guides } = loaderData;
  return (
    <>
      <Box component="section" bg="indigo.0" py={{ base: 40, md: 72 }}>
        <Container size="lg">
          <Stack gap="md" maw={720}>
            <Title order={1} fz={{ base: 30, md: 46 }} lh={1.15}>
              Prepare for your IT job in the USA
            </Title>
            <Text size="lg" c="gray.7">
              Interview questions with answers, interview guides, e-books and certified exams: everything you
              need to walk into a US technical interview ready.
            </Text>
            <Group>
              <Button component={Link} to="/all-category" size="md">
                Browse questions
              </Button>
              {/* Shade 8: the primary shade's text is 4.4:1 on the hero's indigo.0, short of AA. */}
              <Button component={Link} to="/complete-guide" size="md" variant="outline" color="indigo.8">
                Interview guides
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" py="xl">
        <StatsTiles />
      </Container>

      <Container size="lg" py="xl">
        <CategoryCarousel topics={topics} />
      </Container>

      <Container size="lg" py="xl">
        <CategoryTabs categories={categories} defaultId={defaultCategoryId} />
      </Container>

      <Container size="lg" py="xl">
        <FeaturedGuides guides={guides} />
      </Container>

      <Container size="lg" py="xl" component="section">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack>
            <Title order={2}>Why join W3Programmer</Title>
            <List
              spacing="sm"
              icon={
                <ThemeIcon size={22} radius="xl" color="teal" aria-hidden>
                  <IconCheck size={14} />
                </ThemeIcon>
              }
            >
              {WHY_JOIN.map((reason) => (
                <List.Item key={reason}>{reason}</List.Item>
              ))}
            </List>
          </Stack>
          <Paper
            component="section"
            radius="lg"
            p="xl"
            bg="indigo.7"
            c="white"
            aria-labelledby="immigration-banner"
          >
            <Stack>
              <ThemeIcon size={48} radius="xl" color="indigo" variant="white" aria-hidden>
                <IconWorld size={28} />
              </ThemeIcon>
              <Title order={2} id="immigration-banner" c="white">
                Work in the USA
              </Title>
              <Text>
                Practise with over 500,000 interview questions and answers, then let our immigration team
                guide you through the US work-visa programme.
              </Text>
              <Button component={Link} to="/immigration-support" variant="white" w="fit-content">
                Immigration support
              </Button>
            </Stack>
          </Paper>
        </SimpleGrid>
      </Container>
    </>
  );
}
