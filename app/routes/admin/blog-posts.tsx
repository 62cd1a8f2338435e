import "@mantine/core/styles/Badge.css";
import { Badge, Button, Group } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { BlogMessages } from "@shared/admin/blog-messages";
import {
  deleteBlogPost,
  listAdminBlogCategories,
  listAdminBlogPosts,
  setBlogPostVisibility,
} from "@server/services/blog/manage-blog";
import { formatRecordDate } from "~/components/account/record-date";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { AdminListPage } from "~/features/admin/admin-list-page";
import { ContentRow } from "~/features/admin/content-row";
import { FilteredSearchForm } from "~/features/admin/filtered-search-form";
import { PublicPageLink } from "~/features/admin/public-page-link";
import { adminListData, readAdminListFilter, readAdminListParams } from "./admin-list.server";
import { requireAdmin } from "./admin-session.server";
import { contentRowAction } from "./content-row-action.server";
import type { Route } from "./+types/blog-posts";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const params = readAdminListParams(url);
  const categories = (await listAdminBlogCategories(context.db)).map(({ category }) => ({
    id: category.id,
    name: category.categoryName,
  }));
  const categoryId = readAdminListFilter(url, "category", categories);
  const found = await listAdminBlogPosts(context.db, { ...params, category_id: categoryId });
  const now = Date.now();
  return {
    categoryId,
    categories,
    ...adminListData(params, found, (post) => ({
      id: post.id,
      name: post.name,
      slug: post.slug,
      categoryName: post.categoryName,
      tags: post.tags,
      status: post.status,
      isPublic: post.isPublic,
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

// Its answer is a toast, shown before the list is read again.
export { toastRowAnswer as clientAction } from "~/features/admin/content-row-answer";

/** /admin/blog: every post, hidden and scheduled ones too, newest first; searched and paged on the server. */
export default function BlogPosts({ loaderData }: Route.ComponentProps) {
  const { search, categoryId, categories, page, lastPage, total, rows } = loaderData;
  return (
    <AdminListPage
      title="Blog posts"
      actions={
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
      }
      search={{
        query: search,
        form: (
          <FilteredSearchForm
            filter={{
              name: "category",
              label: "Category",
              value: categoryId,
              every: "Every category",
              options: categories.map((category) => ({ value: String(category.id), label: category.name })),
              flex: "1 1 12rem",
            }}
            search={{
              query: search,
              label: "Search titles",
              placeholder: "Words of the title",
              flex: "2 1 16rem",
            }}
          />
        ),
      }}
      total={total}
      nouns={["post", "posts"]}
      rows={rows}
      empty="No post matches."
      pages={{
        page,
        lastPage,
        label: "Pages of posts",
        filters: { category: categoryId ? String(categoryId) : null },
      }}
      auditLog={{ entityType: "blog_post", label: "Changes to blog posts in the audit log" }}
    >
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
          {post.scheduled
            ? `Scheduled for ${formatRecordDate(post.publishedAt)}`
            : formatRecordDate(post.publishedAt)}{" "}
          · {post.categoryName ?? "No category"}
          {post.tags.length > 0 && ` · ${post.tags.join(", ")}`}
          <PublicPageLink path={`/blog-details/${post.slug}`} isPublic={post.isPublic}>
            public page
          </PublicPageLink>
        </ContentRow>
      )}
    </AdminListPage>
  );
}
