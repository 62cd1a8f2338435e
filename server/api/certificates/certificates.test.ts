import { execFileSync, spawnSync } from "node:child_process";
import { createPublicKey } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import * as ed25519 from "@noble/ed25519";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { certificates } from "../../db/schema/index.ts";
import { withDatabase } from "../../../tests/support/global-database.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { testConfig } from "../../../tests/support/test-app.ts";
import {
  accountsApp,
  get,
  postJson,
  signUpAndLogIn,
  type TestApp,
} from "../../../tests/support/api-accounts.ts";
import { answersFor, changeCategorySlug, createTestExam } from "../exam/exam-test-kit.ts";
import { revokeCertificate } from "../../services/certificates/certificate-records.ts";
import { keyFilePath } from "../../services/certificates/credential-signing.ts";

const database = setupTestDatabase();
let dataDir: string;
const app = () => accountsApp(database, { dataDir });

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "w3p-certificates-"));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** A learner who passed a fresh exam: their certificate's public id and the exam. */
async function passedCertificate(testApp: TestApp, name = "Grace Hopper", settings = {}) {
  const exam = await createTestExam(database, { settings });
  const account = await signUpAndLogIn(testApp, { name });
  const started = await (
    await postJson(testApp, "/api/exam/startExam", { examSlug: exam.slug }, { token: account.token })
  ).json();
  const submitted = await postJson(
    testApp,
    "/api/exam/submitanswers",
    { examSlug: exam.slug, answers: answersFor(started.data.questions, 4) },
    { token: account.token },
  );
  const { data } = await submitted.json();
  return { exam, account, uId: data.certificate.user_id as string };
}

const base64url = (text: string) => new Uint8Array(Buffer.from(text, "base64url"));

/**
 * An independent check of a compact JWS: Ed25519 over the JWS signing input with @noble/ed25519
 * (not jose, which signed it), against the key the site publishes under the header's kid.
 */
async function verifyWithPublishedKey(testApp: TestApp, jws: string): Promise<boolean> {
  const [header, payload, signature] = jws.split(".");
  const { kid, alg } = JSON.parse(Buffer.from(header!, "base64url").toString("utf8"));
  if (alg !== "EdDSA") return false;
  const { keys } = await (await get(testApp, "/.well-known/jwks.json")).json();
  const jwk = keys.find((key: { kid: string }) => key.kid === kid);
  if (!jwk) return false;
  return ed25519.verifyAsync(
    base64url(signature!),
    new TextEncoder().encode(`${header}.${payload}`),
    base64url(jwk.x),
  );
}

