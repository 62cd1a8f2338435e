import { Anchor, Stack, Title } from "@mantine/core";
import { Link } from "react-router";
import { ServiceAdminMessages } from "@shared/store/store-admin-messages";
import { saveServiceSchema } from "@shared/store/store-admin-schemas";
import { getAdminService, saveService } from "@server/services/store/manage-services";
import { publicFileUrl } from "@server/services/catalog/public-file-url";
import { fileStorage } from "@server/services/files/file-storage";
import { privateFileKey } from "@server/services/store/ebook-files";
import { postedFileErrors } from "@server/services/store/store-uploads";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { ServiceForm } from "~/features/admin/service-form";
import { formFailure } from "~/forms/form-action.server";
import { adminSaveAction } from "./admin-save-action.server";
import { editedRowIdOf, requireAdmin } from "./admin-session.server";
import type { Route } from "./+types/service-edit";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const id = editedRowIdOf(params, ServiceAdminMessages.notFound);
  if (id === undefined) return { service: undefined };
  try {
    const service = await getAdminService(context.db, id);
    return {
      service: {
        id: service.id,
        title: service.title,
        slug: service.slug,
        kind: service.kind,
        price: service.price,
        oldPrice: service.oldPrice,
        instructor: service.instructor,
        star: service.star,
        descriptionShort: service.descriptionShort,
        descriptionFull: service.descriptionFull,
        thumbnail: publicFileUrl(context.config.publicUrl, service.image) || null,
        pdfSize: await attachedPdfSize(context.config, service.pdfFile),
        status: service.status,
        updatedAt: service.updatedAt.toISOString(),
      },
    };
  } catch (error) {
    // Deleted meanwhile: the 404 page.
    throw formFailure(error);
  }
}

/** The size of the PDF a row names, as kept in storage; null when it names none or the file is gone. */
async function attachedPdfSize(config: Route.LoaderArgs["context"]["config"], pdfFile: string | null) {
  const key = privateFileKey(pdfFile);
  return key ? ((await fileStorage(config).stat(key))?.size ?? null) : null;
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  privatePageMeta(loaded?.service ? `Edit ${loaded.service.title}` : "Add a guide or e-book");

/** Adds or saves the guide or e-book of the address with its files, then back to the list. */
export function action(args: Route.ActionArgs) {
  const { context } = args;
  return adminSaveAction(args, {
    notFound: ServiceAdminMessages.notFound,
    schema: saveServiceSchema,
    save: (input, { actor, form }) =>
      saveService(context.db, context, actor, input, {
        thumbnail: form.get("thumbnail"),
        pdf: form.get("pdf"),
      }),
    alsoCheck: (fields) => postedFileErrors(fileStorage(context.config), fields),
    // Over the page's limit, one of the two files is over its own: both limits are named.
    uploadLimits: {
      thumbnail: [ServiceAdminMessages.thumbnailTooLarge],
      pdf: [ServiceAdminMessages.pdfTooLarge],
    },
    messages: ServiceAdminMessages,
    backTo: "/admin/services",
  });
}

export default function ServiceEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { service } = loaderData;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/services" size="sm">
        ← All guides and e-books
      </Anchor>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {service ? "Edit guide or e-book" : "Add a guide or e-book"}
      </Title>
      {/* A new version after a save or a reload starts the form afresh. */}
      <ServiceForm key={service?.updatedAt ?? "new"} service={service} result={actionData} />
    </Stack>
  );
}
