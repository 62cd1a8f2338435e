import { renderRobotsTxt } from "@server/services/seo/robots";
import type { Route } from "./+types/robots[.]txt";

/** /robots.txt: keeps crawlers out of private pages and points them at the sitemap. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(renderRobotsTxt(context.config.publicUrl), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
