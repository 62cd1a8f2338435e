import { BlogListPage } from "~/features/blog/blog-list-page";
import { loadBlogList } from "./blog.server";
import type { Route } from "./+types/blog";

export function loader({ url, context }: Route.LoaderArgs) {
  return loadBlogList(context, "all", undefined, url);
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/** /blog: every post, 6 a page, newest first, with search (SPEC.md §2). */
export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <BlogListPage
      heading={loaderData.heading}
      intro="Résumés, interviews, visas, salaries and remote work: practical advice for IT jobs in the USA."
      posts={loaderData.posts}
      page={loaderData.page}
      lastPage={loaderData.lastPage}
      total={loaderData.total}
      query={loaderData.query}
      sidebar={loaderData.sidebar}
    />
  );
}
