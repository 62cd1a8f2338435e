import "@mantine/core/styles/Typography.css";
import { Container, Title, Typography } from "@mantine/core";
import { data } from "react-router";
import { pageMeta } from "~/seo";
import {
  GENERAL_PAGE_PATHS,
  getGeneralPost,
  type GeneralPagePath,
} from "@server/services/pages/general-posts";
import type { Route } from "./+types/general-page";

export async function loader({ url, context }: Route.LoaderArgs) {
  const path = url.pathname.replace(/\/+$/, "") as GeneralPagePath;
  const categoryId = GENERAL_PAGE_PATHS[path];
  const post = categoryId ? await getGeneralPost(context.db, categoryId) : undefined;
  if (!post) throw data(null, { status: 404 });
  return {
    post: { name: post.name, html: post.descriptionFull },
    meta: pageMeta({
      title: post.name,
      description: post.metaDescription ?? post.name,
      path,
      publicUrl: context.config.publicUrl,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function GeneralPage({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="lg">
        {post.name}
      </Title>
      <Typography>
        {/* Sanitised when it was stored: see server/services/pages. */}
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: post.html }} />
      </Typography>
    </Container>
  );
}