describe("public certificate (public/getanswers)", () => {
  it("shows only the name, the category, the dates and the score", async () => {
    const { exam, account, uId } = await passedCertificate(app(), "Grace Hopper");
    const response = await get(app(), `/api/public/getanswers?slug=${exam.slug}&uId=${uId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const body = await response.json();
    expect(body).toEqual({
      data: { score: 4, total: 4, percent: 100 },
      cat_name: exam.name,
      userName: "Grace Hopper",
      user_id: uId,
      slug: exam.slug,
      forDate: expect.any(String),
      expires_at: null,
      status: "valid",
      certificate_id: expect.stringMatching(/^CERT-[0-9A-F]{10}$/),
    });
    const text = JSON.stringify(body);
    expect(text).not.toContain(account.email);
    expect(text).not.toMatch(/question|option|selected|correct/i);
  });

  it("answers 404 for an unknown id or a revoked certificate", async () => {
    const { exam, uId } = await passedCertificate(app());
    expect((await get(app(), `/api/public/getanswers?slug=${exam.slug}&uId=${"0".repeat(32)}`)).status).toBe(
      404,
    );
    expect((await get(app(), `/api/public/getanswers?slug=${exam.slug}&uId=1`)).status).toBe(404);
    await revokeCertificate(database.db, testConfig(), uId, "Shared answers");
    const revoked = await get(app(), `/api/public/getanswers?slug=${exam.slug}&uId=${uId}`);
    expect(revoked.status).toBe(404);
    expect(await revoked.json()).toEqual({ message: "This certificate has been revoked." });
    expect((await get(app(), `/api/public/certificatePdf/${uId}/${exam.slug}`)).status).toBe(404);
    expect((await get(app(), `/api/public/certificateCredential/${uId}/${exam.slug}`)).status).toBe(404);
  });

  it("is no longer shown, and is revoked in the status list, once its holder deleted the account", async () => {
    const { exam, account, uId } = await passedCertificate(app(), "Ada Lovelace");
    expect((await get(app(), `/api/public/getanswers?slug=${exam.slug}&uId=${uId}`)).status).toBe(200);
    const entry = await credentialStatusEntry(app(), uId, exam.slug);
    expect(await revokedInStatusList(app(), entry)).toBe(false);
    const deleted = await postJson(
      app(),
      "/api/user/deleteAccountUser",
      { status: 0 },
      { token: account.token },
    );
    expect(deleted.status).toBe(200);
    const gone = await get(app(), `/api/public/getanswers?slug=${exam.slug}&uId=${uId}`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({
      message: "This certificate was withdrawn: its holder closed their account.",
    });
    expect((await get(app(), `/api/public/certificatePdf/${uId}/${exam.slug}`)).status).toBe(404);
    expect((await get(app(), `/api/public/certificateCredential/${uId}/${exam.slug}`)).status).toBe(404);
    // A credential downloaded before the deletion no longer verifies as valid.
    expect(await revokedInStatusList(app(), entry)).toBe(true);
  });

  it("says expired once the exam's validity has passed", async () => {
    const { exam, uId } = await passedCertificate(app(), "Alan Turing", { validityMonths: 6 });
    const fresh = await (await get(app(), `/api/public/getanswers?slug=${exam.slug}&uId=${uId}`)).json();
    expect(fresh.status).toBe("valid");
    expect(new Date(fresh.expires_at).getTime()).toBeGreaterThan(Date.now() + 150 * 86_400_000);
    await database.db
      .update(certificates)
      .set({ expiresAt: sql`now() - interval '1 day'` })
      .where(eq(certificates.publicId, uId));
    const expired = await (await get(app(), `/api/public/getanswers?slug=${exam.slug}&uId=${uId}`)).json();
    expect(expired.status).toBe("expired");
  });
});

describe("a certificate whose category's slug changed", () => {
  it("is still found by its public id at the address it was shared with, and answered with its current slug", async () => {
    const { exam, uId } = await passedCertificate(app(), "Hedy Lamarr");
    const newSlug = await changeCategorySlug(database, app(), exam.categoryId, `renamed-${exam.slug}`);
    const current = `http://localhost:3000/verify-certificate/${uId}/${newSlug}`;

    for (const slug of [exam.slug, newSlug]) {
      const answer = await get(app(), `/api/public/getanswers?slug=${slug}&uId=${uId}`);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({
        user_id: uId,
        slug: newSlug,
        cat_name: exam.name,
        userName: "Hedy Lamarr",
        status: "valid",
      });
    }
    // The PDF and the credential at the old address carry the current one.
    const pdf = await get(app(), `/api/public/certificatePdf/${uId}/${exam.slug}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const envelope = await get(app(), `/api/public/certificateCredential/${uId}/${exam.slug}`);
    expect(envelope.status).toBe(200);
    const jws = ((await envelope.json()).id as string).replace(/^data:application\/vc\+jwt,/, "");
    const credential = JSON.parse(Buffer.from(jws.split(".")[1]!, "base64url").toString("utf8"));
    expect(credential.evidence).toEqual([expect.objectContaining({ id: current })]);

    // Nobody learns more than before: an unknown id is still not found, a revoked one still revoked.
    const unknown = await get(app(), `/api/public/getanswers?slug=${exam.slug}&uId=${"0".repeat(32)}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: "Certificate not found." });
    await revokeCertificate(database.db, testConfig(), uId, "Shared answers");
    const revoked = await get(app(), `/api/public/getanswers?slug=${exam.slug}&uId=${uId}`);
    expect(revoked.status).toBe(404);
    expect(await revoked.json()).toEqual({ message: "This certificate has been revoked." });
  });
});

