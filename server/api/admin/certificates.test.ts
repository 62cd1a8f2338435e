/**
 * The admin area's certificates calls: find a certificate by its id or its holder, revoke it with
 * a reason. Admin only; audited; the public page then says it was revoked.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, certificates } from "../../db/schema/index.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { accountsApp, get, postForm } from "../../../tests/support/api-accounts.ts";
import { signUpAdmin } from "../../../tests/support/api-admins.ts";
import { awardedCertificate } from "../exam/exam-test-kit.ts";

const database = setupTestDatabase();
let dataDir: string;
const app = () => accountsApp(database, { dataDir });

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "w3p-admin-certificates-"));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const awarded = (name: string) => awardedCertificate(database, app(), name);

const revoke = (id: number, fields: Record<string, string>, token?: string) =>
  postForm(app(), `/api/admin/certificates/${id}/revoke`, fields, { token });

type Listed = { certificate_id: string; holder_name: string; state: string; verification_url: string };

describe("admin certificates", () => {
  it("answers 401 without a token and 403 to a user, revoking nothing", async () => {
    const { account, certificate } = await awarded("Katherine Johnson");
    expect((await get(app(), "/api/admin/certificates")).status).toBe(401);
    expect((await get(app(), "/api/admin/certificates", { token: account.token })).status).toBe(403);
    expect((await revoke(certificate.id, { reason: "Shared answers" })).status).toBe(401);
    expect((await revoke(certificate.id, { reason: "Shared answers" }, account.token)).status).toBe(403);
    const [row] = await database.db.select().from(certificates).where(eq(certificates.id, certificate.id));
    expect(row!.revokedAt).toBeNull();
  });

  it("finds a certificate by its id or by any part of its holder's name", async () => {
    const admin = await signUpAdmin(app(), database);
    const { certificate } = await awarded("Dorothy Vaughan");
    const found = async (search: string) => {
      const response = await get(app(), `/api/admin/certificates?search=${encodeURIComponent(search)}`, {
        token: admin.token,
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: Listed[] }).data;
    };
    const byCode = await found(certificate.code.toLowerCase());
    expect(byCode.map((item) => item.certificate_id)).toEqual([certificate.code]);
    expect(byCode[0]!.state).toBe("valid");
    expect(byCode[0]!.verification_url).toContain(`/verify-certificate/${certificate.publicId}/`);
    expect((await found("vaughan")).map((item) => item.holder_name)).toEqual(["Dorothy Vaughan"]);
  });

  it("revokes with a reason, audited; the public page then says it was revoked; a second time is refused", async () => {
    const admin = await signUpAdmin(app(), database);
    const { certificate, exam } = await awarded("Mary Jackson");
    const response = await revoke(certificate.id, { reason: "Answers shared in a forum" }, admin.token);
    expect(response.status).toBe(200);
    const [row] = await database.db.select().from(certificates).where(eq(certificates.id, certificate.id));
    expect(row!.revokedAt).not.toBeNull();
    expect(row!.revocationReason).toBe("Answers shared in a forum");

    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "certificate"), eq(auditLog.entityId, String(certificate.id))));
    expect(entry).toMatchObject({
      action: "certificate.revoke",
      actorUserId: admin.id,
      before: { revoked: false },
      after: { revoked: true, reason: "Answers shared in a forum" },
    });

    const publicPage = await get(
      app(),
      `/api/public/getanswers?slug=${exam.slug}&uId=${certificate.publicId}`,
    );
    expect(publicPage.status).toBe(404);
    expect(await publicPage.json()).toEqual({ message: "This certificate has been revoked." });

    const again = await revoke(certificate.id, { reason: "Twice" }, admin.token);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "This certificate is already revoked." });
  });

  it("answers 422 with the field's message to a missing or over-long reason, and 404 to an unknown certificate", async () => {
    const admin = await signUpAdmin(app(), database);
    const { certificate } = await awarded("Annie Easley");
    const empty = await revoke(certificate.id, { reason: "  " }, admin.token);
    expect(empty.status).toBe(422);
    expect(await empty.json()).toMatchObject({ errors: { reason: ["The reason field is required."] } });
    const long = await revoke(certificate.id, { reason: "x".repeat(501) }, admin.token);
    expect(long.status).toBe(422);
    expect((await revoke(999_999, { reason: "Shared answers" }, admin.token)).status).toBe(404);
    const [row] = await database.db.select().from(certificates).where(eq(certificates.id, certificate.id));
    expect(row!.revokedAt).toBeNull();
  });
});
