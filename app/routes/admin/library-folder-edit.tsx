import { Anchor, Stack, Title } from "@mantine/core";
import { Link } from "react-router";
import { PdfFolderMessages } from "@shared/library/library-admin-messages";
import { savePdfFolderSchema } from "@shared/library/library-admin-schemas";
import { DOWNLOAD_ONLY_PDF_CATEGORY_ID } from "@shared/library/library-messages";
import { getAdminPdfFolder, savePdfFolder } from "@server/services/library/manage-pdf-folders";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { PdfFolderForm } from "~/features/admin/pdf-folder-form";
import { formFailure } from "~/forms/form-action.server";
import { adminSaveAction } from "./admin-save-action.server";
import { editedRowIdOf, requireAdmin } from "./admin-session.server";
import type { Route } from "./+types/library-folder-edit";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const id = editedRowIdOf(params, PdfFolderMessages.notFound);
  if (id === undefined) return { folder: undefined };
  try {
    const folder = await getAdminPdfFolder(context.db, id);
    return {
      folder: {
        id: folder.id,
        name: folder.name,
        slug: folder.slug,
        shortName: folder.shortName,
        sortOrder: folder.sortOrder,
        status: folder.status,
        downloadOnly: folder.id === DOWNLOAD_ONLY_PDF_CATEGORY_ID,
        updatedAt: folder.updatedAt.toISOString(),
      },
    };
  } catch (error) {
    // Deleted meanwhile: the 404 page.
    throw formFailure(error);
  }
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  privatePageMeta(loaded?.folder ? `Edit ${loaded.folder.name}` : "Add a PDF folder");

/** Adds or saves the folder of the address, then back to the list. */
export function action(args: Route.ActionArgs) {
  return adminSaveAction(args, {
    notFound: PdfFolderMessages.notFound,
    schema: savePdfFolderSchema,
    save: (input, { actor }) => savePdfFolder(args.context.db, actor, input),
    messages: PdfFolderMessages,
    backTo: "/admin/library",
  });
}

export default function LibraryFolderEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { folder } = loaderData;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/library" size="sm">
        ← All folders
      </Anchor>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {folder ? "Edit folder" : "Add a PDF folder"}
      </Title>
      {/* A new version after a save or a reload starts the form afresh. */}
      <PdfFolderForm key={folder?.updatedAt ?? "new"} folder={folder} result={actionData} />
    </Stack>
  );
}
