import { Anchor, Stack, Title } from "@mantine/core";
import { Link } from "react-router";
import { CategoryMessages } from "@shared/admin/content-messages";
import { saveCategorySchema } from "@shared/admin/content-schemas";
import {
  getAdminCategory,
  listMainCategories,
  saveCategory,
} from "@server/services/catalog/manage-categories";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { CategoryForm } from "~/features/admin/category-form";
import { formFailure } from "~/forms/form-action.server";
import { adminSaveAction } from "./admin-save-action.server";
import { editedRowIdOf, requireAdmin } from "./admin-session.server";
import type { Route } from "./+types/category-edit";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const id = editedRowIdOf(params, CategoryMessages.notFound);
  try {
    const [category, mains] = await Promise.all([
      id === undefined ? undefined : getAdminCategory(context.db, id),
      listMainCategories(context.db),
    ]);
    return {
      parents: mains.filter((main) => main.id !== id),
      category: category && {
        id: category.id,
        name: category.name,
        slug: category.slug,
        parentId: category.parentId,
        sortOrder: category.sortOrder,
        status: category.status,
        metaTitle: category.metaTitle,
        metaDescription: category.metaDescription,
        updatedAt: category.updatedAt.toISOString(),
      },
    };
  } catch (error) {
    // A category deleted meanwhile: the 404 page.
    throw formFailure(error);
  }
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  privatePageMeta(loaded?.category ? `Edit ${loaded.category.name}` : "Add category");

/** Adds or saves the category of the address, then back to the list. */
export function action(args: Route.ActionArgs) {
  return adminSaveAction(args, {
    notFound: CategoryMessages.notFound,
    schema: saveCategorySchema,
    save: (input, { actor }) => saveCategory(args.context.db, actor, input),
    messages: CategoryMessages,
    backTo: "/admin/categories",
  });
}

export default function CategoryEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { category, parents } = loaderData;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/categories" size="sm">
        ← All categories
      </Anchor>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {category ? "Edit category" : "Add category"}
      </Title>
      {/* A new version after a save or a reload starts the form afresh. */}
      <CategoryForm
        key={category?.updatedAt ?? "new"}
        category={category}
        parents={parents}
        result={actionData}
      />
    </Stack>
  );
}
