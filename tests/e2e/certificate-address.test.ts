/**
 * A certificate's address is printed on it as a QR code and shared on LinkedIn: it must stay
 * valid for ever, even after an admin changes its category's slug. Over HTTP against the
 * production build, on a category of the test's own (the seeded ones other tests look at keep
 * their slugs).
 */
import { randomBytes } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { randomClientIp } from "../support/browser.ts";
import { queryServerDatabase } from "../support/server-database.ts";

const suffix = randomBytes(4).toString("hex");

/** A holder with a certificate for a category of their own: its id and the certificate's public id. */
async function issuedCertificate(slug: string) {
  const [user] = await queryServerDatabase<{ id: number }>(
    "insert into users (name, email, password_hash) values ($1, $2, 'x') returning id",
    ["Frances Allen", `address-${suffix}@example.com`],
  );
  const [category] = await queryServerDatabase<{ id: number }>(
    "insert into categories (name, slug) values ($1, $2) returning id",
    [`Address Topic ${suffix}`, slug],
  );
  const [attempt] = await queryServerDatabase<{ id: number }>(
    `insert into exam_attempts (user_id, category_id, duration_seconds, deadline_at, pass_mark_percent,
       submitted_at, closed_by, score, total, passed)
     values ($1, $2, 3600, now() + interval '1 hour', 75, now(), 'learner', 4, 4, true) returning id`,
    [user!.id, category!.id],
  );
  const [certificate] = await queryServerDatabase<{ public_id: string }>(
    "insert into certificates (user_id, category_id, attempt_id) values ($1, $2, $3) returning public_id",
    [user!.id, category!.id, attempt!.id],
  );
  return { categoryId: category!.id, uId: certificate!.public_id };
}

const open = (path: string) =>
  fetch(`${inject("baseUrl")}${path}`, {
    redirect: "manual",
    headers: { "x-forwarded-for": randomClientIp() },
  });

describe("a certificate's address after its category's slug changed", () => {
  it("redirects for good to the current address, which shows the certificate; an unknown id stays 404", async () => {
    const oldSlug = `address-old-${suffix}`;
    const newSlug = `address-new-${suffix}`;
    const { categoryId, uId } = await issuedCertificate(oldSlug);
    expect((await open(`/verify-certificate/${uId}/${oldSlug}`)).status).toBe(200);

    await queryServerDatabase("update categories set slug = $1, updated_at = now() where id = $2", [
      newSlug,
      categoryId,
    ]);
    const old = await open(`/verify-certificate/${uId}/${oldSlug}`);
    expect([301, 308]).toContain(old.status);
    expect(new URL(old.headers.get("location")!, inject("baseUrl")).pathname).toBe(
      `/verify-certificate/${uId}/${newSlug}`,
    );
    const current = await open(`/verify-certificate/${uId}/${newSlug}`);
    expect(current.status).toBe(200);
    const html = await current.text();
    expect(html).toContain("Frances Allen");
    expect(html).toContain(`/verify-certificate/${uId}/${newSlug}`);

    expect((await open(`/verify-certificate/${"0".repeat(32)}/${oldSlug}`)).status).toBe(404);
  });
});
