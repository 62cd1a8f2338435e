import "@mantine/core/styles/Input.css";
// NativeSelect draws its chevron with a Combobox class.
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/SimpleGrid.css";
import { NativeSelect, SimpleGrid, Text, TextInput } from "@mantine/core";
import { VISIBILITY_CHOICES } from "@shared/admin/content-messages";
import { MAX_SLUG_LENGTH } from "@shared/forms/schema-fields";
import {
  PDF_FOLDER_NAME_MAX_LENGTH,
  PDF_FOLDER_SHORT_NAME_MAX_LENGTH,
} from "@shared/library/library-admin-messages";
import { firstError } from "~/forms/form-feedback";
import type { FormResult } from "~/forms/form-result";
import { AdminEditForm } from "~/features/admin/admin-edit-form";
import { DisplayOrderInput } from "~/features/admin/display-order-input";
import { slugHint } from "~/features/admin/slug-hint";

export type PdfFolderFormValues = {
  id: number;
  name: string;
  slug: string;
  shortName: string | null;
  sortOrder: number;
  status: number;
  downloadOnly: boolean;
  /** The version the form was read at (the stale-edit rule). */
  updatedAt: string;
};

type PdfFolderFormProps = { folder?: PdfFolderFormValues; result: FormResult | undefined };

/** /admin/library/new and /admin/library/{id}: a folder of the PDF library. */
export function PdfFolderForm({ folder, result }: PdfFolderFormProps) {
  return (
    <AdminEditForm
      result={result}
      version={folder?.updatedAt}
      cancelTo="/admin/library"
      submitLabel={folder ? "Save folder" : "Add folder"}
    >
      {(errors) => (
        <>
          {folder?.downloadOnly && (
            <Text size="sm" c="dimmed" data-testid="download-only-note">
              This is the download-only folder: its PDFs show only a large Download PDF button. Its address
              and names can change; it cannot be deleted.
            </Text>
          )}
          <TextInput
            name="name"
            label="Name"
            withAsterisk
            defaultValue={folder?.name}
            maxLength={PDF_FOLDER_NAME_MAX_LENGTH}
            error={firstError(errors, "name")}
          />
          <TextInput
            name="short_name"
            label="Short name"
            description="What the folder's card on /pdf-books shows. Empty: the name."
            defaultValue={folder?.shortName ?? ""}
            maxLength={PDF_FOLDER_SHORT_NAME_MAX_LENGTH}
            error={firstError(errors, "short_name")}
          />
          <TextInput
            name="slug"
            label="Slug"
            description={slugHint({ address: "/pdf-zone/{slug}", madeFrom: "name", saved: Boolean(folder) })}
            defaultValue={folder?.slug}
            maxLength={MAX_SLUG_LENGTH}
            error={firstError(errors, "slug")}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <DisplayOrderInput
              defaultValue={folder?.sortOrder ?? 0}
              error={firstError(errors, "sort_order")}
            />
            <NativeSelect
              name="status"
              label="Visibility"
              withAsterisk
              defaultValue={String(folder?.status ?? 1)}
              data={VISIBILITY_CHOICES}
              error={firstError(errors, "status")}
            />
          </SimpleGrid>
        </>
      )}
    </AdminEditForm>
  );
}
