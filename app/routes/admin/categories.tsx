import { Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { ADMIN_SEARCH_MAX_LENGTH } from "@shared/admin/admin-messages";
import { CATEGORY_SORT_LABELS, CATEGORY_SORTS, CategoryMessages } from "@shared/admin/content-messages";
import {
  deleteCategory,
  listAdminCategories,
  setCategoryVisibility,
} from "@server/services/catalog/manage-categories";
import { RowList } from "~/components/lists/row-list";
import { LinkPagination } from "~/components/navigation/link-pagination";
import { ListSearchForm } from "~/components/navigation/list-search-form";
import { ListSortForm } from "~/components/navigation/list-sort-form";
import { readListChoice, readListPage, readListQuery } from "~/components/navigation/list-location";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { ContentRow } from "~/features/admin/content-row";
import { requireAdmin } from "./admin-session.server";
import { contentRowAction } from "./content-row-action.server";
import type { Route } from "./+types/categories";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const search = readListQuery(url.searchParams.get("q"), ADMIN_SEARCH_MAX_LENGTH);
  const sort = readListChoice(url.searchParams.get("sort"), CATEGORY_SORTS, "order");
  const found = await listAdminCategories(context.db, {
    search,
    sort,
    parent_id: undefined,
    page: readListPage(url.searchParams.get("page")),
  });
  return {
    search,
    sort,
    page: found.page,
    lastPage: found.lastPage,
    total: found.total,
    categories: found.rows.map((category) => ({
      id: category.id,
      name: category.name,
      slug: category.slug,
      parentName: category.parentName,
      sortOrder: category.sortOrder,
      status: category.status,
      questionCount: category.questionCount,
      updatedAt: category.updatedAt.toISOString(),
    })),
  };
}

export const meta: Route.MetaFunction = () => privatePageMeta("Categories");

export function action({ request, context }: Route.ActionArgs) {
  return contentRowAction(request, context, {
    setVisibility: setCategoryVisibility,
    remove: deleteCategory,
    messages: CategoryMessages,
  });
}

/** /admin/categories: main and child categories, searched, sorted and paged on the server. */
export default function Categories({ loaderData }: Route.ComponentProps) {
  const { search, sort, page, lastPage, total, categories } = loaderData;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Categories
        </Title>
        <Button component={Link} to="/admin/categories/new" leftSection={<IconPlus size={18} aria-hidden />}>
          Add category
        </Button>
      </Group>
      <ListSearchForm
        query={search}
        label="Search by name"
        placeholder="Category name"
        maxLength={ADMIN_SEARCH_MAX_LENGTH}
      />
      <ListSortForm
        query={search}
        sort={sort}
        sorts={CATEGORY_SORTS}
        labels={CATEGORY_SORT_LABELS}
        total={total}
        nouns={["category", "categories"]}
      />
      <RowList rows={categories} gap="sm" empty={<Text c="dimmed">No category matches.</Text>}>
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
          >
            {category.parentName ? `in ${category.parentName}` : "Main category"} · /{category.slug} · order{" "}
            {category.sortOrder} ·{" "}
            <Anchor component={Link} to={`/admin/questions?category=${category.id}`} size="sm">
              {category.questionCount} {category.questionCount === 1 ? "question" : "questions"}
            </Anchor>
          </ContentRow>
        )}
      </RowList>
      <LinkPagination
        page={page}
        lastPage={lastPage}
        query={search}
        filters={{ sort: sort === "order" ? null : sort }}
        label="Pages of categories"
      />
      <Anchor component={Link} to="/admin/audit-log?entity_type=category" size="sm">
        Changes to categories in the audit log
      </Anchor>
    </Stack>
  );
}
