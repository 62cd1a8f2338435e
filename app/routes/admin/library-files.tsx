import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Input.css";
// NativeSelect draws its chevron with a Combobox class.
import "@mantine/core/styles/Combobox.css";
import { Anchor, Badge, Button, Group, NativeSelect, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import {
  PDF_FILE_SORTS,
  PDF_LIST_COUNT_CAP,
  PDF_SORT_LABELS,
  PdfFileMessages,
} from "@shared/library/library-admin-messages";
import { formatFileSize } from "@shared/text/file-size";
import {
  deletePdfFile,
  listAdminPdfFiles,
  setPdfFileVisibility,
} from "@server/services/library/manage-pdf-files";
import { listPdfFolderChoices } from "@server/services/library/manage-pdf-folders";
import { RowList } from "~/components/lists/row-list";
import { LinkPagination } from "~/components/navigation/link-pagination";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { AuditLogLink } from "~/features/admin/audit-log-link";
import { ContentRow } from "~/features/admin/content-row";
import { FilteredSearchForm } from "~/features/admin/filtered-search-form";
import { pdfFolderOptions } from "~/features/admin/pdf-folder-options";
import { PublicPageLink } from "~/features/admin/public-page-link";
import { adminListData, readAdminListFilter, readAdminListParams } from "./admin-list.server";
import { requireAdmin } from "./admin-session.server";
import { contentRowAction } from "./content-row-action.server";
import type { Route } from "./+types/library-files";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const params = readAdminListParams(url, PDF_FILE_SORTS, "order");
  const folders = await listPdfFolderChoices(context.db);
  const folderId = readAdminListFilter(url, "folder", folders);
  const found = await listAdminPdfFiles(context.db, { ...params, category_id: folderId });
  return {
    folderId,
    folders,
    more: found.more,
    ...adminListData(params, found, (pdf) => ({
      id: pdf.id,
      name: pdf.name,
      slug: pdf.slug,
      folderName: pdf.categoryName,
      source: pdf.source,
      sizeBytes: pdf.sizeBytes,
      sortOrder: pdf.sortOrder,
      status: pdf.status,
      isPublic: pdf.isPublic,
      updatedAt: pdf.updatedAt.toISOString(),
    })),
  };
}

export const meta: Route.MetaFunction = () => privatePageMeta("Library PDFs");

export function action({ request, context }: Route.ActionArgs) {
  return contentRowAction(request, context, {
    setVisibility: setPdfFileVisibility,
    remove: (db, actor, input) => deletePdfFile(db, context, actor, input),
    messages: PdfFileMessages,
  });
}

// Its answer is a toast, shown before the list is read again.
export { toastRowAnswer as clientAction } from "~/features/admin/content-row-answer";

/** /admin/library/files: one folder's PDFs or every folder's, searched, sorted and paged on the server. */
export default function LibraryFiles({ loaderData }: Route.ComponentProps) {
  const { search, sort, folderId, folders, page, lastPage, total, more, rows } = loaderData;
  const folder = folders.find((choice) => choice.id === folderId);
  const count = more
    ? `More than ${PDF_LIST_COUNT_CAP.toLocaleString("en-US")} PDFs: choose a folder or search to narrow them`
    : `${total} ${total === 1 ? "PDF" : "PDFs"}`;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/library" size="sm">
        ← All folders
      </Anchor>
      <Group justify="space-between" align="center">
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: "anywhere" }}>
          {folder ? `PDFs in ${folder.name}` : "Library PDFs"}
        </Title>
        <Button
          component={Link}
          to={folderId ? `/admin/library/files/new?folder=${folderId}` : "/admin/library/files/new"}
          leftSection={<IconPlus size={18} aria-hidden />}
        >
          Add PDF
        </Button>
      </Group>
      <FilteredSearchForm
        filter={{
          name: "folder",
          label: "Folder",
          value: folderId,
          every: "Every folder",
          options: pdfFolderOptions(folders),
          flex: "1 1 14rem",
        }}
        search={{
          query: search,
          label: "Search by name",
          placeholder: "Words of the name",
          flex: "2 1 14rem",
        }}
      >
        <NativeSelect
          key={`sort-${sort}`}
          name="sort"
          label="Sort by"
          defaultValue={sort}
          data={PDF_FILE_SORTS.map((value) => ({ value, label: PDF_SORT_LABELS[value] }))}
          flex="1 1 9rem"
        />
      </FilteredSearchForm>
      <Text c="dimmed" size="sm" data-testid="pdf-list-count">
        {count}
      </Text>
      <RowList
        rows={rows}
        gap="sm"
        empty={
          <Text c="dimmed">{total === 0 && !search && !folderId ? "No PDFs yet." : "No PDF matches."}</Text>
        }
      >
        {(pdf) => (
          <ContentRow
            key={pdf.id}
            testId="pdf-file-row"
            id={pdf.id}
            title={pdf.name}
            noun="PDF"
            href={`/admin/library/files/${pdf.id}`}
            updatedAt={pdf.updatedAt}
            status={pdf.status}
            badges={
              pdf.source === "link" && (
                <Badge color="gray" variant="outline" style={{ flexShrink: 0 }}>
                  Outside link
                </Badge>
              )
            }
          >
            {folderId ? "" : `${pdf.folderName} · `}
            {pdf.sizeBytes !== null && `${formatFileSize(pdf.sizeBytes)} · `}order {pdf.sortOrder}
            {/* Not while the PDF or its folder is hidden. */}
            <PublicPageLink
              path={`/pdf-details/${pdf.slug}`}
              isPublic={pdf.isPublic}
              status={pdf.status}
              hiddenWith="its folder"
            />
          </ContentRow>
        )}
      </RowList>
      <LinkPagination
        page={page}
        lastPage={lastPage}
        query={search}
        filters={{ folder: folderId ? String(folderId) : null, sort: sort === "order" ? null : sort }}
        label="Pages of PDFs"
      />
      <AuditLogLink entityType="pdf_document">Changes to library PDFs in the audit log</AuditLogLink>
    </Stack>
  );
}
