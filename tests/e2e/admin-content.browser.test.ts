/**
 * The category and question editors (docs/decisions/0013): an admin adds a category and a
 * question whose answer has a code block typed in the rich-text editor; anonymous visitors see
 * it highlighted at once, and it is in the sitemap; hidden, it is gone from the page, the search,
 * the suggestions and the sitemap at once, though the page cache had kept the page.
 * A blog post written in the same editor is published highlighted under its tags, and the site
 * settings' contact address reaches every footer. The content lists sort a search's results and
 * filter beside the order without losing the search.
 * The file runs its own server: the category it adds must not appear in what other tests look at.
 */
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { randomClientIp, setupBrowser } from "../support/browser.ts";
import { signUpAdmin } from "../support/browser-admins.ts";
import { expectStyled } from "../support/component-styles.ts";
import { UNTIL_CHANGE_HEARD } from "../support/content-changes.ts";
import { queryDatabaseIn } from "../support/server-database.ts";
import { setupOwnServer } from "../support/own-server.ts";

const desktop = setupBrowser();
const server = setupOwnServer("w3p-admin-content-");

/** What an anonymous visitor gets (no cookie: the page cache may answer). */
async function anonymous(path: string) {
  const response = await fetch(`${server.url}${path}`, { headers: { "X-Forwarded-For": randomClientIp() } });
  return {
    status: response.status,
    text: await response.text(),
    cache: response.headers.get("x-page-cache"),
  };
}

const HIGHLIGHTED = /<pre><code class="hljs language-javascript"><span class="hljs-keyword">const<\/span>/;

