import "@mantine/core/styles/Badge.css";
import { Anchor, Badge, Button, Group } from "@mantine/core";
import { IconFiles, IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { PDF_FOLDER_SORTS, PDF_SORT_LABELS, PdfFolderMessages } from "@shared/library/library-admin-messages";
import { DOWNLOAD_ONLY_PDF_CATEGORY_ID } from "@shared/library/library-messages";
import {
  deletePdfFolder,
  listAdminPdfFolders,
  setPdfFolderVisibility,
} from "@server/services/library/manage-pdf-folders";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { AdminListPage } from "~/features/admin/admin-list-page";
import { ContentRow } from "~/features/admin/content-row";
import { PublicPageLink } from "~/features/admin/public-page-link";
import { adminListData, readAdminListParams } from "./admin-list.server";
import { requireAdmin } from "./admin-session.server";
import { contentRowAction } from "./content-row-action.server";
import type { Route } from "./+types/library-folders";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const params = readAdminListParams(url, PDF_FOLDER_SORTS, "order");
  const found = await listAdminPdfFolders(context.db, params);
  return adminListData(params, found, (folder) => ({
    id: folder.id,
    name: folder.name,
    shortName: folder.shortName,
    slug: folder.slug,
    sortOrder: folder.sortOrder,
    status: folder.status,
    isPublic: folder.isPublic,
    pdfCount: folder.pdfCount,
    keptBecause: folder.keptBecause,
    updatedAt: folder.updatedAt.toISOString(),
  }));
}

export const meta: Route.MetaFunction = () => privatePageMeta("PDF library");

export function action({ request, context }: Route.ActionArgs) {
  return contentRowAction(request, context, {
    setVisibility: setPdfFolderVisibility,
    remove: deletePdfFolder,
    messages: PdfFolderMessages,
  });
}

// Its answer is a toast, shown before the list is read again.
export { toastRowAnswer as clientAction } from "~/features/admin/content-row-answer";

/** /admin/library: the PDF library's folders, searched, sorted and paged on the server. */
export default function LibraryFolders({ loaderData }: Route.ComponentProps) {
  const { search, sort, page, lastPage, total, rows } = loaderData;
  return (
    <AdminListPage
      title="PDF library"
      actions={
        <Group gap="xs">
          <Button
            component={Link}
            to="/admin/library/files"
            variant="default"
            leftSection={<IconFiles size={18} aria-hidden />}
          >
            All PDFs
          </Button>
          <Button component={Link} to="/admin/library/new" leftSection={<IconPlus size={18} aria-hidden />}>
            Add folder
          </Button>
        </Group>
      }
      search={{ query: search, label: "Search by name", placeholder: "Folder name" }}
      total={total}
      nouns={["folder", "folders"]}
      order={{ sort, sorts: PDF_FOLDER_SORTS, labels: PDF_SORT_LABELS, defaultSort: "order" }}
      rows={rows}
      empty="No folder matches."
      pages={{ page, lastPage, label: "Pages of folders" }}
      auditLog={{ entityType: "pdf_category", label: "Changes to folders in the audit log" }}
    >
      {(folder) => {
        const downloadOnly = folder.id === DOWNLOAD_ONLY_PDF_CATEGORY_ID;
        return (
          <ContentRow
            key={folder.id}
            testId="pdf-folder-row"
            id={folder.id}
            title={folder.name}
            noun="folder"
            href={`/admin/library/${folder.id}`}
            updatedAt={folder.updatedAt}
            status={folder.status}
            keptBecause={folder.keptBecause}
            badges={
              downloadOnly && (
                <Badge color="indigo" variant="light" style={{ flexShrink: 0 }}>
                  Download only
                </Badge>
              )
            }
          >
            {folder.shortName ? `“${folder.shortName}” · ` : ""}
            order {folder.sortOrder} ·{" "}
            <Anchor component={Link} to={`/admin/library/files?folder=${folder.id}`} size="sm">
              {folder.pdfCount} {folder.pdfCount === 1 ? "PDF" : "PDFs"}
            </Anchor>
            <PublicPageLink path={`/pdf-zone/${folder.slug}`} isPublic={folder.isPublic} />
          </ContentRow>
        );
      }}
    </AdminListPage>
  );
}
