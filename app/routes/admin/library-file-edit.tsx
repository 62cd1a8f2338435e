import { Anchor, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { PdfFileMessages } from "@shared/library/library-admin-messages";
import { savePdfFileSchema } from "@shared/library/library-admin-schemas";
import { getAdminPdfFile, pdfFileSaveErrors, savePdfFile } from "@server/services/library/manage-pdf-files";
import { listPdfFolderChoices } from "@server/services/library/manage-pdf-folders";
import { readListFilterId } from "~/components/navigation/list-location";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { PdfFileForm } from "~/features/admin/pdf-file-form";
import { formFailure } from "~/forms/form-action.server";
import { adminSaveAction } from "./admin-save-action.server";
import { editedRowIdOf, requireAdmin } from "./admin-session.server";
import type { Route } from "./+types/library-file-edit";

export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const id = editedRowIdOf(params, PdfFileMessages.notFound);
  // A PDF added from a folder's list goes into that folder unless the admin picks another.
  const chosen = readListFilterId(url.searchParams.get("folder"));
  try {
    const [pdf, folders] = await Promise.all([
      id === undefined ? undefined : getAdminPdfFile(context.db, id),
      listPdfFolderChoices(context.db),
    ]);
    return {
      folders,
      folderId: folders.some((folder) => folder.id === chosen) ? chosen : undefined,
      pdf: pdf && {
        id: pdf.id,
        categoryId: pdf.categoryId,
        name: pdf.name,
        slug: pdf.slug,
        source: pdf.source,
        sizeBytes: pdf.sizeBytes,
        viewUrl: pdf.viewUrl,
        downloadLink: pdf.downloadLink,
        sortOrder: pdf.sortOrder,
        status: pdf.status,
        updatedAt: pdf.updatedAt.toISOString(),
      },
    };
  } catch (error) {
    // Deleted meanwhile: the 404 page.
    throw formFailure(error);
  }
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  privatePageMeta(loaded?.pdf ? `Edit ${loaded.pdf.name}` : "Add a library PDF");

/** Adds or saves the PDF of the address with its file, then back to its folder's list. */
export function action(args: Route.ActionArgs) {
  const { context } = args;
  return adminSaveAction(args, {
    notFound: PdfFileMessages.notFound,
    schema: savePdfFileSchema,
    save: (input, { actor, form }) => savePdfFile(context.db, context, actor, input, form.get("pdf")),
    alsoCheck: (fields) => pdfFileSaveErrors(context.db, fields),
    uploadLimits: { pdf: [PdfFileMessages.pdfTooLarge] },
    messages: PdfFileMessages,
    backTo: (saved) => `/admin/library/files?folder=${saved.categoryId}`,
  });
}

export default function LibraryFileEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { pdf, folders, folderId } = loaderData;
  const backFolder = pdf?.categoryId ?? folderId;
  const backTo = backFolder ? `/admin/library/files?folder=${backFolder}` : "/admin/library/files";
  return (
    <Stack gap="md">
      <Anchor component={Link} to={backTo} size="sm">
        ← Back to the PDFs
      </Anchor>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {pdf ? "Edit PDF" : "Add a library PDF"}
      </Title>
      {folders.length === 0 ? (
        <Text>
          A PDF belongs to a folder:{" "}
          <Anchor component={Link} to="/admin/library/new">
            add a folder
          </Anchor>{" "}
          first.
        </Text>
      ) : (
        // A new version after a save or a reload starts the form afresh.
        <PdfFileForm
          key={pdf?.updatedAt ?? "new"}
          pdf={pdf}
          folders={folders}
          folderId={folderId}
          cancelTo={backTo}
          result={actionData}
        />
      )}
    </Stack>
  );
}
