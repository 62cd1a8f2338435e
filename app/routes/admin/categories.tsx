import { Anchor, Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { CATEGORY_SORT_LABELS, CATEGORY_SORTS, CategoryMessages } from "@shared/admin/content-messages";
import {
  deleteCategory,
  listAdminCategories,
  setCategoryVisibility,
} from "@server/services/catalog/manage-categories";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { AdminListPage } from "~/features/admin/admin-list-page";
import { ContentRow } from "~/features/admin/content-row";
import { PublicPageLink } from "~/features/admin/public-page-link";
import { adminListData, readAdminListParams } from "./admin-list.server";
import { requireAdmin } from "./admin-session.server";
import { contentRowAction } from "./content-row-action.server";
import type { Route } from "./+types/categories";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const params = readAdminListParams(url, CATEGORY_SORTS, "order");
  const found = await listAdminCategories(context.db, { ...params, parent_id: undefined });
  return adminListData(params, found, (category) => ({
    id: category.id,
    name: category.name,
    slug: category.slug,
    parentName: category.parentName,
    sortOrder: category.sortOrder,
    status: category.status,
    isPublic: category.isPublic,
    // A main category's page lists its topics; a child category's holds its questions.
    publicPath:
      category.parentId === null ? `/category/${category.slug}` : `/question-answer/${category.slug}`,
    questionCount: category.questionCount,
    keptBecause: category.keptBecause,
    updatedAt: category.updatedAt.toISOString(),
  }));
}

export const meta: Route.MetaFunction = () => privatePageMeta("Categories");

export function action({ request, context }: Route.ActionArgs) {
  return contentRowAction(request, context, {
    setVisibility: setCategoryVisibility,
    remove: deleteCategory,
    messages: CategoryMessages,
  });
}

// Its answer is a toast, shown before the list is read again.
export { toastRowAnswer as clientAction } from "~/features/admin/content-row-answer";

/** /admin/categories: main and child categories, searched, sorted and paged on the server. */
export default function Categories({ loaderData }: Route.ComponentProps) {
  const { search, sort, page, lastPage, total, rows } = loaderData;
  return (
    <AdminListPage
      title="Categories"
      actions={
        <Button component={Link} to="/admin/categories/new" leftSection={<IconPlus size={18} aria-hidden />}>
          Add category
        </Button>
      }
      search={{ query: search, label: "Search by name", placeholder: "Category name" }}
      total={total}
      nouns={["category", "categories"]}
      order={{ sort, sorts: CATEGORY_SORTS, labels: CATEGORY_SORT_LABELS, defaultSort: "order" }}
      rows={rows}
      empty="No category matches."
      pages={{ page, lastPage, label: "Pages of categories" }}
      auditLog={{ entityType: "category", label: "Changes to categories in the audit log" }}
    >
      {(category) => (
        <ContentRow
          key={category.id}
          testId="category-row"
          id={category.id}
          title={category.name}
          noun="category"
          href={`/admin/categories/${category.id}`}
          updatedAt={category.updatedAt}
          status={category.status}
          keptBecause={category.keptBecause}
        >
          {category.parentName ? `in ${category.parentName}` : "Main category"} · order {category.sortOrder} ·{" "}
          <Anchor component={Link} to={`/admin/questions?category=${category.id}`} size="sm">
            {category.questionCount} {category.questionCount === 1 ? "question" : "questions"}
          </Anchor>
          <PublicPageLink
            path={category.publicPath}
            isPublic={category.isPublic}
            status={category.status}
            hiddenWith={category.parentName ?? undefined}
          />
        </ContentRow>
      )}
    </AdminListPage>
  );
}
