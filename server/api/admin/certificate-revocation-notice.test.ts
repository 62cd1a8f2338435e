/**
 * What a holder is told of a revoked certificate: a mail through the job queue with the reason,
 * sent once whether an admin or the operator's command revoked it; their results call says when
 * and why in place of the certificate; My certificates' call lists it as revoked.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema/index.ts";
import { revokeCertificate } from "../../services/certificates/certificate-records.ts";
import { testConfig } from "../../../tests/support/test-app.ts";
import { deliveryJobsFor } from "../../../tests/support/queued-mail.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { accountsApp, get, postForm } from "../../../tests/support/api-accounts.ts";
import { signUpAdmin } from "../../../tests/support/api-admins.ts";
import { awardedCertificate } from "../exam/exam-test-kit.ts";

const PUBLIC_URL = "http://localhost:3000";
const database = setupTestDatabase();
let dataDir: string;
const app = () => accountsApp(database, { dataDir, publicUrl: PUBLIC_URL });

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "w3p-revocation-notice-"));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const awarded = (name: string) => awardedCertificate(database, app(), name);

const noticesTo = (email: string) =>
  database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .then((mails) => mails.filter((mail) => mail.subject.includes("was revoked")));

const today = () =>
  new Date().toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

describe("a revoked certificate, as its holder meets it", () => {
  it("mails the holder the reason once, and their results call says when and why", async () => {
    const admin = await signUpAdmin(app(), database);
    const { account, exam, certificate } = await awarded("Mary Jackson");
    const other = await awarded("Dorothy Vaughan");

    const revoked = await postForm(
      app(),
      `/api/admin/certificates/${certificate.id}/revoke`,
      { reason: "The exam's answers were shared in a forum before the attempt." },
      { token: admin.token },
    );
    expect(revoked.status).toBe(200);

    const [notice, ...more] = await noticesTo(account.email);
    expect(more).toEqual([]);
    expect(notice!.subject).toBe(`Your W3Programmer certificate for ${exam.name} was revoked`);
    expect(notice!.textBody).toContain(
      `Your certificate ${certificate.code} for ${exam.name}, awarded on ${today()}, was revoked on ${today()}.`,
    );
    expect(notice!.textBody).toContain(
      "Reason: The exam's answers were shared in a forum before the attempt.",
    );
    expect(notice!.textBody).toContain(`${PUBLIC_URL}/user/exam-results/${exam.slug}`);
    expect(notice!.htmlBody).toContain("The exam&#39;s answers were shared in a forum before the attempt.");
    expect(await deliveryJobsFor(database, notice!.id)).toBe(1);
    expect(await noticesTo(other.account.email)).toEqual([]);

    const results = await (
      await get(app(), `/api/exam/getanswers?slug=${exam.slug}`, { token: account.token })
    ).json();
    expect(results).toMatchObject({
      passed: true,
      user_id: null,
      certificate_revocation: {
        revoked_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        reason: "The exam's answers were shared in a forum before the attempt.",
      },
    });
    const theirs = await (
      await get(app(), `/api/exam/getanswers?slug=${other.exam.slug}`, { token: other.account.token })
    ).json();
    expect(theirs).toMatchObject({ user_id: other.certificate.publicId, certificate_revocation: null });
    const listed = await (
      await get(app(), "/api/exam/getCertificateDetails", { token: account.token })
    ).json();
    expect(listed.data).toMatchObject([{ categorySlug: exam.slug, status: "revoked" }]);

    // The operator's command on a revoked certificate changes its reason, and mails nothing more.
    await revokeCertificate(
      database.db,
      testConfig({ publicUrl: PUBLIC_URL }),
      certificate.code,
      "Duplicate",
    );
    expect(await noticesTo(account.email)).toHaveLength(1);
  });

  it("mails the holder when the operator's command revokes, saying when no reason was given", async () => {
    const { account, exam, certificate } = await awarded("Katherine Johnson");
    await revokeCertificate(database.db, testConfig({ publicUrl: PUBLIC_URL }), certificate.publicId, null);
    const [notice] = await noticesTo(account.email);
    expect(notice!.textBody).toContain("Reason: No reason was given.");
    const results = await (
      await get(app(), `/api/exam/getanswers?slug=${exam.slug}`, { token: account.token })
    ).json();
    expect(results.certificate_revocation.reason).toBe("No reason was given.");
  });
});
