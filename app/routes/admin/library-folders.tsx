import "@mantine/core/styles/Badge.css";
import { Anchor, Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconFiles, IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { ADMIN_SEARCH_MAX_LENGTH } from "@shared/admin/admin-messages";
import { PDF_FOLDER_SORTS, PDF_SORT_LABELS, PdfFolderMessages } from "@shared/library/library-admin-messages";
import { DOWNLOAD_ONLY_PDF_CATEGORY_ID } from "@shared/library/library-messages";
import {
  deletePdfFolder,
  listAdminPdfFolders,
  setPdfFolderVisibility,
} from "@server/services/library/manage-pdf-folders";
import { RowList } from "~/components/lists/row-list";
import { LinkPagination } from "~/components/navigation/link-pagination";
import { ListSearchForm } from "~/components/navigation/list-search-form";
import { ListSortForm } from "~/components/navigation/list-sort-form";
import { readListChoice, readListPage, readListQuery } from "~/components/navigation/list-location";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { ContentRow } from "~/features/admin/content-row";
import { requireAdmin } from "./admin-session.server";
import { contentRowAction } from "./content-row-action.server";
import type { Route } from "./+types/library-folders";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const search = readListQuery(url.searchParams.get("q"), ADMIN_SEARCH_MAX_LENGTH);
  const sort = readListChoice(url.searchParams.get("sort"), PDF_FOLDER_SORTS, "order");
  const found = await listAdminPdfFolders(context.db, {
    search,
    sort,
    page: readListPage(url.searchParams.get("page")),
  });
  return {
    search,
    sort,
    page: found.page,
    lastPage: found.lastPage,
    total: found.total,
    folders: found.rows.map((folder) => ({
      id: folder.id,
      name: folder.name,
      shortName: folder.shortName,
      slug: folder.slug,
      sortOrder: folder.sortOrder,
      status: folder.status,
      pdfCount: folder.pdfCount,
      updatedAt: folder.updatedAt.toISOString(),
    })),
  };
}

export const meta: Route.MetaFunction = () => privatePageMeta("PDF library");

export function action({ request, context }: Route.ActionArgs) {
  return contentRowAction(request, context, {
    setVisibility: setPdfFolderVisibility,
    remove: deletePdfFolder,
    messages: PdfFolderMessages,
  });
}

/** /admin/library: the PDF library's folders, searched, sorted and paged on the server. */
export default function LibraryFolders({ loaderData }: Route.ComponentProps) {
  const { search, sort, page, lastPage, total, folders } = loaderData;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          PDF library
        </Title>
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
      </Group>
      <ListSearchForm
        query={search}
        label="Search by name"
        placeholder="Folder name"
        maxLength={ADMIN_SEARCH_MAX_LENGTH}
      />
      <ListSortForm
        query={search}
        sort={sort}
        sorts={PDF_FOLDER_SORTS}
        labels={PDF_SORT_LABELS}
        total={total}
        nouns={["folder", "folders"]}
      />
      <RowList rows={folders} gap="sm" empty={<Text c="dimmed">No folder matches.</Text>}>
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
              deletable={!downloadOnly}
              badges={
                downloadOnly && (
                  <Badge color="indigo" variant="light" style={{ flexShrink: 0 }}>
                    Download only
                  </Badge>
                )
              }
            >
              {folder.shortName ? `“${folder.shortName}” · ` : ""}
              <Anchor href={`/pdf-zone/${folder.slug}`} size="sm">
                /pdf-zone/{folder.slug}
              </Anchor>{" "}
              · order {folder.sortOrder} ·{" "}
              <Anchor component={Link} to={`/admin/library/files?folder=${folder.id}`} size="sm">
                {folder.pdfCount} {folder.pdfCount === 1 ? "PDF" : "PDFs"}
              </Anchor>
            </ContentRow>
          );
        }}
      </RowList>
      <LinkPagination
        page={page}
        lastPage={lastPage}
        query={search}
        filters={{ sort: sort === "order" ? null : sort }}
        label="Pages of folders"
      />
      <Anchor component={Link} to="/admin/audit-log?entity_type=pdf_category" size="sm">
        Changes to folders in the audit log
      </Anchor>
    </Stack>
  );
}
