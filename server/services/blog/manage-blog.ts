/**
 * The admin area's blog editor: posts (every one, hidden and scheduled ones too, paged and
 * searched), their categories and tags. A post's text is stored as every rich text is
 * (storedHtml); its tags are typed as names and made when new. Every change is checked against
 * the version the admin saw (stale-edit.ts) and audited in its own transaction; the content
 * trigger (migration 0008) drops the cached blog pages when it commits.
 */
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "../../db/client.ts";
import {
  blogCategories,
  blogPostTags,
  blogPosts,
  blogTags,
  type BlogCategory,
  type BlogPost,
  type BlogTag,
} from "../../db/schema/index.ts";
import { ADMIN_PAGE_SIZE } from "../../../shared/admin/admin-messages.ts";
import { BlogMessages } from "../../../shared/admin/blog-messages.ts";
import type {
  ListBlogPostsInput,
  SaveBlogCategoryInput,
  SaveBlogPostInput,
  SaveBlogTagInput,
} from "../../../shared/admin/blog-schemas.ts";
import type { DeleteContentInput, SetVisibilityInput } from "../../../shared/admin/content-schemas.ts";
import { slugify } from "../../../shared/text/slugify.ts";
import { recordAudit, type AdminActor } from "../admin/audit-log.ts";
import { lockForEdit } from "../admin/stale-edit.ts";
import { keepRule } from "../admin/keep-rule.ts";
import { foldForSearch } from "../../../shared/text/search-fold.ts";
import { containsEveryWord } from "../content/name-search.ts";
import { isPublicPost } from "../content/visibility.ts";
import { htmlToText } from "../content/sanitize-html.ts";
import { storedHtml } from "../content/stored-html.ts";
import { invalidField, notFound } from "../service-error.ts";
import { adminPage, adminPageOffset } from "../admin/admin-page.ts";
import { deleteRow } from "../admin/delete-row.ts";
import { setRowVisibility } from "../admin/set-visibility.ts";
import { slugToSave, withUniqueSlug } from "../content/slugs.ts";
import { fileStorage } from "../files/file-storage.ts";
import { removeStoredKeys, type StoredFilesEnv } from "../files/remove-stored-keys.ts";
import { checkThumbnail, removeReplacedFiles } from "../store/store-uploads.ts";

export type AdminBlogPost = BlogPost & { categoryName: string | null; tags: string[] };

/** The post as the audit log keeps it (its text as a length: the log is not a second copy). */
const auditedPost = (post: BlogPost, tags: string[]) => ({
  id: post.id,
  name: post.name,
  slug: post.slug,
  categoryId: post.categoryId,
  tags: tags.join(", "),
  textLength: post.descriptionFull?.length ?? 0,
  thumbnailImg: post.thumbnailImg,
  metaDescription: post.metaDescription,
  metaKeyword: post.metaKeyword,
  status: post.status,
  publishedAt: post.publishedAt.toISOString(),
  updatedAt: post.updatedAt.toISOString(),
});

const auditedCategory = (category: BlogCategory) => ({
  id: category.id,
  name: category.categoryName,
  slug: category.slug,
  sortOrder: category.sortOrder,
  updatedAt: category.updatedAt.toISOString(),
});

const auditedTag = (tag: BlogTag) => ({
  id: tag.id,
  name: tag.name,
  slug: tag.slug,
  updatedAt: tag.updatedAt.toISOString(),
});

/** The tag names of each post of `postIds`, by name. */
async function tagsOf(db: DatabaseOrTransaction, postIds: number[]): Promise<Map<number, string[]>> {
  const byPost = new Map<number, string[]>(postIds.map((id) => [id, []]));
  if (postIds.length === 0) return byPost;
  const rows = await db
    .select({ postId: blogPostTags.postId, name: blogTags.name })
    .from(blogPostTags)
    .innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId))
    .where(inArray(blogPostTags.postId, postIds))
    .orderBy(sql`lower(${blogTags.name})`);
  for (const row of rows) byPost.get(row.postId)?.push(row.name);
  return byPost;
}

/**
 * A page of posts, newest first (blog_posts_published_at_idx), every word of `search` in the title;
 * each says whether the public can read it now (visibility.ts: not while hidden or scheduled).
 */
