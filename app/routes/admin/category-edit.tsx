import { Anchor, Stack, Title } from "@mantine/core";
import { Link, redirect } from "react-router";
import { CategoryMessages } from "@shared/admin/content-messages";
import { saveCategorySchema } from "@shared/admin/content-schemas";
import {
  getAdminCategory,
  listMainCategories,
  saveCategory,
} from "@server/services/catalog/manage-categories";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { CategoryForm } from "~/features/admin/category-form";
import { flashCookie } from "~/features/auth/flash.server";
import { formFailure, readForm, runFormAction } from "~/forms/form-action.server";
import { actorOf, requireAdmin, rowIdOf } from "./admin-session.server";
import type { Route } from "./+types/category-edit";

/** The address's id on /admin/categories/{id}; undefined on /admin/categories/new; 404 otherwise. */
const categoryIdOf = (params: { id?: string }) =>
  params.id === undefined ? undefined : rowIdOf(params.id, CategoryMessages.notFound);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const id = categoryIdOf(params);
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
export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireAdmin(request, context);
  const id = categoryIdOf(params);
  const form = await readForm(request);
  if (id === undefined) {
    form.delete("id");
    form.delete("updated_at");
  } else {
    form.set("id", String(id));
  }
  return runFormAction(form, saveCategorySchema, async (input) => {
    await saveCategory(context.db, actorOf(session), input);
    const message = input.id === undefined ? CategoryMessages.created : CategoryMessages.saved;
    return redirect("/admin/categories", { headers: { "Set-Cookie": flashCookie(message) } });
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
