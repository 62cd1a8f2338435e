/**
 * The site settings and static-page editors' calls: admin only, validated, audited with the
 * values before and after, a stale save refused without a change; what is saved is what the
 * public calls, the footer and the enquiry mail then use.
 */
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, generalPosts, mailOutbox, settings } from "../../db/schema/index.ts";
import { loadSiteFrame } from "../../services/catalog/site-frame.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import {
  accountsApp,
  freshIp,
  get,
  postForm,
  postJson,
  signUpAndLogIn,
} from "../../../tests/support/api-accounts.ts";
import { signUpAdmin } from "../../../tests/support/api-admins.ts";

const database = setupTestDatabase();
const SERVER_CONTACT = "team@w3p.example";
const app = () => accountsApp(database, { contactEmail: SERVER_CONTACT });

const auditOf = (entityType: string) =>
  database.db.select().from(auditLog).where(eq(auditLog.entityType, entityType)).orderBy(desc(auditLog.id));

const settingRows = () => database.db.select().from(settings).orderBy(settings.key);

async function pageRow(categoryId: number) {
  const [row] = await database.db.select().from(generalPosts).where(eq(generalPosts.categoryId, categoryId));
  return row!;
}

async function readSettings(token: string) {
  const response = await get(app(), "/api/admin/settings", { token });
  expect(response.status).toBe(200);
  return (await response.json()).data as Record<string, string>;
}

const newSettings = (updatedAt: string, fields: Record<string, string> = {}) => ({
  updated_at: updatedAt,
  currency: "US$",
  title: "W3Programmer Careers",
  description: "Interview preparation for IT jobs in the USA.",
  keywords: "interview, java, sql",
  contact_email: "Help@W3P.example",
  facebook_url: "https://www.facebook.com/w3programmer",
  instagram_url: "",
  twitter_url: "",
  linkedin_url: "https://www.linkedin.com/company/w3programmer",
  youtube_url: "",
  ...fields,
});

describe("who may call the site editors", () => {
  const calls = [
    ["GET", "/api/admin/settings"],
    ["POST", "/api/admin/settings/save"],
    ["GET", "/api/admin/pages"],
    ["GET", "/api/admin/pages/1"],
    ["POST", "/api/admin/pages/save"],
  ] as const;

  it.each(calls)(
    "%s %s answers 401 without a token and 403 to a user, changing nothing",
    async (method, path) => {
      const user = await signUpAndLogIn(app());
      const about = await pageRow(1);
      const before = await settingRows();
      const send = (token?: string) =>
        method === "GET"
          ? get(app(), path, { token })
          : postForm(
              app(),
              path,
              {
                ...newSettings(new Date().toISOString()),
                id: String(about.id),
                name: "Taken over",
                body: "<p>Taken over</p>",
              },
              { token },
            );
      const anonymous = await send();
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ message: "Unauthenticated." });
      const forbidden = await send(user.token);
      expect(forbidden.status).toBe(403);
      expect(await forbidden.json()).toEqual({ message: "Only administrators can do this." });
      expect(await settingRows()).toEqual(before);
      expect(await pageRow(1)).toEqual(about);
    },
  );
});

describe("site settings", () => {
  it("an admin saves them: the public settings call, the footer and the enquiry mail use them, audited", async () => {
    const admin = await signUpAdmin(app(), database);
    const read = await readSettings(admin.token);
    expect(read).toMatchObject({ currency: "$", contact_email: "", contact_address: SERVER_CONTACT });

    const saved = await postForm(app(), "/api/admin/settings/save", newSettings(read.updated_at!), {
      token: admin.token,
    });
    expect(saved.status).toBe(200);
    const { message, data } = await saved.json();
    expect(message).toBe("Settings saved");
    expect(data).toMatchObject({
      currency: "US$",
      contact_email: "help@w3p.example",
      contact_address: "help@w3p.example",
      linkedin_url: "https://www.linkedin.com/company/w3programmer",
      instagram_url: "",
    });
    expect(data.updated_at).not.toBe(read.updated_at);
    expect(await readSettings(admin.token)).toEqual(data);

    // SPEC's settings call keeps its four fields.
    const publicSettings = await (await get(app(), "/api/setting/settingrow")).json();
    expect(publicSettings).toEqual({
      data: {
        currency: "US$",
        title: "W3Programmer Careers",
        description: "Interview preparation for IT jobs in the USA.",
        keywords: "interview, java, sql",
      },
    });
    const frame = await loadSiteFrame(database.db);
    expect(frame.contact).toEqual({
      email: "help@w3p.example",
      links: [
        { label: "Facebook", url: "https://www.facebook.com/w3programmer" },
        { label: "LinkedIn", url: "https://www.linkedin.com/company/w3programmer" },
      ],
    });

    const enquiry = await postJson(
      app(),
      "/api/public/send-email-immigration",
      {
        name: "Priya Sharma",
        email: "priya@example.com",
        phone: "+1 555 010 2030",
        message: "Which documents does an H-1B transfer need?",
      },
      { ip: freshIp() },
    );
    expect(enquiry.status).toBe(200);
    const [mail] = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail!.toAddress).toBe("help@w3p.example");

    const [entry] = await auditOf("settings");
    expect(entry).toMatchObject({ action: "settings.update", entityId: "site", actorUserId: admin.id });
    expect(entry!.before).toMatchObject({ currency: "$", contactEmail: "", linkedinUrl: "" });
    expect(entry!.after).toMatchObject({ currency: "US$", contactEmail: "help@w3p.example" });

    // Emptied, the contact address falls back to the server's.
    const cleared = await postForm(
      app(),
      "/api/admin/settings/save",
      newSettings(data.updated_at, { contact_email: "" }),
      { token: admin.token },
    );
    expect((await cleared.json()).data).toMatchObject({ contact_email: "", contact_address: SERVER_CONTACT });
  });

  it("refuses bad values with the field's message (422) and a stale save (409), changing nothing", async () => {
    const admin = await signUpAdmin(app(), database);
    const read = await readSettings(admin.token);
    const before = await settingRows();
    const auditBefore = (await auditOf("settings")).length;

    const bad = await postForm(
      app(),
      "/api/admin/settings/save",
      newSettings(read.updated_at!, {
        title: " ",
        contact_email: "not-an-address",
        youtube_url: "javascript:alert(1)",
      }),
      { token: admin.token },
    );
    expect(bad.status).toBe(422);
    const { errors } = await bad.json();
    expect(errors).toEqual({
      title: ["The site title field is required."],
      contact_email: ["The contact email must be a valid email address."],
      youtube_url: ["YouTube must be a valid URL starting with http:// or https://"],
    });

    const first = await postForm(app(), "/api/admin/settings/save", newSettings(read.updated_at!), {
      token: admin.token,
    });
    expect(first.status).toBe(200);
    const afterFirst = await settingRows();
    const stale = await postForm(
      app(),
      "/api/admin/settings/save",
      newSettings(read.updated_at!, { currency: "€" }),
      { token: admin.token },
    );
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({
      message:
        "This configuration has been changed since you opened it, in another tab or by another admin. Reload to see the changes.",
      reason: "stale-edit",
    });
    expect(await settingRows()).toEqual(afterFirst);
    expect(afterFirst).not.toEqual(before);
    expect(await auditOf("settings")).toHaveLength(auditBefore + 1);
  });
});