export async function listAdminBlogPosts(db: Database, input: ListBlogPostsInput) {
  const where = and(
    containsEveryWord(blogPosts.nameFolded, foldForSearch(input.search ?? "")),
    input.category_id === undefined ? undefined : eq(blogPosts.categoryId, input.category_id),
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        post: blogPosts,
        categoryName: blogCategories.categoryName,
        isPublic: sql<boolean>`${isPublicPost()}`,
      })
      .from(blogPosts)
      .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(adminPageOffset(input.page)),
    db.select({ n: count() }).from(blogPosts).where(where),
  ]);
  const tags = await tagsOf(
    db,
    rows.map((row) => row.post.id),
  );
  const total = totalRow?.n ?? 0;
  return adminPage(
    rows.map((row): AdminBlogPost & { isPublic: boolean } => ({
      ...row.post,
      categoryName: row.categoryName,
      tags: tags.get(row.post.id)!,
      isPublic: row.isPublic,
    })),
    total,
    input.page,
  );
}

export async function getAdminBlogPost(db: Database, id: number): Promise<AdminBlogPost> {
  const [row] = await db
    .select({ post: blogPosts, categoryName: blogCategories.categoryName })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(eq(blogPosts.id, id))
    .limit(1);
  if (!row) throw notFound(BlogMessages.postNotFound);
  const tags = await tagsOf(db, [id]);
  return { ...row.post, categoryName: row.categoryName, tags: tags.get(id)! };
}

/** The tags named `names`, made when new (a name is the same tag as another of the same slug). */
async function tagIdsFor(tx: DatabaseOrTransaction, names: string[]): Promise<number[]> {
  const wanted = new Map<string, string>();
  for (const name of names) {
    const slug = slugify(name, 60);
    if (slug === "") throw invalidField("tags", "Each tag must have a letter or a digit.");
    if (!wanted.has(slug)) wanted.set(slug, name);
  }
  if (wanted.size === 0) return [];
  await tx
    .insert(blogTags)
    .values([...wanted].map(([slug, name]) => ({ slug, name })))
    .onConflictDoNothing({ target: blogTags.slug });
  const rows = await tx
    .select({ id: blogTags.id })
    .from(blogTags)
    .where(inArray(blogTags.slug, [...wanted.keys()]));
  return rows.map((row) => row.id);
}

async function checkBlogCategory(tx: DatabaseOrTransaction, categoryId: number | undefined) {
  if (categoryId === undefined) return;
  const [row] = await tx
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(eq(blogCategories.id, categoryId))
    .for("share");
  if (!row) throw invalidField("category_id", BlogMessages.categoryInvalid);
}

/**
 * The publication time an edit saves: the one given, or the stored one when none is given or the
 * given one is the stored one to the minute, as the editor's field shows it (a post published at
 * 11:59:24 comes back as 11:59): saving a post without touching its time changes neither the time
 * nor the audit log's record of it.
 */
function publicationTime(given: Date | undefined, stored: Date): Date {
  if (!given) return stored;
  const storedMinute = Math.floor(stored.getTime() / 60_000) * 60_000;
  return given.getTime() === storedMinute ? stored : given;
}

/**
 * Adds a post, or edits post `id` at the version the admin saw. An empty slug is made from the
 * title when adding and kept when editing; an empty publication time is now when adding and kept
 * when editing; a future one schedules the post (the visibility rule shows it then).
 * An uploaded picture (`uploads.thumbnail`) is checked and stored as a guide's cover is
 * (store-uploads.ts: PNG or JPEG by its bytes, re-encoded as WebP under a new name) and becomes
 * the post's thumbnail, in place of an address; the picture it replaces is deleted after the
 * commit, the new one if the save fails.
 */
