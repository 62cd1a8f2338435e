import { BlogListPage } from "~/features/blog/blog-list-page";
import { loadBlogList } from "./blog.server";
import type { Route } from "./+types/blog-tag";

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadBlogList(context, "tag", params.slug, new URL(request.url));
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.meta ?? [{ title: "Page not found | W3Programmer" }, { name: "robots", content: "noindex" }];

/** /latest-tags/{slug}: the posts with one tag, 6 a page (SPEC.md §2). */
export default function BlogTag({ loaderData, params }: Route.ComponentProps) {
  return (
    <BlogListPage
      heading={loaderData.heading}
      posts={loaderData.posts}
      page={loaderData.page}
      lastPage={loaderData.lastPage}
      total={loaderData.total}
      query=""
      sidebar={loaderData.sidebar}
      currentTag={params.slug}
    />
  );
}
