import "@mantine/core/styles/Breadcrumbs.css";
import { Anchor, Breadcrumbs, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconDownload } from "@tabler/icons-react";
import { Link } from "react-router";
import { PdfViewer } from "~/features/library/pdf-viewer";
import { NOT_FOUND_META, pageMeta } from "~/seo";
import { DOWNLOAD_ONLY_PDF_CATEGORY_ID, LibraryMessages } from "@shared/library/library-messages";
import { formatFileSize } from "@shared/text/file-size";
import { getPdfRow } from "@server/services/library/get-pdf-row";
import { orPageNotFound } from "./service-not-found.server";
import type { Route } from "./+types/pdf-details";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { publicUrl } = context.config;
  const row = await orPageNotFound(getPdfRow(context.db, params.slug, publicUrl));
  // Our own files open from whatever address the visitor used; the API answers absolute URLs.
  const local = (url: string) => (url.startsWith(`${publicUrl}/`) ? url.slice(publicUrl.length) : url);
  return {
    name: row.name,
    catName: row.catName,
    catSlug: row.catSlug,
    categoryId: row.categoryId,
    showPdf: local(row.showPdf),
    downloadLink: local(row.downloadLink),
    sizeBytes: row.sizeBytes,
    meta: pageMeta({
      title: `${row.name} (PDF)`,
      description: `${row.name}: a free PDF from ${row.catName}, for IT interview preparation. Read it online or download it.`,
      path: `/pdf-details/${row.slug}`,
      publicUrl,
      type: "article",
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? NOT_FOUND_META;

/**
 * /pdf-details/{slug}: the PDF in an inline viewer with a fallback Download link; the PDFs of
 * folder 93 only as a large Download PDF button (SPEC.md §2, §9), and so a PDF that has only a
 * download link.
 */
export default function PdfDetails({ loaderData }: Route.ComponentProps) {
  const { name, catName, catSlug, categoryId, showPdf, downloadLink, sizeBytes } = loaderData;
  const downloadOnly = categoryId === DOWNLOAD_ONLY_PDF_CATEGORY_ID;

  let body;
  if (!downloadOnly && showPdf) {
    body = <PdfViewer src={showPdf} title={name} downloadLink={downloadLink} />;
  } else if (downloadLink) {
    // Folder 93, or a PDF given only as a link to download: nothing to show in the page.
    body = (
      <Stack gap="xs" align="flex-start">
        <Button
          component="a"
          href={downloadLink}
          size="xl"
          leftSection={<IconDownload size={24} aria-hidden />}
          data-testid="pdf-download-only"
        >
          Download PDF
        </Button>
        {sizeBytes !== null && (
          <Text size="sm" c="dimmed">
            PDF · {formatFileSize(sizeBytes)}
          </Text>
        )}
      </Stack>
    );
  } else {
    body = (
      <Text py="xl" data-testid="pdf-none">
        {LibraryMessages.noPdf}
      </Text>
    );
  }

  return (
    <Container size="lg" py="xl">
      <Breadcrumbs mb="md" separator="›" styles={{ root: { flexWrap: "wrap" } }}>
        <Anchor component={Link} to="/" c="indigo.8">
          Home
        </Anchor>
        <Anchor component={Link} to="/pdf-books" c="indigo.8">
          PDF Books
        </Anchor>
        <Anchor component={Link} to={`/pdf-zone/${catSlug}`} c="indigo.8">
          {catName}
        </Anchor>
      </Breadcrumbs>
      <Stack gap="md">
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: "anywhere" }}>
          {name}
        </Title>
        <Group>
          <Anchor component={Link} to={`/pdf-zone/${catSlug}`} c="indigo.8" data-testid="pdf-back">
            <Group gap={6} wrap="nowrap">
              <IconArrowLeft size={16} aria-hidden />
              Back to {catName}
            </Group>
          </Anchor>
        </Group>
        {body}
      </Stack>
    </Container>
  );
}
