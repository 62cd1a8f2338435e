import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { createLogger } from "@server/logger";
import { awardedCertificate, changeCategorySlug } from "@server/api/exam/exam-test-kit";
import { certificates } from "@server/db/schema/index";
import { revokeCertificate } from "@server/services/certificates/certificate-records";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { testConfig } from "../../../tests/support/test-app.ts";
import { accountsApp, postJson } from "../../../tests/support/api-accounts.ts";
import { loader } from "./verify-certificate";
import type { Route } from "./+types/verify-certificate";

const database = setupTestDatabase();
const app = () => accountsApp(database);

/** What the page's loader is given: the database, the configuration, the logger. */
const context = () =>
  ({ db: database.db, config: testConfig(), logger: createLogger("silent") }) as unknown as AppLoadContext;

/** The page at /verify-certificate/{uId}/{slug}: its loader's answer, a thrown redirect included. */
async function openPage(uId: string, slug: string) {
  const path = `/verify-certificate/${uId}/${slug}`;
  try {
    return await loader({
      params: { uId, slug },
      context: context(),
      request: new Request(`http://localhost:3000${path}`),
    } as unknown as Route.LoaderArgs);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("the certificate verification page after its category's slug changed", () => {
  it("redirects for good from the address printed on the certificate to its current one, which shows it", async () => {
    const { exam, certificate } = await awardedCertificate(database, app(), "Radia Perlman");
    const uId = certificate.publicId;
    const newSlug = `renamed-${exam.slug}`;
    await changeCategorySlug(database, app(), exam.categoryId, newSlug);

    const old = await openPage(uId, exam.slug);
    expect(old).toBeInstanceOf(Response);
    const redirect = old as Response;
    expect([301, 308]).toContain(redirect.status);
    expect(redirect.headers.get("location")).toBe(`/verify-certificate/${uId}/${newSlug}`);

    const current = await openPage(uId, newSlug);
    expect(current).toMatchObject({
      kind: "certificate",
      path: `/verify-certificate/${uId}/${newSlug}`,
      sheet: {
        holderName: "Radia Perlman",
        categoryName: exam.name,
        verifyUrl: `http://localhost:3000/verify-certificate/${uId}/${newSlug}`,
      },
    });

    // An unknown id is still the 404 it was, whatever the slug.
    const unknown = await openPage("0".repeat(32), exam.slug);
    expect(unknown).toMatchObject({ data: { kind: "unknown" }, init: { status: 404 } });
  });
});

describe("the certificate verification page after its holder deleted their account", () => {
  it("answers 410 Gone and says the certificate was withdrawn, not that the address is wrong", async () => {
    const { exam, account, certificate } = await awardedCertificate(database, app(), "Grace Hopper");
    const uId = certificate.publicId;
    expect(await openPage(uId, exam.slug)).toMatchObject({ kind: "certificate" });

    const deleted = await postJson(
      app(),
      "/api/user/deleteAccountUser",
      { status: 0 },
      { token: account.token },
    );
    expect(deleted.status).toBe(200);
    expect(await openPage(uId, exam.slug)).toMatchObject({
      data: { kind: "withdrawn" },
      init: { status: 410 },
    });
  });
});

describe("the certificate verification page after the certificate was revoked", () => {
  it("answers 410 Gone with which certificate it was and when it was revoked, not why", async () => {
    const { exam, certificate } = await awardedCertificate(database, app(), "Alan Kay");
    const uId = certificate.publicId;
    const reason = "The answers were shared before the attempt.";
    await revokeCertificate(database.db, testConfig(), uId, reason);
    const [row] = await database.db
      .select({ revokedAt: certificates.revokedAt })
      .from(certificates)
      .where(eq(certificates.id, certificate.id));

    const revoked = await openPage(uId, exam.slug);
    expect(revoked).toMatchObject({
      data: {
        kind: "revoked",
        revoked: {
          holderName: "Alan Kay",
          categoryName: exam.name,
          code: certificate.code,
          issuedAt: certificate.issuedAt.toISOString(),
          revokedAt: row!.revokedAt!.toISOString(),
        },
      },
      init: { status: 410 },
    });
    // The reason is for the holder (their page and the mail), not for whoever has the address.
    expect(JSON.stringify(revoked)).not.toContain(reason);
    // Nor anything of the printable certificate: no sheet, no PDF, no credential to download.
    expect(revoked).not.toHaveProperty("data.sheet");
  });
});