describe("static pages", () => {
  it("lists the five pages with their public addresses", async () => {
    const admin = await signUpAdmin(app(), database);
    const response = await get(app(), "/api/admin/pages", { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { data } = await response.json();
    expect(data.map((page: { path: string }) => page.path)).toEqual([
      "/about-us",
      "/contact-us",
      "/terms-and-conditions",
      "/privacy-policy",
      "/faq",
    ]);
  });

  it("an admin saves a page: its text sanitised and highlighted, the public call serves it, audited", async () => {
    const admin = await signUpAdmin(app(), database);
    const about = await pageRow(1);
    const saved = await postForm(
      app(),
      "/api/admin/pages/save",
      {
        id: String(about.id),
        updated_at: about.updatedAt.toISOString(),
        name: "About W3Programmer",
        body:
          '<p onclick="steal()">We help people land IT jobs.</p><script>alert(1)</script>' +
          '<pre><code class="language-java">public class Hello {}</code></pre>',
        meta_description: "Who we are.",
      },
      { token: admin.token },
    );
    expect(saved.status).toBe(200);
    const { message, data } = await saved.json();
    expect(message).toBe("Page saved");
    expect(data).toMatchObject({ id: about.id, name: "About W3Programmer", path: "/about-us" });
    expect(data.description_full).toContain("<p>We help people land IT jobs.</p>");
    expect(data.description_full).not.toContain("script");
    expect(data.description_full).not.toContain("onclick");
    expect(data.description_full).toContain('<span class="hljs-keyword">public</span>');

    const publicPage = await (await get(app(), "/api/public/getGeneralPostData?categoryId=1")).json();
    expect(JSON.stringify(publicPage)).toContain("We help people land IT jobs.");

    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "page"), eq(auditLog.entityId, String(about.id))))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ action: "page.update", actorUserId: admin.id });
    expect(entry!.before).toMatchObject({ name: about.name });
    expect(entry!.after).toMatchObject({ name: "About W3Programmer", metaDescription: "Who we are." });
  });

  it("refuses an empty text (422), a stale save (409) and an unknown page (404), changing nothing", async () => {
    const admin = await signUpAdmin(app(), database);
    const faq = await pageRow(5);
    const save = (fields: Record<string, string>) =>
      postForm(
        app(),
        "/api/admin/pages/save",
        {
          id: String(faq.id),
          updated_at: faq.updatedAt.toISOString(),
          name: "FAQ",
          body: "<p>Answers</p>",
          ...fields,
        },
        { token: admin.token },
      );
    const empty = await save({ body: "<p> </p><script>x()</script>" });
    expect(empty.status).toBe(422);
    expect((await empty.json()).errors).toEqual({ body: ["The text field is required."] });
    const noTitle = await save({ name: "" });
    expect((await noTitle.json()).errors).toEqual({ name: ["The title field is required."] });
    expect(await pageRow(5)).toEqual(faq);

    const stale = await save({ updated_at: new Date(faq.updatedAt.getTime() - 1000).toISOString() });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({
      message:
        "This page has been changed since you opened it, in another tab or by another admin. Reload to see the changes.",
      reason: "stale-edit",
    });
    const unknown = await save({ id: "999999" });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: "Page not found" });
    expect(await pageRow(5)).toEqual(faq);
    const missing = await get(app(), "/api/admin/pages/999999", { token: admin.token });
    expect(missing.status).toBe(404);
  });
});
