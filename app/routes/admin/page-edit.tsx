import "@mantine/core/styles/Input.css";
import { Anchor, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { Link } from "react-router";
import { SEO_DESCRIPTION_MAX_LENGTH } from "@shared/admin/content-messages";
import { PAGE_TITLE_MAX_LENGTH, SiteMessages } from "@shared/admin/site-messages";
import { savePageSchema } from "@shared/admin/site-schemas";
import { getAdminPage, savePage } from "@server/services/pages/manage-pages";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { AdminEditForm } from "~/features/admin/admin-edit-form";
import { RichTextField } from "~/features/admin/rich-text-field";
import { formFailure } from "~/forms/form-action.server";
import { firstError } from "~/forms/form-feedback";
import { adminSaveAction } from "./admin-save-action.server";
import { requireAdmin, rowIdOf } from "./admin-session.server";
import type { Route } from "./+types/page-edit";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const id = rowIdOf(params.id, SiteMessages.pageNotFound);
  try {
    const page = await getAdminPage(context.db, id);
    return {
      page: {
        id: page.id,
        name: page.name,
        path: page.path,
        html: page.descriptionFull ?? "",
        metaDescription: page.metaDescription,
        updatedAt: page.updatedAt.toISOString(),
      },
    };
  } catch (error) {
    throw formFailure(error);
  }
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  privatePageMeta(loaded ? `Edit ${loaded.page.name}` : "Edit page");

export function action(args: Route.ActionArgs) {
  return adminSaveAction(args, {
    notFound: SiteMessages.pageNotFound,
    schema: savePageSchema,
    save: (input, { actor }) => savePage(args.context.db, actor, input),
    // The pages are fixed: there is no page to add.
    messages: { created: SiteMessages.pageSaved, saved: SiteMessages.pageSaved },
    backTo: "/admin/pages",
  });
}

export default function PageEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/pages" size="sm">
        ← All pages
      </Anchor>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Edit page
      </Title>
      {page.path && (
        <Anchor href={page.path} size="sm">
          Its public page: {page.path}
        </Anchor>
      )}
      <AdminEditForm
        key={page.updatedAt}
        result={actionData}
        version={page.updatedAt}
        cancelTo="/admin/pages"
        submitLabel="Save page"
      >
        {(errors) => (
          <>
            <TextInput
              name="name"
              label="Title"
              withAsterisk
              defaultValue={page.name}
              maxLength={PAGE_TITLE_MAX_LENGTH}
              error={firstError(errors, "name")}
            />
            <RichTextField
              name="body"
              label="Text"
              required
              initialHtml={page.html}
              error={firstError(errors, "body")}
            />
            <Textarea
              name="meta_description"
              label="Description for search engines"
              autosize
              minRows={2}
              defaultValue={page.metaDescription ?? ""}
              maxLength={SEO_DESCRIPTION_MAX_LENGTH}
              error={firstError(errors, "meta_description")}
            />
          </>
        )}
      </AdminEditForm>
    </Stack>
  );
}
