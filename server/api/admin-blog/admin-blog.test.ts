/**
 * The blog editor's calls: admin only, validated, audited with the row before and after, a stale
 * edit refused without a change; what an admin saves is what the public blog calls serve, and a
 * hidden or scheduled post is not among them.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { blogCategories, blogPostTags, blogPosts, blogTags } from "../../db/schema/index.ts";
import { slugify } from "../../../shared/text/slugify.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { accountsApp, get, postForm, signUpAndLogIn } from "../../../tests/support/api-accounts.ts";
import { auditTrail, signUpAdmin } from "../../../tests/support/api-admins.ts";
import { testConfig } from "../../../tests/support/test-app.ts";
import { listAdminBlogPosts } from "../../services/blog/manage-blog.ts";
import { fileStorage } from "../../services/files/file-storage.ts";
import { coverKey } from "../../services/store/ebook-files.ts";
import { listAdminBlogCategories } from "../../services/blog/manage-blog.ts";
import { setupDataDir } from "../store/store-test-kit.ts";

const database = setupTestDatabase();
const app = () => accountsApp(database);

const auditOf = auditTrail(database);

const postRow = async (id: number) =>
  (await database.db.select().from(blogPosts).where(eq(blogPosts.id, id)))[0];

let serial = 0;
async function insertCategory() {
  serial += 1;
  const [row] = await database.db
    .insert(blogCategories)
    .values({ categoryName: `Careers ${serial}`, slug: `careers-${serial}-${Date.now()}` })
    .returning();
  return row!;
}

async function insertPost(fields: Partial<typeof blogPosts.$inferInsert> = {}) {
  serial += 1;
  const [row] = await database.db
    .insert(blogPosts)
    .values({
      name: `Post ${serial}`,
      slug: `post-${serial}-${Date.now()}`,
      descriptionFull: "<p>Text</p>",
      ...fields,
    })
    .returning();
  return row!;
}

const postFields = (fields: Record<string, string> = {}) => ({
  name: "How to answer “Tell me about yourself” in a US tech interview",
  body: '<p>Keep it to <strong>two minutes</strong>.</p><pre><code class="language-python">def intro(): pass</code></pre>',
  tags: "Interviews, behavioral questions , interviews",
  status: "1",
  meta_description: "A two-minute answer that works.",
  ...fields,
});

describe("who may call the blog editor", () => {
  const calls = [
    ["GET", "/api/admin/blog/posts"],
    ["GET", "/api/admin/blog/posts/{post}"],
    ["POST", "/api/admin/blog/posts/save"],
    ["POST", "/api/admin/blog/posts/{post}/visibility"],
    ["POST", "/api/admin/blog/posts/{post}/delete"],
    ["GET", "/api/admin/blog/categories"],
    ["POST", "/api/admin/blog/categories/save"],
    ["POST", "/api/admin/blog/categories/{category}/delete"],
    ["GET", "/api/admin/blog/tags"],
    ["POST", "/api/admin/blog/tags/save"],
    ["POST", "/api/admin/blog/tags/{tag}/delete"],
  ] as const;

  it.each(calls)(
    "%s %s answers 401 without a token and 403 to a user, changing nothing",
    async (method, path) => {
      const user = await signUpAndLogIn(app());
      const post = await insertPost();
      const category = await insertCategory();
      const [tag] = await database.db
        .insert(blogTags)
        .values({ name: "Tag", slug: `tag-${Date.now()}` })
        .returning();
      const target = path
        .replace("{post}", String(post.id))
        .replace("{category}", String(category.id))
        .replace("{tag}", String(tag!.id));
      const send = (token?: string) =>
        method === "GET"
          ? get(app(), target, { token })
          : postForm(
              app(),
              target,
              { ...postFields(), id: String(post.id), status: "0", updated_at: post.updatedAt.toISOString() },
              { token },
            );
      const anonymous = await send();
      expect(anonymous.status).toBe(401);
      const forbidden = await send(user.token);
      expect(forbidden.status).toBe(403);
      expect(await forbidden.json()).toEqual({ message: "Only administrators can do this." });
      expect(await postRow(post.id)).toEqual(post);
      expect(await auditOf("blog_post", post.id)).toEqual([]);
      const [stillThere] = await database.db.select().from(blogTags).where(eq(blogTags.id, tag!.id));
      expect(stillThere).toEqual(tag);
    },
  );
});

describe("blog posts", () => {
  it("an admin writes a post with a category and tags; the public blog serves it; edits, hides, shows, deletes, audited", async () => {
    const admin = await signUpAdmin(app(), database);
    const category = await insertCategory();
    const added = await postForm(
      app(),
      "/api/admin/blog/posts/save",
      postFields({ category_id: String(category.id) }),
      { token: admin.token },
    );
    expect(added.status).toBe(200);
    const { message, data: post } = await added.json();
    expect(message).toBe("Post added");
    expect(post).toMatchObject({
      slug: "how-to-answer-tell-me-about-yourself-in-a-us-tech-interview",
      category_id: category.id,
      category_name: category.categoryName,
      tags: ["behavioral questions", "Interviews"],
      status: 1,
    });
    expect(post.description_full).toContain('<span class="hljs-keyword">def</span>');

    const details = await get(app(), `/api/public/getBlogDetails/${post.slug}`);
    expect(details.status).toBe(200);
    const { data: shown } = await details.json();
    expect(shown.tags.map((tag: { slug: string }) => tag.slug).sort()).toEqual([
      "behavioral-questions",
      "interviews",
    ]);
    const tagPage = await (await get(app(), "/api/public/findBlogTag/behavioral-questions")).json();
    expect(tagPage.result.map((row: { slug: string }) => row.slug)).toContain(post.slug);

    const found = await (
      await get(app(), `/api/admin/blog/posts?search=tell%20yourself&category_id=${category.id}`, {
        token: admin.token,
      })
    ).json();
    expect(found.data).toEqual([post]);

    const edited = await postForm(
      app(),
      "/api/admin/blog/posts/save",
      postFields({
        id: String(post.id),
        updated_at: post.updated_at,
        name: "Tell me about yourself",
        tags: "STAR",
      }),
      { token: admin.token },
    );
    expect(edited.status).toBe(200);
    const { data: after } = await edited.json();
    // The slug stays; the tags are replaced; the publication time is kept.
    expect(after).toMatchObject({
      slug: post.slug,
      name: "Tell me about yourself",
      tags: ["STAR"],
      category_id: null,
    });
    expect(after.published_at).toBe(post.published_at);

    const hidden = await postForm(
      app(),
      `/api/admin/blog/posts/${post.id}/visibility`,
      { status: "0", updated_at: after.updated_at },
      { token: admin.token },
    );
    expect((await hidden.json()).message).toBe("The post is hidden from the blog.");
    expect((await get(app(), `/api/public/getBlogDetails/${post.slug}`)).status).toBe(404);
    const afterHide = await getPostJson(admin.token, post.id);
    const shownAgain = await postForm(
      app(),
      `/api/admin/blog/posts/${post.id}/visibility`,
      { status: "1", updated_at: afterHide.updated_at },
      { token: admin.token },
    );
    expect(shownAgain.status).toBe(200);
    expect((await get(app(), `/api/public/getBlogDetails/${post.slug}`)).status).toBe(200);

    const deleted = await postForm(
      app(),
      `/api/admin/blog/posts/${post.id}/delete`,
      { updated_at: (await shownAgain.json()).data.updated_at },
      { token: admin.token },
    );
    expect(await deleted.json()).toEqual({ message: "Post deleted" });
    expect(await postRow(post.id)).toBeUndefined();

    const entries = await auditOf("blog_post", post.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      "blog_post.delete",
      "blog_post.show",
      "blog_post.hide",
      "blog_post.update",
      "blog_post.create",
    ]);
    expect(entries[3]!.before).toMatchObject({
      tags: "behavioral questions, Interviews",
      categoryId: category.id,
    });
    expect(entries[3]!.after).toMatchObject({
      tags: "STAR",
      categoryId: null,
      name: "Tell me about yourself",
    });
    expect(entries.every((entry) => entry.actorUserId === admin.id)).toBe(true);
  });

  it("a post published later is scheduled: listed for the admin, not on the public blog until then", async () => {
    const admin = await signUpAdmin(app(), database);
    const saved = await postForm(
      app(),
      "/api/admin/blog/posts/save",
      postFields({ name: "Salary negotiation in 2027", published_at: "2099-01-15T09:30" }),
      { token: admin.token },
    );
    const { data: post } = await saved.json();
    expect(post.published_at).toBe("2099-01-15T09:30:00.000Z");
    expect((await get(app(), `/api/public/getBlogDetails/${post.slug}`)).status).toBe(404);
    const list = await (
      await get(app(), "/api/admin/blog/posts?search=salary", { token: admin.token })
    ).json();
    expect(list.data.map((row: { id: number }) => row.id)).toEqual([post.id]);
  });

  it("the admin list says which posts the public can read, so that it links only theirs", async () => {
    const word = `readable${Date.now()}`;
    const shown = await insertPost({ name: `Shown ${word}` });
    const hidden = await insertPost({ name: `Hidden ${word}`, status: 0 });
    const scheduled = await insertPost({
      name: `Scheduled ${word}`,
      publishedAt: new Date("2099-01-15T09:30Z"),
    });
    const { rows } = await listAdminBlogPosts(database.db, { search: word, category_id: undefined, page: 1 });
    const isPublic = (id: number) => rows.find((row) => row.id === id)?.isPublic;
    expect([isPublic(shown.id), isPublic(hidden.id), isPublic(scheduled.id)]).toEqual([true, false, false]);
  });

  it("keeps a post's publication time when it comes back from the editor to the minute, and moves it otherwise", async () => {
    const admin = await signUpAdmin(app(), database);
    const save = async (fields: Record<string, string>) =>
      (
        await (
          await postForm(app(), "/api/admin/blog/posts/save", postFields(fields), { token: admin.token })
        ).json()
      ).data;
    const post = await save({ name: "Visa interview checklist", published_at: "2026-03-04T10:30:45Z" });
    expect(post.published_at).toBe("2026-03-04T10:30:45.000Z");

    // Saved again as the edit form sends it: the time to the minute.
    const republish = (current: { id: number; updated_at: string }, publishedAt: string) =>
      save({
        id: String(current.id),
        updated_at: current.updated_at,
        name: "Visa interview checklist",
        published_at: publishedAt,
      });
    // The edit form shows and sends "2026-03-04T10:30": the seconds stay.
    const edited = await republish(post, "2026-03-04T10:30");
    expect(edited.published_at).toBe("2026-03-04T10:30:45.000Z");
    const moved = await republish(edited, "2026-03-04T10:31");
    expect(moved.published_at).toBe("2026-03-04T10:31:00.000Z");
  });

  it("refuses bad input with the field's message (422), a taken slug and a stale edit, changing nothing", async () => {
    const admin = await signUpAdmin(app(), database);
    const existing = await insertPost();
    const countBefore = (await database.db.select().from(blogPosts)).length;
    const bad = await postForm(
      app(),
      "/api/admin/blog/posts/save",
      postFields({
        name: "",
        body: "<p> </p>",
        thumbnail_img: "javascript:alert(1)",
        published_at: "next tuesday",
        tags: Array.from({ length: 11 }, (_, index) => `tag ${index}`).join(","),
      }),
      { token: admin.token },
    );
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toEqual({
      name: ["The title field is required."],
      thumbnail_img: [
        "The picture address must be a URL starting with https:// or a path on this site starting with /.",
      ],
      published_at: ["The published at date is not a valid date."],
      tags: ["A post may have at most 10 tags."],
    });
    const emptyText = await postForm(
      app(),
      "/api/admin/blog/posts/save",
      postFields({ body: "<p> </p><script>x()</script>" }),
      {
        token: admin.token,
      },
    );
    expect((await emptyText.json()).errors).toEqual({ body: ["The text field is required."] });
    const controlInTags = await postForm(
      app(),
      "/api/admin/blog/posts/save",
      postFields({ tags: "a\u0000b" }),
      {
        token: admin.token,
      },
    );
    expect(controlInTags.status).toBe(422);
    expect((await controlInTags.json()).errors).toEqual({
      tags: ["The tags contain characters that are not allowed."],
    });
    const badCategory = await postForm(
      app(),
      "/api/admin/blog/posts/save",
      postFields({ category_id: "999999" }),
      {
        token: admin.token,
      },
    );
    expect((await badCategory.json()).errors).toEqual({ category_id: ["The selected category is invalid."] });
    const taken = await postForm(app(), "/api/admin/blog/posts/save", postFields({ slug: existing.slug }), {
      token: admin.token,
    });
    expect(taken.status).toBe(422);
    expect((await taken.json()).errors).toEqual({ slug: ["The slug has already been taken."] });
    expect((await database.db.select().from(blogPosts)).length).toBe(countBefore);

    const stale = await postForm(
      app(),
      "/api/admin/blog/posts/save",
      postFields({
        id: String(existing.id),
        updated_at: new Date(existing.updatedAt.getTime() - 1).toISOString(),
      }),
      { token: admin.token },
    );
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({
      message:
        "This post has been changed since you opened it, in another tab or by another admin. Reload to see the changes.",
      reason: "stale-edit",
    });
    expect(await postRow(existing.id)).toEqual(existing);
    expect(await auditOf("blog_post", existing.id)).toEqual([]);
  });
});

async function getPostJson(token: string, id: number) {
  return (await (await get(app(), `/api/admin/blog/posts/${id}`, { token })).json()).data;
}

describe("a post's uploaded picture", () => {
  const dataDir = setupDataDir();
  const appWithFiles = () => accountsApp(database, { dataDir: dataDir.path });
  const storage = () => fileStorage(testConfig({ dataDir: dataDir.path }));

  it("is stored re-encoded and becomes the post's thumbnail; a file that is not an image is refused, storing nothing", async () => {
    const admin = await signUpAdmin(appWithFiles(), database);
    const countBefore = (await database.db.select().from(blogPosts)).length;
    const refused = await postForm(
      appWithFiles(),
      "/api/admin/blog/posts/save",
      {
        ...postFields(),
        thumbnail: new File(["<svg onload=alert(1)>"], "picture.png", { type: "image/png" }),
      },
      { token: admin.token },
    );
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors).toEqual({
      thumbnail: ["The thumbnail must be a PNG or JPEG image."],
    });
    expect((await database.db.select().from(blogPosts)).length).toBe(countBefore);

    // A photo-sized picture (noise does not compress): more than the API's 1 MB for other calls.
    const png = await sharp(
      Buffer.from(Array.from({ length: 700 * 600 * 3 }, () => Math.floor(Math.random() * 256))),
      {
        raw: { width: 700, height: 600, channels: 3 },
      },
    )
      .png()
      .toBuffer();
    expect(png.byteLength).toBeGreaterThan(1024 * 1024);
    const saved = await postForm(
      appWithFiles(),
      "/api/admin/blog/posts/save",
      {
        ...postFields({ thumbnail_img: "/files/blog/resume.svg" }),
        thumbnail: new File([new Uint8Array(png)], "picture.png", { type: "image/png" }),
      },
      { token: admin.token },
    );
    expect(saved.status).toBe(200);
    const { data } = await saved.json();
    expect(data.thumbnail_img).toMatch(/^\/files\/covers\/upload-[0-9a-f]{32}\.webp$/);
    const key = coverKey(data.thumbnail_img.split("/").at(-1)!);
    expect((await storage().stat(key))?.size).toBeGreaterThan(0);
    expect((await postRow(data.id))!.thumbnailImg).toBe(data.thumbnail_img);

    // Another address in its place: the uploaded picture nobody shows any more is deleted.
    const replaced = await postForm(
      appWithFiles(),
      "/api/admin/blog/posts/save",
      postFields({
        id: String(data.id),
        updated_at: data.updated_at,
        thumbnail_img: "/files/blog/resume.svg",
      }),
      { token: admin.token },
    );
    expect(replaced.status).toBe(200);
    expect(await storage().stat(key)).toBeUndefined();
  });

  /** Post `name` saved through the API (with `upload` as its picture when given): its JSON. */
  async function savePost(
    token: string,
    name: string,
    fields: Record<string, string>,
    upload?: Uint8Array<ArrayBuffer>,
  ) {
    const response = await postForm(
      appWithFiles(),
      "/api/admin/blog/posts/save",
      {
        ...postFields({ name, slug: `${slugify(name)}-${Date.now()}`, ...fields }),
        ...(upload && { thumbnail: new File([upload], "picture.png", { type: "image/png" }) }),
      },
      { token },
    );
    expect(response.status).toBe(200);
    return (await response.json()).data;
  }
  const smallPng = () =>
    sharp({ create: { width: 64, height: 40, channels: 3, background: "#3355aa" } })
      .png()
      .toBuffer();
  const deletePost = async (token: string, post: { id: number; updated_at: string }) => {
    const response = await postForm(
      appWithFiles(),
      `/api/admin/blog/posts/${post.id}/delete`,
      { updated_at: post.updated_at },
      { token },
    );
    expect(response.status).toBe(200);
  };

  it("stays while another post shows it as its picture, and goes with the last post that shows it", async () => {
    const admin = await signUpAdmin(appWithFiles(), database);
    const first = await savePost(
      admin.token,
      "Negotiating a first offer",
      {},
      new Uint8Array(await smallPng()),
    );
    const key = coverKey(first.thumbnail_img.split("/").at(-1)!);
    // The admin gives a second post the same picture, by its address.
    const second = await savePost(admin.token, "Negotiating a raise", { thumbnail_img: first.thumbnail_img });

    // The first post takes another picture: the second still shows the upload.
    await savePost(admin.token, "Negotiating a first offer", {
      id: String(first.id),
      updated_at: first.updated_at,
      slug: first.slug,
      thumbnail_img: "/files/blog/resume.svg",
    });
    expect((await storage().stat(key))?.size).toBeGreaterThan(0);
    const shown = await get(appWithFiles(), first.thumbnail_img);
    expect(shown.status).toBe(200);

    // Deleted, the second post was the last to show it.
    await deletePost(admin.token, second);
    expect(await postRow(second.id)).toBeUndefined();
    expect(await storage().stat(key)).toBeUndefined();
  });

  it("stays while a post's text shows it, when the post it was uploaded for is deleted", async () => {
    const admin = await signUpAdmin(appWithFiles(), database);
    const post = await savePost(admin.token, "Reading a job offer", {}, new Uint8Array(await smallPng()));
    const key = coverKey(post.thumbnail_img.split("/").at(-1)!);
    await savePost(admin.token, "Comparing two offers", {
      body: `<p>The offer letter:</p><p><img src="${post.thumbnail_img}" alt="An offer letter"></p>`,
    });

    await deletePost(admin.token, post);
    expect((await storage().stat(key))?.size).toBeGreaterThan(0);
  });

  it("goes with its post when no other shows it", async () => {
    const admin = await signUpAdmin(appWithFiles(), database);
    const post = await savePost(admin.token, "Visa timelines", {}, new Uint8Array(await smallPng()));
    const key = coverKey(post.thumbnail_img.split("/").at(-1)!);
    expect((await storage().stat(key))?.size).toBeGreaterThan(0);
    await deletePost(admin.token, post);
    expect(await storage().stat(key)).toBeUndefined();
  });
});