describe("the category and question editors", () => {
  it("publish a question with a highlighted code block, and hiding takes it off every public page", async () => {
    const { page } = desktop;
    const suffix = randomBytes(4).toString("hex");
    const category = { name: `Editor Topic ${suffix}`, slug: `editor-topic-${suffix}` };
    const question = `What does closure${suffix} keep?`;
    const publicPath = `/question-answer/${category.slug}`;
    await signUpAdmin(page, server);

    // A child category of the first main category.
    await page.goto(`${server.url}/admin/categories/new`);
    await page.getByLabel("Name").fill(category.name);
    await page.getByLabel("Slug").fill(category.slug);
    await page.getByLabel("Parent").selectOption({ index: 1 });
    await page.getByRole("button", { name: "Add category" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/categories");
    await page
      .getByTestId("category-row")
      .filter({ hasText: category.name })
      .getByRole("link", { name: publicPath })
      .waitFor();

    // The question, its answer typed in the editor: a paragraph, then a code block by the ``` rule.
    await page.goto(`${server.url}/admin/questions/new`);
    await page.getByLabel("Category").selectOption({ label: category.name });
    await page.getByLabel("Question").fill(question);
    const editor = page.getByRole("textbox", { name: "Answer" });
    await editor.click();
    await page.keyboard.type("It keeps the scope it was made in.");
    await page.keyboard.press("Enter");
    await page.keyboard.type("```javascript ");
    await page.keyboard.type("const add = (a) => (b) => a + b;");
    await editor.locator("pre code.language-javascript").waitFor();
    await expectStyled(page, "question editor");
    await page.getByRole("button", { name: "Add question" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/questions");
    const row = page.getByTestId("question-row").filter({ hasText: question });
    await row.getByText("Visible").waitFor();
    await row.getByRole("link", { name: "public page" }).waitFor();
    await expectStyled(page, "question list");

    // Anonymous visitors: the page (highlighted on the server), its search, the sitemap.
    const published = await anonymous(publicPath);
    expect(published.status).toBe(200);
    expect(published.text).toContain(question);
    expect(published.text).toMatch(HIGHLIGHTED);
    expect((await anonymous(`${publicPath}?q=closure${suffix}`)).text).toContain(question);
    expect((await anonymous("/sitemap.xml")).text).toContain(`${server.url}${publicPath}</loc>`);
    // Kept by the page cache from here on until the content changes.
    expect((await anonymous(publicPath)).text).toContain(question);
    await page.goto(`${server.url}${publicPath}`);
    // The only question, open as the first one is: its code coloured by the server's markup.
    expect(await page.getByRole("button", { name: question }).getAttribute("aria-expanded")).toBe("true");
    await page
      .getByRole("region", { name: question })
      .locator("pre code.hljs span.hljs-keyword")
      .first()
      .waitFor();

    // Hiding the question takes it off the page, the search and the suggestions at once: as soon
    // as the server has heard of the change, which comes just after the admin's answer.
    await page.goto(`${server.url}/admin/questions?q=closure${suffix}`);
    await row.getByRole("button", { name: `Hide ${question}` }).click();
    await row.getByText("Hidden").waitFor();
    // Its row links no page that no longer shows it.
    expect(await row.getByRole("link", { name: "public page" }).count()).toBe(0);
    const questionShown = async () => {
      const onPage = await anonymous(publicPath);
      const suggestions = await anonymous(
        `/api/public/qaSuggestions?slug=${category.slug}&q=closure${suffix}`,
      );
      return {
        status: onPage.status,
        onPage: onPage.text.includes(question),
        inSearch: (await anonymous(`${publicPath}?q=closure${suffix}`)).text.includes(question),
        suggestions: JSON.parse(suggestions.text) as unknown,
      };
    };
    await expect
      .poll(questionShown, UNTIL_CHANGE_HEARD)
      .toEqual({ status: 200, onPage: false, inSearch: false, suggestions: { result: [] } });

    // While the category holds the question it offers no Delete, and says why.
    await page.goto(`${server.url}/admin/categories?q=${encodeURIComponent(category.name)}`);
    const categoryRow = page.getByTestId("category-row").filter({ hasText: category.name });
    await categoryRow.getByText("Can't delete: has questions").waitFor();
    expect(await categoryRow.getByRole("button", { name: `Delete ${category.name}` }).count()).toBe(0);
    await page.screenshot({ path: "/tmp/admin-category-kept-1280.png" });

    // Deleting it after a confirmation: the row goes, and the admin is told so (the answer comes
    // before the list is read again without the row).
    await page.goto(`${server.url}/admin/questions?q=closure${suffix}`);
    await row.getByRole("button", { name: `Delete ${question}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await page.locator(".mantine-Notification-root", { hasText: "Question deleted" }).waitFor();
    await row.waitFor({ state: "detached" });

    // Empty now: Delete is offered. Hiding the category: its page answers 404 and it leaves the sitemap.
    await page.goto(`${server.url}/admin/categories?q=${encodeURIComponent(category.name)}`);
    await categoryRow.getByRole("button", { name: `Delete ${category.name}` }).waitFor();
    await categoryRow.getByRole("button", { name: `Hide ${category.name}` }).click();
    await categoryRow.getByText("Hidden").waitFor();
    expect(await categoryRow.getByRole("link", { name: publicPath }).count()).toBe(0);
    await expectStyled(page, "category list");
    const categoryShown = async () => ({
      status: (await anonymous(publicPath)).status,
      inSitemap: (await anonymous("/sitemap.xml")).text.includes(publicPath),
    });
    await expect.poll(categoryShown, UNTIL_CHANGE_HEARD).toEqual({ status: 404, inSitemap: false });
    // One journey through two admin screens and the public side, each step waiting on the last;
    // with the server, PostgreSQL and Chromium on two cores it needs more than the default minute.
  }, 120_000);

  it("publish a blog post written in the editor, and the settings' contact address in every footer", async () => {
    const { page } = desktop;
    const suffix = randomBytes(4).toString("hex");
    const title = `Window functions ${suffix} interviewers ask about`;
    await signUpAdmin(page, server);

    await page.goto(`${server.url}/admin/blog/new`);
    const editor = page.getByRole("textbox", { name: "Text" });
    await editor.click();
    await page.keyboard.type("Rank rows without a self-join:");
    await page.keyboard.press("Enter");
    await page.keyboard.type("```sql ");
    await page.keyboard.type("SELECT name, RANK() OVER (ORDER BY salary DESC) FROM staff;");
    await editor.locator("pre code.language-sql").waitFor();
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page.getByLabel("Tags").fill(`SQL, Window ${suffix}`);
    // The picture's hint points at the address field where it is: below.
    const hint = page.getByText("the post's picture, instead of the picture address below.");
    const addressTop = (await page.getByLabel("Picture address").boundingBox())!.y;
    expect(addressTop).toBeGreaterThan((await hint.boundingBox())!.y + 40);
    // Its picture is uploaded with it, as a guide's cover is: no address to find elsewhere first.
    const picture = await sharp({
      create: { width: 640, height: 360, channels: 3, background: { r: 30, g: 110, b: 90 } },
    })
      .png()
      .toBuffer();
    await page
      .locator("input[type=file][name=thumbnail]")
      .setInputFiles({ name: "window-functions.png", mimeType: "image/png", buffer: picture });
    await page.getByRole("button", { name: "Add post" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/blog");
    await page.getByTestId("blog-post-row").filter({ hasText: title }).getByText("Visible").waitFor();
    await expectStyled(page, "blog post list");

    const slug = `window-functions-${suffix}-interviewers-ask-about`;
    const post = await anonymous(`/blog-details/${slug}`);
    expect(post.status).toBe(200);
    expect(post.text).toMatch(
      /<pre><code class="hljs language-sql"><span class="hljs-keyword">SELECT<\/span>/,
    );
    expect((await anonymous(`/latest-tags/window-${suffix}`)).text).toContain(title);
    const pictureAddress = /<img[^>]+src="(\/files\/covers\/upload-[0-9a-f]{32}\.webp)"/.exec(post.text)?.[1];
    expect(pictureAddress).toBeDefined();
    const served = await fetch(`${server.url}${pictureAddress}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const postRow = page.getByTestId("blog-post-row").filter({ hasText: title });
    await postRow.getByRole("link", { name: "public page" }).waitFor();

    // Moved to a later date it is scheduled: the row says for when, and links no page that is a 404.
    await queryDatabaseIn(
      server.dataDir,
      `update blog_posts set published_at = '2099-03-01T09:00:00Z' where slug = $1`,
      [slug],
    );
    await page.reload();
    await postRow.getByText("Scheduled for Mar 1, 2099").waitFor();
    expect(await postRow.getByRole("link", { name: "public page" }).count()).toBe(0);
    await page.screenshot({ path: "/tmp/admin-blog-scheduled-1280.png" });
    await queryDatabaseIn(server.dataDir, `update blog_posts set published_at = now() where slug = $1`, [
      slug,
    ]);

    // The contact address of the settings replaces the server's in the footer of cached pages too.
    expect((await anonymous("/about-us")).text).not.toContain(`help-${suffix}@w3p.example`);
    await page.goto(`${server.url}/admin/settings`);
    await page.getByLabel("Contact email").fill(`help-${suffix}@w3p.example`);
    await page.getByLabel("LinkedIn").fill("https://www.linkedin.com/company/w3programmer");
    await page.getByRole("button", { name: "Save settings" }).click();
    await page
      .getByLabel("Contact email")
      .and(page.locator(`[value="help-${suffix}@w3p.example"]`))
      .waitFor();
    // The page kept before the change is dropped once the server has heard of it.
    const footerLinks = async () => {
      const about = (await anonymous("/about-us")).text;
      return {
        contact: about.includes(`href="mailto:help-${suffix}@w3p.example"`),
        linkedIn: about.includes('href="https://www.linkedin.com/company/w3programmer"'),
      };
    };
    await expect.poll(footerLinks, UNTIL_CHANGE_HEARD).toEqual({ contact: true, linkedIn: true });
  }, 120_000);

  it("keeps a post's table, picture and superscript through an edit in the editor", async () => {
    const { page } = desktop;
    const suffix = randomBytes(4).toString("hex");
    const slug = "how-to-write-a-resume-for-us-tech-employers";
    // The demo post has a table; a picture and a superscript are added to it behind the editor's back.
    await queryDatabaseIn(
      server.dataDir,
      `update blog_posts set description_full = description_full || $1 where slug = $2`,
      [
        '<p>Reach 10<sup>3</sup> readers. <img src="/files/blog/resume.svg" alt="A one-page résumé"></p>',
        slug,
      ],
    );
    await signUpAdmin(page, server);
    await page.goto(`${server.url}/admin/blog`);
    await page
      .getByTestId("blog-post-row")
      .filter({ hasText: "How to Write a Résumé" })
      .getByRole("link", { name: /^Edit/ })
      .click();
    const editor = page.getByRole("textbox", { name: "Text" });
    await editor.locator("table td").first().waitFor();
    // To the end of the text from its first line (a click on the last paragraph could land on the
    // picture and select it, and typing would then replace it).
    await editor.locator("p").first().click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type(` Checked ${suffix}.`);
    await page.getByRole("button", { name: "Save post" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/blog");

    const post = await anonymous(`/blog-details/${slug}`);
    expect(post.text).toContain(`Checked ${suffix}.`);
    const table = /<table>[\s\S]*?<\/table>/.exec(post.text)?.[0];
    expect(table).toMatch(/<thead><tr><th>(<p>)?Weak(<\/p>)?<\/th><th>(<p>)?Strong/);
    expect(table).toMatch(/<td>(<p>)?Cut checkout API p95 latency from 900 ms to 250 ms/);
    expect(post.text).toContain("Reach 10<sup>3</sup> readers.");
    expect(post.text).toMatch(/<img src="\/files\/blog\/resume.svg" alt="A one-page résumé"/);
  });

  it("sort a searched list, keeping the search, and filter the guides beside their order, which a new search keeps", async () => {
    const { page } = desktop;
    await signUpAdmin(page, server);

    await page.goto(`${server.url}/admin/categories?q=Java`);
    await page.getByLabel("Sort by").selectOption({ label: "Name" });
    await page.getByRole("button", { name: "Sort", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("sort") === "name");
    expect(new URL(page.url()).searchParams.get("q")).toBe("Java");
    // The rows' titles in one reading of the page: the new order renders just after the URL changes.
    const titles = () =>
      page
        .getByTestId("category-row")
        .evaluateAll((rows) => rows.map((row) => row.querySelector("a")?.textContent ?? ""));
    // PostgreSQL's C.UTF-8 collation: code point order.
    await expect
      .poll(async () => {
        const shown = await titles();
        return shown.length > 3 && shown.join("\n") === [...shown].sort().join("\n");
      })
      .toBe(true);
    const sorted = await titles();
    expect(sorted.every((name) => name.includes("Java"))).toBe(true);
    await page.getByText(`${sorted.length} categories`).waitFor();

    // A filter beside the order: one kind of guide or e-book, the search and both choices kept.
    await page.goto(`${server.url}/admin/services?q=interview`);
    await page.getByLabel("Kind").selectOption({ label: "E-book" });
    await page.getByLabel("Sort by").selectOption({ index: 1 });
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL((url) => url.searchParams.get("kind") === "ebook");
    const chosen = new URL(page.url()).searchParams;
    expect(chosen.get("q")).toBe("interview");
    expect(chosen.get("sort")).not.toBeNull();
    expect(await page.getByLabel("Kind").inputValue()).toBe("ebook");

    // A new search keeps the kind and the order chosen, once the page shows only e-books.
    const kinds = () =>
      page
        .getByTestId("service-row")
        .evaluateAll((rows) => rows.map((row) => row.textContent?.includes("E-book ·")));
    await expect
      .poll(async () => {
        const shown = await kinds();
        return shown.length > 0 && shown.every(Boolean);
      })
      .toBe(true);
    await page.getByLabel("Search by title").fill("java");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === "java");
    const searched = new URL(page.url()).searchParams;
    expect({ kind: searched.get("kind"), sort: searched.get("sort") }).toEqual({
      kind: "ebook",
      sort: chosen.get("sort"),
    });
    expect(await page.getByLabel("Kind").inputValue()).toBe("ebook");
  }, 60_000);
});
