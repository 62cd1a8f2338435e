import { IconCheck, IconWorld } from "@tabler/icons-react";
import "~/features/home/category-carousel-styles";
import "~/features/home/category-tabs-styles";
import "~/features/home/featured-guides-styles";
import { hydrateWhenVisible } from "~/components/hydrate-when-visible";
import container from "~/components/layout/container.module.css";
import { LightLinkButton } from "~/components/layout/light-button";
import classes from "~/features/home/home.module.css";
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

/*
 * What only shows (the hero, the statistics, "Why join" and the banner) is plain markup styled by
 * home.module.css, not Mantine's components: the same look, and far less for a phone to hydrate
 * (docs/performance.md, "What the browser runs").
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { categories, defaultCategoryId, topics, guides } = loaderData;
  return (
    <>
      <section className={classes.hero}>
        <div className={container.lg}>
          <div className={classes.heroInner}>
            <h1 className={classes.heroTitle}>Prepare for your IT job in the USA</h1>
            <p className={classes.heroText}>
              Interview questions with answers, interview guides, e-books and certified exams: everything you
              need to walk into a US technical interview ready.
            </p>
            <div className={classes.actions}>
              <LightLinkButton to="/all-category" size="md">
                Browse questions
              </LightLinkButton>
              {/* Shade 8: the primary shade's text is 4.4:1 on the hero's indigo.0, short of AA. */}
              <LightLinkButton to="/complete-guide" size="md" variant="outline" color="indigo.8">
                Interview guides
              </LightLinkButton>
            </div>
          </div>
        </div>
      </section>

      <div className={`${container.lg} ${classes.section}`}>
        <StatsTiles />
      </div>

      <div className={`${container.lg} ${classes.section}`}>
        <CategoryCarousel topics={topics} />
      </div>

      <div className={`${container.lg} ${classes.section}`}>
        <CategoryTabs categories={categories} defaultId={defaultCategoryId} />
      </div>

      <div className={`${container.lg} ${classes.section}`}>
        <FeaturedGuides guides={guides} />
      </div>

      <section className={`${container.lg} ${classes.section}`}>
        <div className={classes.columns}>
          <div className={classes.stack}>
            <h2 className={classes.heading}>Why join W3Programmer</h2>
            <ul className={classes.reasons}>
              {WHY_JOIN.map((reason) => (
                <li key={reason}>
                  <span className={classes.reason}>
                    <span className={classes.reasonIcon} aria-hidden>
                      <span className={classes.check}>
                        <IconCheck size={14} />
                      </span>
                    </span>
                    <span>{reason}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <section className={`${classes.banner} ${classes.stack}`} aria-labelledby="immigration-banner">
            <span className={classes.bannerIcon} aria-hidden>
              <IconWorld size={28} />
            </span>
            <h2 className={classes.heading} id="immigration-banner">
              Work in the USA
            </h2>
            <p className={classes.bannerText}>
              Practice with over 500,000 interview questions and answers, then let our immigration team guide
              you through the US work-visa program.
            </p>
            <LightLinkButton to="/immigration-support" variant="white" style={{ width: "fit-content" }}>
              Immigration support
            </LightLinkButton>
          </section>
        </div>
      </section>
    </>
  );
}
