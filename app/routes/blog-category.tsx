import { BlogListPage } from "~/features/blog/blog-list-page";
import { loadBlogList } from "./blog.server";
import type { Route } from "./+types/blog-category";

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadBlogList(context, "category", params.slug, new URL(request.url));
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.meta ?? [{ title: "Page not found | W3Programmer" }, { name: "robots", content: "noindex" }];

/** /blog-categorys/{slug}: one category's posts, 6 a page (SPEC.md §2, its spelling kept). */
export default function BlogCategory({ loaderData, params }: Route.ComponentProps) {
  return (
    <BlogListPage
      heading={loaderData.heading}
      posts={loaderData.posts}
      page={loaderData.page}
      lastPage={loaderData.lastPage}
      total={loaderData.total}
      query=""
      sidebar={loaderData.sidebar}
      currentCategory={params.slug}
    />
  );
}
