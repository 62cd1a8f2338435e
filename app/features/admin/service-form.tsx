import "@mantine/core/styles/Input.css";
// NativeSelect draws its chevron with a Combobox class.
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Image.css";
import {
  Anchor,
  Group,
  Image,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from "@mantine/core";
import { FileField } from "~/forms/file-field";
import { IconFileTypePdf, IconPhoto } from "@tabler/icons-react";
import { VISIBILITY_CHOICES } from "@shared/admin/content-messages";
import { MAX_SLUG_LENGTH } from "@shared/forms/schema-fields";
import { formatFileSize } from "@shared/text/file-size";
import {
  EBOOK_PDF_MAX_BYTES,
  INSTRUCTOR_MAX_LENGTH,
  SERVICE_KIND_LABELS,
  SERVICE_KIND_VALUES,
  SERVICE_SHORT_DESCRIPTION_MAX_LENGTH,
  SERVICE_TITLE_MAX_LENGTH,
  ServiceAdminMessages,
  THUMBNAIL_MAX_BYTES,
} from "@shared/store/store-admin-messages";
import { firstError } from "~/forms/form-feedback";
import type { FormResult } from "~/forms/form-result";
import { AdminEditForm, type FileLimit } from "~/features/admin/admin-edit-form";
import { RichTextField } from "~/features/admin/rich-text-field";
import { slugHint } from "~/features/admin/slug-hint";

export type ServiceFormValues = {
  id: number;
  title: string;
  slug: string;
  kind: (typeof SERVICE_KIND_VALUES)[number];
  price: string;
  oldPrice: string | null;
  instructor: string | null;
  star: number;
  descriptionShort: string | null;
  descriptionFull: string | null;
  /** The current thumbnail's address, shown beside the field that replaces it. */
  thumbnail: string | null;
  /** The attached PDF's size in bytes (opened at /admin/services/{id}/pdf); null when buyers have none. */
  pdfSize: number | null;
  status: number;
  /** The version the form was read at (the stale-edit rule). */
  updatedAt: string;
};

type ServiceFormProps = { service?: ServiceFormValues; result: FormResult | undefined };

const FILE_LIMITS: Record<string, FileLimit> = {
  thumbnail: { maxBytes: THUMBNAIL_MAX_BYTES, message: ServiceAdminMessages.thumbnailTooLarge },
  pdf: { maxBytes: EBOOK_PDF_MAX_BYTES, message: ServiceAdminMessages.pdfTooLarge },
};

/** /admin/services/new and /admin/services/{id}: a guide or e-book, its prices and its files. */
export function ServiceForm({ service, result }: ServiceFormProps) {
  return (
    <AdminEditForm
      result={result}
      version={service?.updatedAt}
      cancelTo="/admin/services"
      submitLabel={service ? "Save" : "Add"}
      encType="multipart/form-data"
      fileLimits={FILE_LIMITS}
    >
      {(errors) => (
        <>
          <TextInput
            name="title"
            label="Title"
            withAsterisk
            defaultValue={service?.title}
            maxLength={SERVICE_TITLE_MAX_LENGTH}
            error={firstError(errors, "title")}
          />
          <TextInput
            name="slug"
            label="Slug"
            description={slugHint({
              address: "/guide-details/{slug}",
              madeFrom: "title",
              saved: Boolean(service),
            })}
            defaultValue={service?.slug}
            maxLength={MAX_SLUG_LENGTH}
            error={firstError(errors, "slug")}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NativeSelect
              name="kind"
              label="Kind"
              withAsterisk
              defaultValue={service?.kind ?? "ebook"}
              data={SERVICE_KIND_VALUES.map((value) => ({ value, label: SERVICE_KIND_LABELS[value] }))}
              error={firstError(errors, "kind")}
            />
            <NativeSelect
              name="status"
              label="Visibility"
              withAsterisk
              defaultValue={String(service?.status ?? 1)}
              data={VISIBILITY_CHOICES}
              error={firstError(errors, "status")}
            />
            <TextInput
              name="price"
              label="Price ($)"
              withAsterisk
              inputMode="decimal"
              placeholder="19.99"
              defaultValue={service?.price}
              error={firstError(errors, "price")}
            />
            <TextInput
              name="old_price"
              label="Old price ($)"
              description="Shown struck through; above the price, or empty"
              inputMode="decimal"
              defaultValue={service?.oldPrice ?? ""}
              error={firstError(errors, "old_price")}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              name="instructor"
              label="Author or instructor"
              defaultValue={service?.instructor ?? ""}
              maxLength={INSTRUCTOR_MAX_LENGTH}
              error={firstError(errors, "instructor")}
            />
            <TextInput
              name="star"
              label="Star rating"
              description="Out of 5, such as 4.5; empty until it is rated"
              inputMode="decimal"
              placeholder="4.5"
              defaultValue={service?.star ? service.star.toFixed(1) : ""}
              error={firstError(errors, "star")}
            />
          </SimpleGrid>
          <Textarea
            name="description_short"
            label="Short description"
            autosize
            minRows={2}
            defaultValue={service?.descriptionShort ?? ""}
            maxLength={SERVICE_SHORT_DESCRIPTION_MAX_LENGTH}
            error={firstError(errors, "description_short")}
          />
          {/* Written in the editor, as posts and answers are: typed paragraphs and lists stay so. */}
          <RichTextField
            name="description_full"
            label="Description"
            initialHtml={service?.descriptionFull ?? ""}
            error={firstError(errors, "description_full")}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Stack gap={6}>
              <FileField
                name="thumbnail"
                label="Thumbnail"
                description={
                  service?.thumbnail
                    ? "PNG or JPEG, up to 2 MB. Empty: keep the current one"
                    : "PNG or JPEG, up to 2 MB"
                }
                placeholder="Choose an image"
                accept="image/png,image/jpeg"
                leftSection={<IconPhoto size={16} aria-hidden />}
                clearable
                error={firstError(errors, "thumbnail")}
              />
              {service?.thumbnail && (
                <Group gap="xs" wrap="nowrap">
                  <Image
                    src={service.thumbnail}
                    alt="The current thumbnail"
                    w={96}
                    h={60}
                    radius="sm"
                    fit="cover"
                  />
                  <Text size="xs" c="dimmed" aria-hidden>
                    Current thumbnail
                  </Text>
                </Group>
              )}
            </Stack>
            <Stack gap={6}>
              <FileField
                name="pdf"
                label="PDF for buyers"
                description={
                  service?.pdfSize != null
                    ? "Up to 20 MB. A new file reaches every owner, who is mailed"
                    : "Up to 20 MB"
                }
                placeholder="Choose a PDF"
                accept="application/pdf"
                leftSection={<IconFileTypePdf size={16} aria-hidden />}
                clearable
                error={firstError(errors, "pdf")}
              />
              {service?.pdfSize != null && (
                <Group gap={6} wrap="nowrap">
                  <IconFileTypePdf size={18} aria-hidden />
                  <Text size="xs" c="dimmed">
                    <Anchor href={`/admin/services/${service.id}/pdf`} target="_blank" size="xs">
                      The current PDF
                    </Anchor>{" "}
                    ({formatFileSize(service.pdfSize)}) stays unless you choose a new one.
                  </Text>
                </Group>
              )}
            </Stack>
          </SimpleGrid>
          {service && service.pdfSize == null && (
            <Text size="sm" c="dimmed">
              No PDF yet: buyers have nothing to read until one is uploaded.
            </Text>
          )}
        </>
      )}
    </AdminEditForm>
  );
}
