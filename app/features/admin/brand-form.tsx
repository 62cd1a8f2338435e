import "@mantine/core/styles/Input.css";
// NativeSelect draws its chevron with a Combobox class.
import "@mantine/core/styles/Combobox.css";
import { NativeSelect, TextInput, Textarea } from "@mantine/core";
import {
  BRAND_DESCRIPTION_MAX_LENGTH,
  BRAND_NAME_MAX_LENGTH,
  BRAND_STATUS_LABELS,
} from "@shared/brands/brand-messages";
import { firstError } from "~/forms/form-feedback";
import type { FormResult } from "~/forms/form-result";
import { AdminEditForm } from "~/features/admin/admin-edit-form";

export type BrandFormValues = {
  id: number;
  name: string;
  description: string | null;
  status: number;
  /** The version the form was read at (the stale-edit rule). */
  updatedAt: string;
};

/** /add-brand and /edit-brand/{id}: name, description and status (SPEC.md §2, §5). */
export function BrandForm({ brand, result }: { brand?: BrandFormValues; result: FormResult | undefined }) {
  return (
    <AdminEditForm
      result={result}
      version={brand?.updatedAt}
      cancelTo="/brand-list"
      submitLabel={brand ? "Save brand" : "Add brand"}
    >
      {(errors) => (
        <>
          <TextInput
            name="name"
            label="Name"
            withAsterisk
            defaultValue={brand?.name}
            maxLength={BRAND_NAME_MAX_LENGTH}
            error={firstError(errors, "name")}
          />
          <Textarea
            name="description"
            label="Description"
            autosize
            minRows={3}
            defaultValue={brand?.description ?? ""}
            maxLength={BRAND_DESCRIPTION_MAX_LENGTH}
            error={firstError(errors, "description")}
          />
          <NativeSelect
            name="status"
            label="Status"
            withAsterisk
            defaultValue={String(brand?.status ?? 1)}
            data={[
              { value: "1", label: BRAND_STATUS_LABELS[1] },
              { value: "0", label: BRAND_STATUS_LABELS[0] },
            ]}
            error={firstError(errors, "status")}
          />
        </>
      )}
    </AdminEditForm>
  );
}
