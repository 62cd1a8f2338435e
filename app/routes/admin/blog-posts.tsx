import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Input.css";
// NativeSelect draws its chevron with a Combobox class.
import "@mantine/core/styles/Combobox.css";
import { Anchor, Badge, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { Form, Link } from "react-router";
import { ADMIN_SEARCH_MAX_LENGTH } from "@shared/admin/admin-messages";
import { BlogMessages } from "@shared/admin/blog-messages";
import {
  deleteBlogPost,
  listAdminBlogCategories,
  listAdminBlogPosts,
  setBlogPostVisibility,
} from "@server/services/blog/manage-blog";
import { RowList } from "~/components/lists/row-list";
import { LinkPagination } from "~/components/navigation/link-pagination";
import { readListFilterId, readListPage, readListQuery } from "~/components/navigation/list-location";
import { formatRecordDate } from "~/components/account/record-date";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { ContentRow } from "~/features/admin/content-row";
import { requireAdmin } from "./admin-session.server";
import { contentRowAction } from "./content-row-action.server";
import type { Route } from "./+types/blog-posts";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const search = readListQuery(url.searchParams.get("q"), ADMIN_SEARCH_MAX_LENGTH);
  const categories = (await listAdminBlogCategories(context.db)).map(({ category }) => ({
    id: category.id,
    name: category.categoryName,
  }));
  // Any other value is "every category", as an old or mistyped link lands on page 1.
  const chosen = readListFilterId(url.searchParams.get("category"));
  const categoryId = categories.some((category) => category.id === chosen) ? chosen : undefined;
  const found = await listAdminBlogPosts(context.db, {
    search,
    category_id: categoryId,
    page: readListPage(url.searchParams.get("page")),
  });
  const now = Date.now();
  return {
    search,
    categoryId,
    categories,
    page: found.page,
    lastPage: found.lastPage,
    total: found.total,
    posts: found.rows.map((post) => ({
      id: post.id,
      name: post.name,
      slug: post.slug,
      categoryName: post.categoryName,
      tags: post.tags,
      status: post.status,
      scheduled: post.publishedAt.getTime() > now,
      publishedAt: post.publishedAt.toISOString(),
      updatedAt: post.updatedAt.toISOString(),
    })),
  };
}

export const meta: Route.MetaFunction = () => privatePageMeta("Blog posts");

export function action({ request, context }: Route.ActionArgs) {
  return contentRowAction(request, context, {
    setVisibility: setBlogPostVisibility,
    remove: (db, actor, input) => deleteBlogPost(db, context, actor, input),
    messages: {
      hidden: BlogMessages.postHidden,
      shown: BlogMessages.postShown,
      deleted: BlogMessages.postDeleted,
    },
  });
}

/** /admin/blog: every post, hidden and scheduled ones too, newest first; searched and paged on the server. */
export default function BlogPosts({ loaderData }: Route.ComponentProps) {
  const { search, categoryId, categories, page, lastPage, total, posts } = loaderData;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Blog posts
        </Title>
        <Group gap="xs">
          <Button component={Link} to="/admin/blog/categories" variant="default">
            Categories
          </Button>
          <Button component={Link} to="/admin/blog/tags" variant="default">
            Tags
          </Button>
          <Button component={Link} to="/admin/blog/new" leftSection={<IconPlus size={18} aria-hidden />}>
            Add post
          </Button>
        </Group>
      </Group>
      <Form method="get" role="search">
        <Group gap="xs" align="flex-end" wrap="wrap">
          <NativeSelect
            key={`category-${categoryId ?? ""}`}
            name="category"
            label="Category"
            defaultValue={categoryId ? String(categoryId) : ""}
            data={[
              { value: "", label: "Every category" },
              ...categories.map((category) => ({ value: String(category.id), label: category.name })),
            ]}
            flex="1 1 12rem"
          />
          <TextInput
            key={`q-${search}`}
            name="q"
            label="Search titles"
            placeholder="Words of the title"
            defaultValue={search}
            maxLength={ADMIN_SEARCH_MAX_LENGTH}
            leftSection={<IconSearch size={16} aria-hidden />}
            flex="2 1 16rem"
          />
          <Button type="submit">Search</Button>
        </Group>
      </Form>
      <Text c="dimmed" size="sm">
        {total} {total === 1 ? "post" : "posts"}
      </Text>
      <RowList rows={posts} gap="sm" empty={<Text c="dimmed">No post matches.</Text>}>
        {(post) => (
          <ContentRow
            key={post.id}
            testId="blog-post-row"
            id={post.id}
            title={post.name}
            noun="post"
            href={`/admin/blog/${post.id}`}
            updatedAt={post.updatedAt}
            status={post.status}
            badges={
              post.scheduled && (
                <Badge color="blue" variant="light" style={{ flexShrink: 0 }}>
                  Scheduled
                </Badge>
              )
            }
          >
            {formatRecordDate(post.publishedAt)} · {post.categoryName ?? "No category"}
            {post.tags.length > 0 && ` · ${post.tags.join(", ")}`} ·{" "}
            <Anchor href={`/blog-details/${post.slug}`} size="sm">
              public page
            </Anchor>
          </ContentRow>
        )}
      </RowList>
      <LinkPagination
        page={page}
        lastPage={lastPage}
        query={search}
        filters={{ category: categoryId ? String(categoryId) : null }}
        label="Pages of posts"
      />
      <Anchor component={Link} to="/admin/audit-log?entity_type=blog_post" size="sm">
        Changes to blog posts in the audit log
      </Anchor>
    </Stack>
  );
}