export async function saveBlogPost(
  db: Database,
  env: StoredFilesEnv,
  actor: AdminActor,
  input: SaveBlogPostInput,
  uploads: { thumbnail?: Uint8Array } = {},
): Promise<BlogPost> {
  const descriptionFull = storedHtml(input.body);
  if (htmlToText(descriptionFull).trim() === "") throw invalidField("body", BlogMessages.bodyRequired);
  const storage = fileStorage(env.config);
  const picture = uploads.thumbnail ? await checkThumbnail(storage, uploads.thumbnail) : undefined;
  await picture?.write();
  const fields = {
    name: input.name,
    categoryId: input.category_id ?? null,
    descriptionFull,
    thumbnailImg: picture?.stored ?? input.thumbnail_img ?? null,
    metaDescription: input.meta_description,
    metaKeyword: input.meta_keyword,
    status: input.status,
  };
  let replacedPicture: string | null = null;
  let result: BlogPost;
  try {
    result = await withUniqueSlug("blog_posts_slug_unique", BlogMessages.slugTaken, () =>
      db.transaction(async (tx) => {
        await checkBlogCategory(tx, input.category_id);
        const tagIds = await tagIdsFor(tx, input.tags);
        let before: BlogPost | undefined;
        let beforeTags: string[] = [];
        let saved: BlogPost;
        if (input.id === undefined) {
          const slug = slugToSave(input.slug, { title: input.name });
          [saved] = (await tx
            .insert(blogPosts)
            .values({ ...fields, slug, publishedAt: input.published_at ?? new Date() })
            .returning()) as [BlogPost];
        } else {
          before = await lockForEdit(tx, blogPosts, input.id, input.updated_at!, "post");
          if (before.thumbnailImg !== fields.thumbnailImg) replacedPicture = before.thumbnailImg;
          beforeTags = (await tagsOf(tx, [before.id])).get(before.id)!;
          [saved] = (await tx
            .update(blogPosts)
            .set({
              ...fields,
              slug: input.slug ?? before.slug,
              publishedAt: publicationTime(input.published_at, before.publishedAt),
            })
            .where(eq(blogPosts.id, input.id))
            .returning()) as [BlogPost];
          await tx.delete(blogPostTags).where(eq(blogPostTags.postId, saved.id));
        }
        if (tagIds.length > 0) {
          await tx.insert(blogPostTags).values(tagIds.map((tagId) => ({ postId: saved.id, tagId })));
        }
        const afterTags = (await tagsOf(tx, [saved.id])).get(saved.id)!;
        await recordAudit(tx, actor, {
          action: before ? "blog_post.update" : "blog_post.create",
          entityType: "blog_post",
          entityId: saved.id,
          before: before ? auditedPost(before, beforeTags) : null,
          after: auditedPost(saved, afterTags),
        });
        return saved;
      }),
    );
  } catch (error) {
    if (picture) await removeStoredKeys(storage, [picture.key], env.logger);
    throw error;
  }
  // After the commit: an uploaded picture the post no longer shows is deleted (an address is not).
  await removeReplacedFiles(db, storage, { image: replacedPicture }, env.logger);
  return result;
}

/** Hides (status 0) or shows (1) a post. */
export async function setBlogPostVisibility(db: Database, actor: AdminActor, input: SetVisibilityInput) {
  return db.transaction(async (tx) => {
    const before = await lockForEdit(tx, blogPosts, input.id, input.updated_at, "post");
    const tags = (await tagsOf(tx, [before.id])).get(before.id)!;
    return setRowVisibility(tx, actor, {
      table: blogPosts,
      entityType: "blog_post",
      before,
      status: input.status,
      audited: (post) => auditedPost(post, tags),
    });
  });
}

/**
 * Deletes a post (its tags stay, for other posts) at the version the admin saw, and after the
 * commit its uploaded picture, unless a guide or another post shows it too.
 */
export async function deleteBlogPost(
  db: Database,
  env: StoredFilesEnv,
  actor: AdminActor,
  input: DeleteContentInput,
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const before = await lockForEdit(tx, blogPosts, input.id, input.updated_at, "post");
    const tags = (await tagsOf(tx, [before.id])).get(before.id)!;
    await deleteRow(tx, actor, {
      table: blogPosts,
      entityType: "blog_post",
      id: before.id,
      before: auditedPost(before, tags),
    });
    return before;
  });
  await removeReplacedFiles(db, fileStorage(env.config), { image: removed.thumbnailImg }, env.logger);
}

/** What keeps a blog category: posts filed in it (from blog_posts_category_published_at_idx). */
const blogCategoryKept = keepRule(blogCategories, [
  {
    holds: sql`exists (select 1 from ${blogPosts} where ${blogPosts}.category_id = ${blogCategories}.id)`,
    listed: BlogMessages.categoryKeptPosts,
    refused: BlogMessages.categoryHasPosts,
  },
]);

/** Blog categories with how many posts each files, and why deleteBlogCategory refuses one. */
function blogCategoryRows(db: Database) {
  return db
    .select({
      category: blogCategories,
      // Counted from blog_posts_category_published_at_idx. Columns named with their table: drizzle
      // leaves a one-table query's unqualified, which inside the subquery would mean the post's.
      postCount: sql<number>`(select count(*) from ${blogPosts} where ${blogPosts}.category_id = ${blogCategories}.id)::int`,
      keptBecause: blogCategoryKept.keptBecause(),
    })
    .from(blogCategories);
}

/** Every blog category (a handful), in menu order, with how many posts each files. */
export function listAdminBlogCategories(db: Database) {
  return blogCategoryRows(db).orderBy(asc(blogCategories.sortOrder), asc(blogCategories.id));
}