describe("certificate PDF", () => {
  it("is a vector PDF named after the holder, with their name and the category as text, portrait or landscape", async () => {
    const { exam, uId } = await passedCertificate(app(), "Katherine Johnson");
    const response = await get(app(), `/api/public/certificatePdf/${uId}/${exam.slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toContain(
      'filename="Katherine Johnson certificate.pdf"',
    );
    const file = path.join(dataDir, `${uId}.pdf`);
    fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    expect(text).toContain("Certificate of Excellence");
    expect(text).toContain("Katherine Johnson");
    expect(text).toContain(exam.name);
    expect(text).toContain(`/verify-certificate/${uId}/${exam.slug}`);
    expect(execFileSync("pdfinfo", [file], { encoding: "utf8" })).toMatch(/Page size:\s+595\.28 x 841\.89/);

    const landscape = await get(app(), `/api/public/certificatePdf/${uId}/${exam.slug}?layout=landscape`);
    fs.writeFileSync(file, Buffer.from(await landscape.arrayBuffer()));
    expect(execFileSync("pdfinfo", [file], { encoding: "utf8" })).toMatch(/Page size:\s+841\.89 x 595\.28/);
    expect((await get(app(), `/api/public/certificatePdf/${uId}/${exam.slug}?layout=sideways`)).status).toBe(
      422,
    );
  });
});

describe("verifiable credential", () => {
  it("is an Open Badges 3.0 credential signed with the site's published Ed25519 key, and one changed byte fails it", async () => {
    const { exam, uId } = await passedCertificate(app(), "Margaret Hamilton");
    const response = await get(app(), `/api/public/certificateCredential/${uId}/${exam.slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain(
      'filename="Margaret Hamilton credential.json"',
    );
    const envelope = await response.json();
    expect(envelope).toMatchObject({
      "@context": "https://www.w3.org/ns/credentials/v2",
      type: "EnvelopedVerifiableCredential",
    });
    const jws = (envelope.id as string).replace(/^data:application\/vc\+jwt,/, "");

    expect(await verifyWithPublishedKey(app(), jws)).toBe(true);
    const [header, payload, signature] = jws.split(".");
    const credential = JSON.parse(Buffer.from(payload!, "base64url").toString("utf8"));
    expect(credential).toMatchObject({
      "@context": [
        "https://www.w3.org/ns/credentials/v2",
        "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json",
      ],
      type: ["VerifiableCredential", "OpenBadgeCredential"],
      issuer: { id: "did:web:localhost%3A3000", name: "W3Programmer" },
      credentialSubject: {
        identifier: [{ identityHash: "Margaret Hamilton", identityType: "name", hashed: false }],
        achievement: { name: `${exam.name} Certification` },
      },
      credentialStatus: { type: "BitstringStatusListEntry", statusPurpose: "revocation" },
    });
    expect(credential.iss).toBe(credential.issuer.id);
    expect(credential.jti).toBe(credential.id);
    expect(new Date(credential.nbf * 1000).toISOString().replace(".000Z", "Z")).toBe(credential.validFrom);

    // One byte of the payload changed (the holder's name), the signature kept: not valid.
    const bytes = Buffer.from(payload!, "base64url");
    const at = bytes.indexOf("Margaret");
    bytes[at] = "N".charCodeAt(0);
    expect(await verifyWithPublishedKey(app(), `${header}.${bytes.toString("base64url")}.${signature}`)).toBe(
      false,
    );
    // One byte of the signature changed: not valid either.
    const forged = Buffer.from(signature!, "base64url");
    forged[0] = forged[0]! ^ 1;
    expect(await verifyWithPublishedKey(app(), `${header}.${payload}.${forged.toString("base64url")}`)).toBe(
      false,
    );
  });

  it("publishes the public key only, keeps the private key in DATA_DIR, and says revoked in the status list", async () => {
    const { exam, uId } = await passedCertificate(app(), "Radia Perlman");
    const jwks = await (await get(app(), "/.well-known/jwks.json")).json();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).not.toHaveProperty("d");
    const pem = fs.readFileSync(keyFilePath(dataDir), "utf8");
    expect(fs.statSync(keyFilePath(dataDir)).mode & 0o777).toBe(0o600);
    const fromFile = createPublicKey(pem).export({ format: "jwk" });
    expect(jwks.keys[0].x).toBe(fromFile.x);
    const did = await (await get(app(), "/.well-known/did.json")).json();
    expect(did.id).toBe("did:web:localhost%3A3000");
    expect(did.verificationMethod[0]).toMatchObject({
      id: jwks.keys[0].kid,
      publicKeyJwk: { x: fromFile.x },
    });

    const entry = await credentialStatusEntry(app(), uId, exam.slug);
    const isRevoked = () => revokedInStatusList(app(), entry);
    expect(entry.statusListCredential).toBe("http://localhost:3000/api/public/credentials/status/1");
    expect(await isRevoked()).toBe(false);
    await revokeCertificate(database.db, testConfig(), uId, null);
    expect(await isRevoked()).toBe(true);
  });
});

type StatusEntry = { statusListIndex: string; statusListCredential: string };

/** The revocation entry of the certificate's downloadable credential. */
async function credentialStatusEntry(testApp: TestApp, uId: string, slug: string): Promise<StatusEntry> {
  const envelope = await (await get(testApp, `/api/public/certificateCredential/${uId}/${slug}`)).json();
  const jws = (envelope.id as string).replace(/^data:application\/vc\+jwt,/, "");
  return JSON.parse(Buffer.from(jws.split(".")[1]!, "base64url").toString("utf8")).credentialStatus;
}

/** Whether the published, signed status list has the entry's bit set, as a verifier reads it. */
async function revokedInStatusList(testApp: TestApp, entry: StatusEntry): Promise<boolean> {
  const list = await get(testApp, "/api/public/credentials/status/1");
  expect(list.headers.get("content-type")).toBe("application/vc+jwt");
  const listJws = await list.text();
  expect(await verifyWithPublishedKey(testApp, listJws)).toBe(true);
  const subject = JSON.parse(
    Buffer.from(listJws.split(".")[1]!, "base64url").toString("utf8"),
  ).credentialSubject;
  const bits = gunzipSync(Buffer.from(subject.encodedList.slice(1), "base64url"));
  const index = Number(entry.statusListIndex);
  return (bits[index >> 3]! & (0x80 >> (index & 7))) !== 0;
}

/** The test database as a DATABASE_URL, for a command run as its own process. */
function databaseUrl(): string {
  const connection = withDatabase(inject("databaseConnection"), database.name);
  if (connection.connectionString) return connection.connectionString;
  const url = new URL(`postgres://localhost:${connection.port ?? 5432}/${database.name}`);
  url.username = String(connection.user ?? "postgres");
  if (connection.password) url.password = String(connection.password);
  const host = String(connection.host ?? "localhost");
  // The embedded PostgreSQL of the tests listens on a Unix socket: its directory goes in ?host=.
  if (host.startsWith("/")) url.searchParams.set("host", host);
  else url.hostname = host;
  return url.toString();
}

// Two runs of the command, each a Node process compiling TypeScript: more than the default test time.
describe("npm run certificate:revoke", () => {
  it("revokes a certificate by its public id: its public page says revoked, an unknown id is refused", async () => {
    const { exam, uId } = await passedCertificate(app(), "Katherine Johnson");
    const env = {
      ...process.env,
      DATABASE_URL: databaseUrl(),
      DATA_DIR: dataDir,
      SEED_DEMO_CONTENT: "false",
      LOG_LEVEL: "error",
    };
    const revoke = (...args: string[]) =>
      spawnSync(process.execPath, ["--import", "tsx", "scripts/certificate-revoke.ts", ...args], {
        env,
        encoding: "utf8",
        timeout: 60_000,
      });

    const unknown = revoke("0".repeat(32));
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain(`No certificate has the id ${"0".repeat(32)}.`);
    expect(unknown.stderr).toContain("Usage: npm run certificate:revoke");

    const done = revoke(uId, "Shared", "answers");
    expect(done.stderr).toBe("");
    expect(done.status).toBe(0);
    expect(done.stdout).toMatch(/^Revoked CERT-\S+: Katherine Johnson, /);
    const [row] = await database.db
      .select({ revokedAt: certificates.revokedAt, reason: certificates.revocationReason })
      .from(certificates)
      .where(eq(certificates.publicId, uId));
    expect(row?.revokedAt).toBeInstanceOf(Date);
    expect(row?.reason).toBe("Shared answers");
    const page = await get(app(), `/api/public/getanswers?slug=${exam.slug}&uId=${uId}`);
    expect(page.status).toBe(404);
    expect(await page.json()).toEqual({ message: "This certificate has been revoked." });
  }, 120_000);
});
