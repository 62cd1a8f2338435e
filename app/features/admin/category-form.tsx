import "@mantine/core/styles/Input.css";
// NativeSelect draws its chevron with a Combobox class.
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/SimpleGrid.css";
import { NativeSelect, SimpleGrid, TextInput, Textarea } from "@mantine/core";
import {
  CATEGORY_NAME_MAX_LENGTH,
  SEO_DESCRIPTION_MAX_LENGTH,
  SEO_TITLE_MAX_LENGTH,
  VISIBILITY_CHOICES,
} from "@shared/admin/content-messages";
import { MAX_SLUG_LENGTH } from "@shared/forms/schema-fields";
import { firstError } from "~/forms/form-feedback";
import type { FormResult } from "~/forms/form-result";
import { AdminEditForm } from "~/features/admin/admin-edit-form";
import { DisplayOrderInput } from "~/features/admin/display-order-input";
import { slugHint } from "~/features/admin/slug-hint";

export type CategoryFormValues = {
  id: number;
  name: string;
  slug: string;
  parentId: number | null;
  sortOrder: number;
  status: number;
  metaTitle: string | null;
  metaDescription: string | null;
  /** The version the form was read at (the stale-edit rule). */
  updatedAt: string;
};

type CategoryFormProps = {
  category?: CategoryFormValues;
  /** The main categories a child can belong to (the category itself left out). */
  parents: Array<{ id: number; name: string }>;
  result: FormResult | undefined;
};

/** /admin/categories/new and /admin/categories/{id}: a main or child category and its SEO fields. */
export function CategoryForm({ category, parents, result }: CategoryFormProps) {
  return (
    <AdminEditForm
      result={result}
      version={category?.updatedAt}
      cancelTo="/admin/categories"
      submitLabel={category ? "Save category" : "Add category"}
    >
      {(errors) => (
        <>
          <TextInput
            name="name"
            label="Name"
            withAsterisk
            defaultValue={category?.name}
            maxLength={CATEGORY_NAME_MAX_LENGTH}
            error={firstError(errors, "name")}
          />
          <TextInput
            name="slug"
            label="Slug"
            description={slugHint({
              address: "/category/{slug} or /question-answer/{slug}",
              madeFrom: "name",
              saved: Boolean(category),
            })}
            defaultValue={category?.slug}
            maxLength={MAX_SLUG_LENGTH}
            error={firstError(errors, "slug")}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <NativeSelect
              name="parent_id"
              label="Parent"
              defaultValue={category?.parentId ? String(category.parentId) : ""}
              data={[
                { value: "", label: "None (main category)" },
                ...parents.map((parent) => ({ value: String(parent.id), label: parent.name })),
              ]}
              error={firstError(errors, "parent_id")}
            />
            <DisplayOrderInput
              defaultValue={category?.sortOrder ?? 0}
              error={firstError(errors, "sort_order")}
            />
            <NativeSelect
              name="status"
              label="Visibility"
              withAsterisk
              defaultValue={String(category?.status ?? 1)}
              data={VISIBILITY_CHOICES}
              error={firstError(errors, "status")}
            />
          </SimpleGrid>
          <TextInput
            name="meta_title"
            label="SEO title"
            defaultValue={category?.metaTitle ?? ""}
            maxLength={SEO_TITLE_MAX_LENGTH}
            error={firstError(errors, "meta_title")}
          />
          <Textarea
            name="meta_description"
            label="SEO description"
            autosize
            minRows={2}
            defaultValue={category?.metaDescription ?? ""}
            maxLength={SEO_DESCRIPTION_MAX_LENGTH}
            error={firstError(errors, "meta_description")}
          />
        </>
      )}
    </AdminEditForm>
  );
}
