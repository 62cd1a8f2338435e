import "@mantine/core/styles/Input.css";
// NativeSelect draws its chevron with a Combobox class.
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Anchor, Group, NativeSelect, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { Link } from "react-router";
import { VISIBILITY_CHOICES } from "@shared/admin/content-messages";
import { MAX_SLUG_LENGTH } from "@shared/forms/schema-fields";
import {
  TUTORIAL_NAME_MAX_LENGTH,
  TUTORIAL_SITE_NAME_MAX_LENGTH,
  TutorialAdminMessages,
} from "@shared/tutorials/tutorial-admin-messages";
import { saveTutorialSchema } from "@shared/tutorials/tutorial-admin-schemas";
import { getAdminTutorial, saveTutorial } from "@server/services/tutorials/manage-tutorials";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { AdminEditForm } from "~/features/admin/admin-edit-form";
import { RichTextField } from "~/features/admin/rich-text-field";
import { formFailure } from "~/forms/form-action.server";
import { firstError } from "~/forms/form-feedback";
import { adminSaveAction } from "./admin-save-action.server";
import { editedRowIdOf, requireAdmin } from "./admin-session.server";
import type { Route } from "./+types/tutorial-edit";
import { slugHint } from "~/features/admin/slug-hint";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const id = editedRowIdOf(params, TutorialAdminMessages.notFound);
  if (id === undefined) return { tutorial: undefined };
  try {
    const tutorial = await getAdminTutorial(context.db, id);
    return {
      tutorial: {
        id: tutorial.id,
        name: tutorial.name,
        slug: tutorial.slug,
        siteName: tutorial.siteName,
        description: tutorial.description ?? "",
        status: tutorial.status,
        fileCount: tutorial.fileCount,
        updatedAt: tutorial.updatedAt.toISOString(),
      },
    };
  } catch (error) {
    // Deleted meanwhile: the 404 page.
    throw formFailure(error);
  }
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  privatePageMeta(loaded?.tutorial ? `Edit ${loaded.tutorial.name}` : "Add a tutorial");

/** Adds the tutorial (then on to its files, which it has none of yet) or saves it (back to the list). */
export function action(args: Route.ActionArgs) {
  const adding = args.params.id === undefined;
  return adminSaveAction(args, {
    notFound: TutorialAdminMessages.notFound,
    schema: saveTutorialSchema,
    save: (input, { actor }) => saveTutorial(args.context.db, actor, input),
    messages: TutorialAdminMessages,
    backTo: (saved) => (adding ? `/admin/tutorials/${saved.id}/files` : "/admin/tutorials"),
  });
}

/** /admin/tutorials/new and /admin/tutorials/{id}: a tutorial's name, address, source and description. */
export default function TutorialEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { tutorial } = loaderData;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/tutorials" size="sm">
        ← All tutorials
      </Anchor>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {tutorial ? "Edit tutorial" : "Add a tutorial"}
      </Title>
      {tutorial && (
        <Group gap="md" wrap="wrap">
          <Anchor href={`/torrent-course/${tutorial.slug}`} size="sm">
            Its public page: /torrent-course/{tutorial.slug}
          </Anchor>
          <Anchor component={Link} to={`/admin/tutorials/${tutorial.id}/files`} size="sm">
            Its files ({tutorial.fileCount})
          </Anchor>
        </Group>
      )}
      <AdminEditForm
        key={tutorial?.updatedAt ?? "new"}
        result={actionData}
        version={tutorial?.updatedAt}
        cancelTo="/admin/tutorials"
        submitLabel={tutorial ? "Save" : "Add and upload files"}
      >
        {(errors) => (
          <>
            <TextInput
              name="name"
              label="Name"
              withAsterisk
              defaultValue={tutorial?.name}
              maxLength={TUTORIAL_NAME_MAX_LENGTH}
              error={firstError(errors, "name")}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                name="slug"
                label="Slug"
                description={slugHint({
                  address: "/torrent-course/{slug}",
                  madeFrom: "name",
                  saved: Boolean(tutorial),
                })}
                defaultValue={tutorial?.slug}
                maxLength={MAX_SLUG_LENGTH}
                error={firstError(errors, "slug")}
              />
              <TextInput
                name="site_name"
                label="Source site"
                description="Where the course comes from, shown with it."
                defaultValue={tutorial?.siteName ?? ""}
                maxLength={TUTORIAL_SITE_NAME_MAX_LENGTH}
                error={firstError(errors, "site_name")}
              />
              <NativeSelect
                name="status"
                label="Visibility"
                withAsterisk
                description="Hidden: off the list, search and sitemap; its page and torrent answer 404."
                defaultValue={String(tutorial?.status ?? 1)}
                data={VISIBILITY_CHOICES}
                error={firstError(errors, "status")}
              />
            </SimpleGrid>
            <RichTextField
              name="description"
              label="Description"
              initialHtml={tutorial?.description ?? ""}
              error={firstError(errors, "description")}
            />
          </>
        )}
      </AdminEditForm>
    </Stack>
  );
}
