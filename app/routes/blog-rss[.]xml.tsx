import { listFeedPosts, renderBlogRss } from "@server/services/blog/blog-feed";
import type { Route } from "./+types/blog-rss[.]xml";

/** /blog/rss.xml: the blog's newest posts as an RSS 2.0 feed. */
export async function loader({ context }: Route.LoaderArgs) {
  const posts = await listFeedPosts(context.db);
  return new Response(renderBlogRss(context.config.publicUrl, posts), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=900",
    },
  });
}
