/**
 * The admin upload pages' answer to a file too large for the page's body limit (server/app.ts
 * `UPLOAD_PAGES`): the page's own action answers with the file field's limit, as a form result
 * (the form keeps what was typed), instead of a bare 413 that would be the error page; nothing
 * is stored. The real app, on the real route actions.
 */
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { createApp } from "@server/app";
import { blogPosts, examQuestions, exams } from "@server/db/schema/index";
import { createLogger } from "@server/logger";
import type { WebContext } from "@server/http/load-context";
import { sessionCookieName } from "@shared/accounts/session-cookie";
import { createTestExam } from "../../../server/api/exam/exam-test-kit.ts";
import { signUpAdmin } from "../../../tests/support/api-admins.ts";
import { testConfig } from "../../../tests/support/test-app.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { action as blogPostAction } from "./blog-post-edit";
import { action as examImportAction } from "./exam-bank-import";

const database = setupTestDatabase();
const MB = 1024 * 1024;

/** What the route's action answered, as React Router would send it: its status and its data. */
async function asResponse(answer: unknown): Promise<Response> {
  if (answer instanceof Response) return answer;
  const { data, init } = answer as { data: unknown; init: ResponseInit | null };
  return Response.json(data, { status: init?.status ?? 200 });
}

/** The real app, whose web handler runs the two pages' actions, and what those actions were given. */
function appWithPages() {
  const seen: { path: string; uploadTooLarge: boolean | undefined }[] = [];
  const app = createApp({
    db: database.db,
    config: testConfig(),
    logger: createLogger("silent"),
    web: async (incoming: Request, context: WebContext) => {
      const path = new URL(incoming.url).pathname;
      seen.push({ path, uploadTooLarge: context.uploadTooLarge });
      const args = { request: incoming, context: context as AppLoadContext };
      if (path === "/admin/blog/new")
        return asResponse(await blogPostAction({ ...args, params: {} } as never));
      const exam = /^\/admin\/exams\/(\d+)\/import$/.exec(path);
      if (exam) return asResponse(await examImportAction({ ...args, params: { id: exam[1]! } } as never));
      return new Response("web", { status: 200 });
    },
  });
  return { app, seen };
}

/** A page's form post on the admin's session cookie, its Content-Length given as a browser gives it. */
async function postPage(app: ReturnType<typeof createApp>, path: string, form: FormData, token: string) {
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  const body = new Uint8Array(await encoded.arrayBuffer());
  return app.request(`http://localhost${path}`, {
    method: "POST",
    body,
    headers: {
      "Content-Type": encoded.headers.get("Content-Type")!,
      "Content-Length": String(body.byteLength),
      Origin: "http://localhost",
      Cookie: `${sessionCookieName(testConfig().publicUrl)}=${token}`,
    },
  });
}

function formOf(fields: Record<string, string | File>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

const bytes = (size: number) => new Uint8Array(size);

describe("a file too large for an admin upload page", () => {
  it("gives the blog editor the picture's limit under its field, the post not stored", async () => {
    const { app, seen } = appWithPages();
    const admin = await signUpAdmin(app, database);
    const title = `Too large picture ${Date.now()}`;
    const fields = { name: title, body: "<p>Typed text</p>", status: "1" };
    const answer = await postPage(
      app,
      "/admin/blog/new",
      formOf({ ...fields, thumbnail: new File([bytes(26 * MB)], "huge.png", { type: "image/png" }) }),
      admin.token,
    );
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({
      ok: false,
      message: "The thumbnail may not be greater than 2 MB.",
      errors: { thumbnail: ["The thumbnail may not be greater than 2 MB."] },
    });
    expect(seen).toEqual([{ path: "/admin/blog/new", uploadTooLarge: true }]);
    expect(await database.db.select().from(blogPosts).where(eq(blogPosts.name, title))).toEqual([]);

    // Within the page's limit, the file reaches the service's check: the same message, with 422.
    const checked = await postPage(
      app,
      "/admin/blog/new",
      formOf({ ...fields, thumbnail: new File([bytes(3 * MB)], "big.png", { type: "image/png" }) }),
      admin.token,
    );
    expect(checked.status).toBe(422);
    expect((await checked.json()).errors.thumbnail).toEqual(["The thumbnail may not be greater than 2 MB."]);
    expect(await database.db.select().from(blogPosts).where(eq(blogPosts.name, title))).toEqual([]);
  });

  it("gives the exam bank's import the CSV file's limit under its field, the bank unchanged", async () => {
    const { app, seen } = appWithPages();
    const admin = await signUpAdmin(app, database);
    const exam = await createTestExam(database);
    const [row] = await database.db.select().from(exams).where(eq(exams.categoryId, exam.categoryId));
    const bankBefore = await database.db
      .select()
      .from(examQuestions)
      .where(eq(examQuestions.categoryId, exam.categoryId));
    const header = "question,option_a,option_b,option_c,option_d,correct_option\n";
    const line = "What is 2 + 2?,3,4,5,6,b\n";
    const csv = header + line.repeat(Math.ceil((7 * MB) / line.length));
    const answer = await postPage(
      app,
      `/admin/exams/${row!.id}/import`,
      formOf({ mode: "replace", file: new File([csv], "bank.csv", { type: "text/csv" }) }),
      admin.token,
    );
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({
      ok: false,
      message: "The CSV file may not be greater than 2 MB.",
      errors: { file: ["The CSV file may not be greater than 2 MB."] },
    });
    expect(seen).toEqual([{ path: `/admin/exams/${row!.id}/import`, uploadTooLarge: true }]);
    expect(
      await database.db.select().from(examQuestions).where(eq(examQuestions.categoryId, exam.categoryId)),
    ).toEqual(bankBefore);
  });

  it("is refused unread also when sent without a length, and other pages keep their 413", async () => {
    const { app, seen } = appWithPages();
    const admin = await signUpAdmin(app, database);
    // FormData as the body: streamed, no Content-Length.
    const streamed = await app.request("http://localhost/admin/blog/new", {
      method: "POST",
      body: formOf({ name: "Streamed", thumbnail: new File([bytes(7 * MB)], "huge.png") }),
      headers: {
        Origin: "http://localhost",
        Cookie: `${sessionCookieName(testConfig().publicUrl)}=${admin.token}`,
      },
    });
    expect(streamed.status).toBe(413);
    expect((await streamed.json()).errors).toEqual({
      thumbnail: ["The thumbnail may not be greater than 2 MB."],
    });
    const elsewhere = await postPage(
      app,
      "/admin/blog/categories/new",
      formOf({ name: "Large", padding: new File([bytes(7 * MB)], "padding.bin") }),
      admin.token,
    );
    expect(elsewhere.status).toBe(413);
    expect(await elsewhere.json()).toEqual({ message: "The request body is too large." });
    expect(seen.map(({ path }) => path)).toEqual(["/admin/blog/new"]);
  });
});
