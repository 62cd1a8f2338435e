/**
 * A page whose slug an edit renamed keeps its old address: a search result or a shared link is sent
 * on to the new one with a 301, against the real server and its database (the slug_renamed trigger
 * records each rename, whoever makes it).
 */
import { randomBytes } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { queryServerDatabase } from "../support/server-database.ts";

const baseUrl = inject("baseUrl");
const suffix = randomBytes(4).toString("hex");

/** The server's answer, not followed, from an address of its own. */
const visit = (path: string, method = "GET") => fetch(`${baseUrl}${path}`, { method, redirect: "manual" });

/**
 * Where `path` now leads ("301 /new", "200", "404") once the change has reached the server's kept
 * pages, which a content change empties within a second (PostgreSQL's notification).
 */
const settled = (path: string, expected: string) =>
  expect
    .poll(async () => {
      const answer = await visit(path);
      await answer.body?.cancel();
      const location = answer.headers.get("location");
      return location ? `${answer.status} ${location}` : String(answer.status);
    })
    .toBe(expected);

async function addGuide(slug: string): Promise<number> {
  const [row] = await queryServerDatabase<{ id: number }>(
    "insert into services (slug, title, price) values ($1, $2, '14.99') returning id",
    [slug, `Terraform Interview Guide ${suffix}`],
  );
  return row!.id;
}

const rename = (table: string, id: number, slug: string) =>
  queryServerDatabase(`update ${table} set slug = $2 where id = $1`, [id, slug]);

describe("a renamed page's old address", () => {
  it("sends a guide's old address, with its query, to the new one, which answers", async () => {
    const id = await addGuide(`terraform-guide-${suffix}`);
    expect((await visit(`/guide-details/terraform-guide-${suffix}`)).status).toBe(200);
    await rename("services", id, `terraform-interview-guide-${suffix}`);
    await settled(
      `/guide-details/terraform-guide-${suffix}`,
      `301 /guide-details/terraform-interview-guide-${suffix}`,
    );

    const moved = await visit(`/guide-details/terraform-guide-${suffix}?ref=newsletter`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(
      `/guide-details/terraform-interview-guide-${suffix}?ref=newsletter`,
    );
    expect(moved.headers.get("cache-control")).toBe("public, max-age=300");
    const page = await fetch(`${baseUrl}/guide-details/terraform-guide-${suffix}`);
    expect(page.status).toBe(200);
    expect(page.url).toBe(`${baseUrl}/guide-details/terraform-interview-guide-${suffix}`);
    expect(await page.text()).toContain(`Terraform Interview Guide ${suffix}`);
    expect((await visit(`/guide-details/terraform-guide-${suffix}`, "HEAD")).status).toBe(301);
  });

  it("leads every earlier address to the latest one after a second rename", async () => {
    const [category] = await queryServerDatabase<{ id: number }>(
      `insert into categories (name, slug, parent_id)
       select $1, $2, id from categories where parent_id is null order by id limit 1 returning id`,
      [`Helm Charts ${suffix}`, `helm-${suffix}`],
    );
    await rename("categories", category!.id, `helm-charts-${suffix}`);
    await rename("categories", category!.id, `helm-charts-interview-questions-${suffix}`);
    for (const old of [`helm-${suffix}`, `helm-charts-${suffix}`]) {
      const moved = await visit(`/question-answer/${old}`);
      expect(moved.status).toBe(301);
      expect(moved.headers.get("location")).toBe(
        `/question-answer/helm-charts-interview-questions-${suffix}`,
      );
    }
    expect((await visit(`/question-answer/helm-charts-interview-questions-${suffix}`)).status).toBe(200);
  });

  it("gives an old slug back to the page that takes it again, and 404 once the renamed page is gone", async () => {
    const first = await addGuide(`ansible-guide-${suffix}`);
    await rename("services", first, `ansible-playbooks-guide-${suffix}`);
    // Another guide takes the freed slug: its address is its own again.
    const second = await addGuide(`ansible-guide-${suffix}`);
    await settled(`/guide-details/ansible-guide-${suffix}`, "200");

    await queryServerDatabase("delete from services where id = $1", [second]);
    await settled(
      `/guide-details/ansible-guide-${suffix}`,
      `301 /guide-details/ansible-playbooks-guide-${suffix}`,
    );
    await queryServerDatabase("delete from services where id = $1", [first]);
    await settled(`/guide-details/ansible-guide-${suffix}`, "404");
    await settled(`/guide-details/ansible-playbooks-guide-${suffix}`, "404");
  });

  it("sends a library PDF's old page and old file address to the new ones", async () => {
    // A PDF of its own that shares a demo PDF's stored file.
    const [pdf] = await queryServerDatabase<{ id: number }>(
      `insert into pdf_documents (category_id, slug, name, file_path, size_bytes)
       select category_id, $1, $2, file_path, size_bytes from pdf_documents
       where file_path is not null order by id limit 1 returning id`,
      [`git-cheatsheet-${suffix}`, `Git Cheat Sheet ${suffix}`],
    );
    await rename("pdf_documents", pdf!.id, `git-commands-cheat-sheet-${suffix}`);
    await settled(
      `/pdf-details/git-cheatsheet-${suffix}`,
      `301 /pdf-details/git-commands-cheat-sheet-${suffix}`,
    );
    await settled(
      `/files/pdf/git-cheatsheet-${suffix}.pdf`,
      `301 /files/pdf/git-commands-cheat-sheet-${suffix}.pdf`,
    );
    const file = await fetch(`${baseUrl}/files/pdf/git-cheatsheet-${suffix}.pdf`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("leaves other missing pages as they are: 404, no redirect", async () => {
    for (const path of [
      `/guide-details/never-existed-${suffix}`,
      `/pdf-details/never-existed-${suffix}`,
      `/no-such-section/never-existed-${suffix}`,
      `/guide-details/%E0%A4%A`,
    ]) {
      const answer = await visit(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get("location"), path).toBeNull();
    }
  });
});