export async function getAdminBlogCategory(db: Database, id: number) {
  const [row] = await blogCategoryRows(db).where(eq(blogCategories.id, id));
  if (!row) throw notFound(BlogMessages.categoryNotFound);
  return row;
}

/** Adds a blog category, or edits one at the version the admin saw. */
export async function saveBlogCategory(db: Database, actor: AdminActor, input: SaveBlogCategoryInput) {
  const slug = slugToSave(input.slug, { name: input.name });
  const fields = { categoryName: input.name, slug, sortOrder: input.sort_order ?? 0 };
  return withUniqueSlug("blog_categories_slug_unique", BlogMessages.slugTaken, () =>
    db.transaction(async (tx) => {
      if (input.id === undefined) {
        const [created] = await tx.insert(blogCategories).values(fields).returning();
        await recordAudit(tx, actor, {
          action: "blog_category.create",
          entityType: "blog_category",
          entityId: created!.id,
          before: null,
          after: auditedCategory(created!),
        });
        return created!;
      }
      const before = await lockForEdit(tx, blogCategories, input.id, input.updated_at!, "blog category");
      const [updated] = await tx
        .update(blogCategories)
        .set(fields)
        .where(eq(blogCategories.id, input.id))
        .returning();
      await recordAudit(tx, actor, {
        action: "blog_category.update",
        entityType: "blog_category",
        entityId: input.id,
        before: auditedCategory(before),
        after: auditedCategory(updated!),
      });
      return updated!;
    }),
  );
}

/** Deletes an empty blog category; one that blogCategoryKept keeps is refused (409). */
export async function deleteBlogCategory(db: Database, actor: AdminActor, input: DeleteContentInput) {
  await db.transaction(async (tx) => {
    const before = await lockForEdit(tx, blogCategories, input.id, input.updated_at, "blog category");
    await blogCategoryKept.refuseDelete(tx, before.id);
    await deleteRow(tx, actor, {
      table: blogCategories,
      entityType: "blog_category",
      id: before.id,
      before: auditedCategory(before),
    });
  });
}

/** Tags with how many posts carry each. */
function blogTagRows(db: Database) {
  return db
    .select({
      tag: blogTags,
      // Counted from blog_post_tags_tag_id_idx.
      postCount: sql<number>`(select count(*) from ${blogPostTags} where ${blogPostTags}.tag_id = ${blogTags}.id)::int`,
    })
    .from(blogTags);
}

/** Every tag, by name, with how many posts carry it. */
export function listAdminBlogTags(db: Database) {
  return blogTagRows(db).orderBy(sql`lower(${blogTags.name})`, asc(blogTags.id));
}

export async function getAdminBlogTag(db: Database, id: number) {
  const [row] = await blogTagRows(db).where(eq(blogTags.id, id));
  if (!row) throw notFound(BlogMessages.tagNotFound);
  return row;
}

/** Adds a tag, or renames one at the version the admin saw. */
export async function saveBlogTag(db: Database, actor: AdminActor, input: SaveBlogTagInput) {
  const slug = slugToSave(input.slug, { name: input.name }, 60);
  return withUniqueSlug("blog_tags_slug_unique", BlogMessages.slugTaken, () =>
    db.transaction(async (tx) => {
      if (input.id === undefined) {
        const [created] = await tx.insert(blogTags).values({ name: input.name, slug }).returning();
        await recordAudit(tx, actor, {
          action: "blog_tag.create",
          entityType: "blog_tag",
          entityId: created!.id,
          before: null,
          after: auditedTag(created!),
        });
        return created!;
      }
      const before = await lockForEdit(tx, blogTags, input.id, input.updated_at!, "tag");
      const [updated] = await tx
        .update(blogTags)
        .set({ name: input.name, slug })
        .where(eq(blogTags.id, input.id))
        .returning();
      await recordAudit(tx, actor, {
        action: "blog_tag.update",
        entityType: "blog_tag",
        entityId: input.id,
        before: auditedTag(before),
        after: auditedTag(updated!),
      });
      return updated!;
    }),
  );
}

/** Deletes a tag: the posts that carried it lose it. */
export async function deleteBlogTag(db: Database, actor: AdminActor, input: DeleteContentInput) {
  await db.transaction(async (tx) => {
    const before = await lockForEdit(tx, blogTags, input.id, input.updated_at, "tag");
    await deleteRow(tx, actor, {
      table: blogTags,
      entityType: "blog_tag",
      id: before.id,
      before: auditedTag(before),
    });
  });
}
