import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Radio.css";
// NativeSelect draws its chevron with a Combobox class.
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Group, NativeSelect, Radio, SimpleGrid, Text, TextInput } from "@mantine/core";
import { FileField } from "~/forms/file-field";
import { IconFileTypePdf } from "@tabler/icons-react";
import { useState } from "react";
import { VISIBILITY_CHOICES } from "@shared/admin/content-messages";
import { MAX_SLUG_LENGTH } from "@shared/forms/schema-fields";
import {
  LIBRARY_PDF_MAX_BYTES,
  PDF_NAME_MAX_LENGTH,
  PDF_SOURCE_LABELS,
  PDF_SOURCES,
  PdfFileMessages,
  type PdfSource,
} from "@shared/library/library-admin-messages";
import { DOWNLOAD_ONLY_PDF_CATEGORY_ID } from "@shared/library/library-messages";
import { formatFileSize } from "@shared/text/file-size";
import { firstError } from "~/forms/form-feedback";
import type { FormResult } from "~/forms/form-result";
import { AdminEditForm, type FileLimit } from "~/features/admin/admin-edit-form";
import { pdfFolderOptions } from "~/features/admin/pdf-folder-options";
import { DisplayOrderInput } from "~/features/admin/display-order-input";
import { slugHint } from "~/features/admin/slug-hint";

export type PdfFileFormValues = {
  id: number;
  categoryId: number;
  name: string;
  slug: string;
  source: PdfSource;
  sizeBytes: number | null;
  viewUrl: string | null;
  downloadLink: string | null;
  sortOrder: number;
  status: number;
  /** The version the form was read at (the stale-edit rule). */
  updatedAt: string;
};

type PdfFileFormProps = {
  pdf?: PdfFileFormValues;
  folders: Array<{ id: number; name: string; status: number }>;
  /** The folder a new PDF goes into (the list's folder it was added from). */
  folderId?: number;
  cancelTo: string;
  result: FormResult | undefined;
};

const MAX_SIZE = formatFileSize(LIBRARY_PDF_MAX_BYTES);
const FILE_LIMITS: Record<string, FileLimit> = {
  pdf: { maxBytes: LIBRARY_PDF_MAX_BYTES, message: PdfFileMessages.pdfTooLarge },
};

/**
 * /admin/library/files/new and /admin/library/files/{id}: a PDF of the library, as a file the
 * site stores (uploaded here) or as links to one elsewhere. Only the chosen source's fields are
 * posted, so a file picked before switching to links is not sent.
 */
export function PdfFileForm({ pdf, folders, folderId, cancelTo, result }: PdfFileFormProps) {
  const [source, setSource] = useState<PdfSource>(pdf?.source ?? "file");
  const [folder, setFolder] = useState(String(pdf?.categoryId ?? folderId ?? folders[0]?.id ?? ""));
  const downloadOnly = folder === String(DOWNLOAD_ONLY_PDF_CATEGORY_ID);
  const storedSize =
    pdf?.source === "file" && pdf.sizeBytes !== null ? formatFileSize(pdf.sizeBytes) : undefined;
  return (
    <AdminEditForm
      result={result}
      version={pdf?.updatedAt}
      cancelTo={cancelTo}
      submitLabel={pdf ? "Save PDF" : "Add PDF"}
      encType="multipart/form-data"
      fileLimits={FILE_LIMITS}
    >
      {(errors) => (
        <>
          <TextInput
            name="name"
            label="Name"
            withAsterisk
            defaultValue={pdf?.name}
            maxLength={PDF_NAME_MAX_LENGTH}
            error={firstError(errors, "name")}
          />
          <TextInput
            name="slug"
            label="Slug"
            description={slugHint({ address: "/pdf-details/{slug}", madeFrom: "name", saved: Boolean(pdf) })}
            defaultValue={pdf?.slug}
            maxLength={MAX_SLUG_LENGTH}
            error={firstError(errors, "slug")}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <NativeSelect
              name="category_id"
              label="Folder"
              withAsterisk
              value={folder}
              onChange={(event) => setFolder(event.currentTarget.value)}
              data={pdfFolderOptions(folders)}
              error={firstError(errors, "category_id")}
            />
            <DisplayOrderInput defaultValue={pdf?.sortOrder ?? 0} error={firstError(errors, "sort_order")} />
            <NativeSelect
              name="status"
              label="Visibility"
              withAsterisk
              defaultValue={String(pdf?.status ?? 1)}
              data={VISIBILITY_CHOICES}
              error={firstError(errors, "status")}
            />
          </SimpleGrid>
          {downloadOnly && (
            <Text size="sm" c="dimmed" data-testid="download-only-note">
              This folder shows its PDFs only as a large Download PDF button: upload the file, or give a
              download link.
            </Text>
          )}
          <Radio.Group
            name="source"
            label="Where the PDF is"
            withAsterisk
            value={source}
            onChange={(value) => setSource(value === "link" ? "link" : "file")}
            error={firstError(errors, "source")}
          >
            <Group gap="lg" mt={6}>
              {PDF_SOURCES.map((value) => (
                <Radio key={value} value={value} label={PDF_SOURCE_LABELS[value]} />
              ))}
            </Group>
          </Radio.Group>
          {source === "file" ? (
            <FileField
              name="pdf"
              label="PDF file"
              description={
                storedSize
                  ? `Stored: ${storedSize}. A new file, up to ${MAX_SIZE}, replaces it; empty keeps it.`
                  : `Up to ${MAX_SIZE}.`
              }
              placeholder="Choose a PDF"
              accept="application/pdf"
              leftSection={<IconFileTypePdf size={16} aria-hidden />}
              clearable
              error={firstError(errors, "pdf")}
            />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                name="download_link"
                label="Download link"
                description="The PDF file's address elsewhere (https://…)"
                type="url"
                defaultValue={pdf?.downloadLink ?? ""}
                error={firstError(errors, "download_link")}
              />
              <TextInput
                name="view_url"
                label="View URL"
                description="An outside viewer's address, shown in the page's frame"
                type="url"
                defaultValue={pdf?.viewUrl ?? ""}
                error={firstError(errors, "view_url")}
              />
            </SimpleGrid>
          )}
        </>
      )}
    </AdminEditForm>
  );
}
