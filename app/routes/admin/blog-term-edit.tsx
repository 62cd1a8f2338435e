import "@mantine/core/styles/Input.css";
import { Anchor, Stack, TextInput, Title } from "@mantine/core";
import { Link } from "react-router";
import { BLOG_CATEGORY_NAME_MAX_LENGTH, BLOG_TAG_NAME_MAX_LENGTH } from "@shared/admin/blog-messages";
import { saveBlogCategorySchema, saveBlogTagSchema } from "@shared/admin/blog-schemas";
import { MAX_SLUG_LENGTH } from "@shared/forms/schema-fields";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { AdminEditForm } from "~/features/admin/admin-edit-form";
import { formFailure } from "~/forms/form-action.server";
import { firstError } from "~/forms/form-feedback";
import { adminSaveAction } from "./admin-save-action.server";
import { editedRowIdOf, requireAdmin } from "./admin-session.server";
import { BLOG_TERMS, blogTermKindOf } from "./blog-terms.server";
import type { Route } from "./+types/blog-term-edit";
import { DisplayOrderInput } from "~/features/admin/display-order-input";

export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const kind = blogTermKindOf(url);
  const terms = BLOG_TERMS[kind];
  const id = editedRowIdOf(params, terms.messages.notFound);
  try {
    return {
      kind,
      listPath: terms.listPath,
      term: id === undefined ? undefined : await terms.get(context.db, id),
    };
  } catch (error) {
    // Deleted meanwhile: the 404 page.
    throw formFailure(error);
  }
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  privatePageMeta(loaded?.term ? `Edit ${loaded.term.name}` : `Add ${loaded?.kind ?? "term"}`);

/** Adds or saves the category or tag of the address, then back to its list. */
export function action(args: Route.ActionArgs) {
  const { db } = args.context;
  if (blogTermKindOf(args.url) === "tag") {
    const { save, messages, listPath } = BLOG_TERMS.tag;
    return adminSaveAction(args, {
      notFound: messages.notFound,
      schema: saveBlogTagSchema,
      save: (input, { actor }) => save(db, actor, input),
      messages,
      backTo: listPath,
    });
  }
  const { save, messages, listPath } = BLOG_TERMS.category;
  return adminSaveAction(args, {
    notFound: messages.notFound,
    schema: saveBlogCategorySchema,
    save: (input, { actor }) => save(db, actor, input),
    messages,
    backTo: listPath,
  });
}

export default function BlogTermEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, listPath, term } = loaderData;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={listPath} size="sm">
        ← All {kind === "tag" ? "tags" : "blog categories"}
      </Anchor>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {term ? `Edit ${kind}` : `Add ${kind}`}
      </Title>
      <AdminEditForm
        key={term?.updatedAt ?? "new"}
        result={actionData}
        version={term?.updatedAt}
        cancelTo={listPath}
        submitLabel={term ? `Save ${kind}` : `Add ${kind}`}
      >
        {(errors) => (
          <>
            <TextInput
              name="name"
              label="Name"
              withAsterisk
              defaultValue={term?.name}
              maxLength={kind === "tag" ? BLOG_TAG_NAME_MAX_LENGTH : BLOG_CATEGORY_NAME_MAX_LENGTH}
              error={firstError(errors, "name")}
            />
            <TextInput
              name="slug"
              label="Slug"
              description="Empty: made from the name."
              defaultValue={term?.slug}
              maxLength={MAX_SLUG_LENGTH}
              error={firstError(errors, "slug")}
            />
            {kind === "category" && (
              <DisplayOrderInput
                defaultValue={term?.sortOrder ?? 0}
                error={firstError(errors, "sort_order")}
              />
            )}
          </>
        )}
      </AdminEditForm>
    </Stack>
  );
}