describe("blog categories and tags", () => {
  it("a category is added and renamed; deleting it is refused while it files posts, then allowed; audited", async () => {
    const admin = await signUpAdmin(app(), database);
    const added = await postForm(
      app(),
      "/api/admin/blog/categories/save",
      { name: "Visa news", sort_order: "4" },
      { token: admin.token },
    );
    const { data: category } = await added.json();
    expect(category).toMatchObject({ name: "Visa news", slug: "visa-news", sort_order: 4, post_count: 0 });
    const post = await insertPost({ categoryId: category.id });
    const renamed = await postForm(
      app(),
      "/api/admin/blog/categories/save",
      { id: String(category.id), updated_at: category.updated_at, name: "Visas", slug: "visas" },
      { token: admin.token },
    );
    const { data: after } = await renamed.json();
    expect(after).toMatchObject({ name: "Visas", slug: "visas", post_count: 1 });
    // Its list row says why it cannot go, so that it offers no Delete.
    const keptBecause = async () =>
      (await listAdminBlogCategories(database.db)).find((row) => row.category.id === category.id)
        ?.keptBecause;
    expect(await keptBecause()).toBe("has posts");
    const refused = await postForm(
      app(),
      `/api/admin/blog/categories/${category.id}/delete`,
      { updated_at: after.updated_at },
      { token: admin.token },
    );
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message: "This blog category still has posts: file them elsewhere first.",
    });
    await database.db.delete(blogPosts).where(eq(blogPosts.id, post.id));
    expect(await keptBecause()).toBeNull();
    const deleted = await postForm(
      app(),
      `/api/admin/blog/categories/${category.id}/delete`,
      { updated_at: after.updated_at },
      { token: admin.token },
    );
    expect(await deleted.json()).toEqual({ message: "Blog category deleted" });
    expect((await auditOf("blog_category", category.id)).map((entry) => entry.action)).toEqual([
      "blog_category.delete",
      "blog_category.update",
      "blog_category.create",
    ]);
  });

  it("a tag is renamed at the version read; deleted, the posts lose it", async () => {
    const admin = await signUpAdmin(app(), database);
    const saved = await postForm(
      app(),
      "/api/admin/blog/posts/save",
      postFields({ name: "Finding remote work from abroad", tags: "Remote work" }),
      {
        token: admin.token,
      },
    );
    const { data: post } = await saved.json();
    const tags = (await (await get(app(), "/api/admin/blog/tags", { token: admin.token })).json()).data;
    const tag = tags.find((row: { slug: string }) => row.slug === "remote-work");
    expect(tag).toMatchObject({ name: "Remote work", post_count: 1 });

    const stale = await postForm(
      app(),
      "/api/admin/blog/tags/save",
      { id: String(tag.id), updated_at: new Date(0).toISOString(), name: "Remote jobs" },
      { token: admin.token },
    );
    expect(stale.status).toBe(409);
    const renamed = await postForm(
      app(),
      "/api/admin/blog/tags/save",
      { id: String(tag.id), updated_at: tag.updated_at, name: "Remote jobs", slug: "remote-jobs" },
      { token: admin.token },
    );
    const { data: after } = await renamed.json();
    expect(after).toMatchObject({ name: "Remote jobs", slug: "remote-jobs" });
    expect((await getPostJson(admin.token, post.id)).tags).toEqual(["Remote jobs"]);

    const deleted = await postForm(
      app(),
      `/api/admin/blog/tags/${tag.id}/delete`,
      { updated_at: after.updated_at },
      { token: admin.token },
    );
    expect(await deleted.json()).toEqual({ message: "Tag deleted: it is no longer on any post." });
    expect(await database.db.select().from(blogPostTags).where(eq(blogPostTags.tagId, tag.id))).toEqual([]);
    expect((await getPostJson(admin.token, post.id)).tags).toEqual([]);
    expect((await auditOf("blog_tag", tag.id)).map((entry) => entry.action)).toEqual([
      "blog_tag.delete",
      "blog_tag.update",
    ]);
  });
});
