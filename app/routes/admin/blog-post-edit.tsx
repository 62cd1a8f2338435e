import "@mantine/core/styles/Input.css";
// NativeSelect draws its chevron with a Combobox class.
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Anchor, NativeSelect, SimpleGrid, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { FileField } from "~/forms/file-field";
import { IconPhoto } from "@tabler/icons-react";
import { Link } from "react-router";
import { BLOG_TITLE_MAX_LENGTH, BlogMessages, META_KEYWORDS_MAX_LENGTH } from "@shared/admin/blog-messages";
import { saveBlogPostSchema } from "@shared/admin/blog-schemas";
import { ServiceAdminMessages, THUMBNAIL_MAX_BYTES } from "@shared/store/store-admin-messages";
import { SEO_DESCRIPTION_MAX_LENGTH, VISIBILITY_CHOICES } from "@shared/admin/content-messages";
import { MAX_SLUG_LENGTH } from "@shared/forms/schema-fields";
import { getAdminBlogPost, listAdminBlogCategories, saveBlogPost } from "@server/services/blog/manage-blog";
import { fileStorage } from "@server/services/files/file-storage";
import { postedFileErrors, uploadedBytes } from "@server/services/store/store-uploads";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { AdminEditForm, type FileLimit } from "~/features/admin/admin-edit-form";
import { RichTextField } from "~/features/admin/rich-text-field";
import { formFailure } from "~/forms/form-action.server";
import { firstError } from "~/forms/form-feedback";
import { adminSaveAction } from "./admin-save-action.server";
import { editedRowIdOf, requireAdmin } from "./admin-session.server";
import type { Route } from "./+types/blog-post-edit";
import { slugHint } from "~/features/admin/slug-hint";

/** A time as `<input type="datetime-local">` shows it, in UTC: "2026-05-06T14:30". */
const toLocalInput = (date: Date) => date.toISOString().slice(0, 16);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const id = editedRowIdOf(params, BlogMessages.postNotFound);
  try {
    const [post, categories] = await Promise.all([
      id === undefined ? undefined : getAdminBlogPost(context.db, id),
      listAdminBlogCategories(context.db),
    ]);
    return {
      categories: categories.map(({ category }) => ({
        value: String(category.id),
        label: category.categoryName,
      })),
      post: post && {
        id: post.id,
        name: post.name,
        slug: post.slug,
        categoryId: post.categoryId,
        tags: post.tags.join(", "),
        html: post.descriptionFull ?? "",
        thumbnailImg: post.thumbnailImg,
        metaDescription: post.metaDescription,
        metaKeyword: post.metaKeyword,
        status: post.status,
        publishedAt: toLocalInput(post.publishedAt),
        updatedAt: post.updatedAt.toISOString(),
      },
    };
  } catch (error) {
    // A post deleted meanwhile: the 404 page.
    throw formFailure(error);
  }
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  privatePageMeta(loaded?.post ? "Edit post" : "Add post");

/** Adds or saves the post of the address, then back to the list. */
export function action(args: Route.ActionArgs) {
  return adminSaveAction(args, {
    notFound: BlogMessages.postNotFound,
    schema: saveBlogPostSchema,
    save: async (input, { actor, form }) => {
      const uploads = { thumbnail: await uploadedBytes("thumbnail", form.get("thumbnail")) };
      return saveBlogPost(args.context.db, args.context, actor, input, uploads);
    },
    alsoCheck: (fields) =>
      postedFileErrors(fileStorage(args.context.config), { thumbnail: fields.thumbnail }),
    uploadLimits: { thumbnail: [ServiceAdminMessages.thumbnailTooLarge] },
    messages: { created: BlogMessages.postCreated, saved: BlogMessages.postSaved },
    backTo: "/admin/blog",
  });
}

const FILE_LIMITS: Record<string, FileLimit> = {
  thumbnail: { maxBytes: THUMBNAIL_MAX_BYTES, message: ServiceAdminMessages.thumbnailTooLarge },
};

export default function BlogPostEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { post, categories } = loaderData;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/blog" size="sm">
        ← All posts
      </Anchor>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {post ? "Edit post" : "Add post"}
      </Title>
      {post && (
        <Anchor href={`/blog-details/${post.slug}`} size="sm">
          Its public page: /blog-details/{post.slug}
        </Anchor>
      )}
      <AdminEditForm
        key={post?.updatedAt ?? "new"}
        result={actionData}
        version={post?.updatedAt}
        cancelTo="/admin/blog"
        submitLabel={post ? "Save post" : "Add post"}
        encType="multipart/form-data"
        fileLimits={FILE_LIMITS}
      >
        {(errors) => (
          <>
            <TextInput
              name="name"
              label="Title"
              withAsterisk
              defaultValue={post?.name}
              maxLength={BLOG_TITLE_MAX_LENGTH}
              error={firstError(errors, "name")}
            />
            <RichTextField
              name="body"
              label="Text"
              required
              initialHtml={post?.html ?? ""}
              error={firstError(errors, "body")}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NativeSelect
                name="category_id"
                label="Category"
                defaultValue={String(post?.categoryId ?? "")}
                data={[{ value: "", label: "No category" }, ...categories]}
                error={firstError(errors, "category_id")}
              />
              <TextInput
                name="tags"
                label="Tags"
                description="Separated by commas; new ones are added."
                defaultValue={post?.tags}
                error={firstError(errors, "tags")}
              />
              <TextInput
                name="published_at"
                label="Published at (UTC)"
                type="datetime-local"
                description="Empty: now. A later time schedules the post."
                defaultValue={post?.publishedAt}
                error={firstError(errors, "published_at")}
              />
              <NativeSelect
                name="status"
                label="Visibility"
                withAsterisk
                defaultValue={String(post?.status ?? 1)}
                data={VISIBILITY_CHOICES}
                error={firstError(errors, "status")}
              />
              <TextInput
                name="slug"
                label="Slug"
                description={slugHint({
                  address: "/blog-details/{slug}",
                  madeFrom: "title",
                  saved: Boolean(post),
                })}
                defaultValue={post?.slug}
                maxLength={MAX_SLUG_LENGTH}
                error={firstError(errors, "slug")}
              />
              <FileField
                name="thumbnail"
                label="Picture"
                description="PNG or JPEG, up to 2 MB: the post's picture, instead of the picture address below."
                placeholder="Choose an image"
                accept="image/png,image/jpeg"
                leftSection={<IconPhoto size={16} aria-hidden />}
                clearable
                error={firstError(errors, "thumbnail")}
              />
              <TextInput
                name="thumbnail_img"
                label="Picture address"
                description="An image URL, or a path on this site such as /files/blog/resume.svg."
                defaultValue={post?.thumbnailImg ?? ""}
                error={firstError(errors, "thumbnail_img")}
              />
            </SimpleGrid>
            <Textarea
              name="meta_description"
              label="Description for search engines"
              autosize
              minRows={2}
              defaultValue={post?.metaDescription ?? ""}
              maxLength={SEO_DESCRIPTION_MAX_LENGTH}
              error={firstError(errors, "meta_description")}
            />
            <TextInput
              name="meta_keyword"
              label="Keywords"
              defaultValue={post?.metaKeyword ?? ""}
              maxLength={META_KEYWORDS_MAX_LENGTH}
              error={firstError(errors, "meta_keyword")}
            />
          </>
        )}
      </AdminEditForm>
    </Stack>
  );
}
