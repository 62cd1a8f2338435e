import { BlogListPage } from "~/features/blog/blog-list-page";
import { loadBlogList } from "./blog.server";
import type { Route } from "./+types/blog-topic";
import { NOT_FOUND_META } from "~/seo";

/** The list the address names: `:category` on /blog-categorys, `:tag` on /latest-tags (app/routes.ts). */
function topicOf(params: Route.LoaderArgs["params"]) {
  return "tag" in params
    ? { kind: "tag" as const, slug: params.tag }
    : { kind: "category" as const, slug: params.category };
}

export function loader({ params, url, context }: Route.LoaderArgs) {
  const { kind, slug } = topicOf(params);
  return loadBlogList(context, kind, slug, url);
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? NOT_FOUND_META;

/**
 * /blog-categorys/{slug} (SPEC.md §2, its spelling kept) and /latest-tags/{slug}: the posts of one
 * category or with one tag, 6 a page.
 */
export default function BlogTopic({ loaderData, params }: Route.ComponentProps) {
  const { kind, slug } = topicOf(params);
  return (
    <BlogListPage
      heading={loaderData.heading}
      posts={loaderData.posts}
      page={loaderData.page}
      lastPage={loaderData.lastPage}
      total={loaderData.total}
      query=""
      sidebar={loaderData.sidebar}
      currentCategory={kind === "category" ? slug : undefined}
      currentTag={kind === "tag" ? slug : undefined}
    />
  );
}
