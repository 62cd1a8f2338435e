/**
 * Each certificate as an Open Badges 3.0 credential (a W3C Verifiable Credential, data model 2.0)
 * secured as a VC-JWT (Open Badges 3.0 §8.2): the JWT's payload is the credential itself with the
 * registered claims iss, jti, nbf and exp; the header names the site's Ed25519 key by its did:web
 * URL. It is downloaded from the verification page as JSON: an EnvelopedVerifiableCredential
 * (VC data model 2.0 §4.13) whose id is the compact JWS as a data: URL.
 */
import { gzipSync } from "node:zlib";
import type { Config } from "../../config.ts";
import { type CertificateView, verificationUrl } from "./certificate-records.ts";
import { SIGNING_ALGORITHM, signingKey } from "./credential-signing.ts";

type CredentialConfig = Pick<Config, "dataDir" | "publicUrl" | "credentialSigningKey">;

export const VC_CONTEXT = "https://www.w3.org/ns/credentials/v2";
export const OB_CONTEXT = "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json";

/** The one revocation list; a larger site would add more (each holds STATUS_LIST_BITS). */
export const STATUS_LIST_PATH = "/api/public/credentials/status/1";

/** 16 KiB of bits, the smallest list the Bitstring Status List spec allows (holders hide in the crowd). */
export const STATUS_LIST_BITS = 131_072;

/** The certificate's public id (a v4 UUID without dashes) as a URN: the credential's id. */
function credentialUrn(publicId: string): string {
  const hex = publicId.toLowerCase();
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Whole seconds: a JWT's NumericDate and the credential's dates must say the same instant. */
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const isoSeconds = (date: Date) => new Date(seconds(date) * 1000).toISOString().replace(".000Z", "Z");

/** The OpenBadgeCredential of a certificate, as the JWT payload carries it (claims included). */
export async function buildCredential(certificate: CertificateView, config: CredentialConfig) {
  const key = await signingKey(config);
  const pageUrl = verificationUrl(config.publicUrl, certificate.publicId, certificate.slug);
  const statusListUrl = `${config.publicUrl}${STATUS_LIST_PATH}`;
  const id = credentialUrn(certificate.publicId);
  return {
    "@context": [VC_CONTEXT, OB_CONTEXT],
    id,
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    name: `${certificate.categoryName} Certificate of Excellence`,
    description: `${certificate.holderName} passed the W3Programmer ${certificate.categoryName} certification exam.`,
    issuer: { id: key.issuerDid, type: ["Profile"], name: "W3Programmer", url: config.publicUrl },
    validFrom: isoSeconds(certificate.issuedAt),
    ...(certificate.expiresAt ? { validUntil: isoSeconds(certificate.expiresAt) } : {}),
    credentialSubject: {
      type: ["AchievementSubject"],
      // The holder by name only (Open Badges IdentityObject, not hashed): the certificate is public.
      identifier: [
        { type: "IdentityObject", identityHash: certificate.holderName, identityType: "name", hashed: false },
      ],
      achievement: {
        id: `${config.publicUrl}/question-answer/${encodeURIComponent(certificate.slug)}#exam`,
        type: ["Achievement"],
        achievementType: "Certificate",
        name: `${certificate.categoryName} Certification`,
        description: `The W3Programmer ${certificate.categoryName} certification exam: a timed, multiple-choice exam of interview-level questions.`,
        criteria: {
          narrative: `Pass the ${certificate.categoryName} exam on W3Programmer at or above its pass mark.`,
        },
        humanCode: certificate.code,
      },
    },
    evidence: [{ id: pageUrl, type: ["Evidence"], name: "Public verification page" }],
    credentialStatus: {
      id: `${statusListUrl}#${certificate.statusListIndex}`,
      type: "BitstringStatusListEntry",
      statusPurpose: "revocation",
      statusListIndex: String(certificate.statusListIndex),
      statusListCredential: statusListUrl,
    },
    // Registered JWT claims (Open Badges 3.0 §8.2.4): the same facts as the members above.
    iss: key.issuerDid,
    jti: id,
    nbf: seconds(certificate.issuedAt),
    ...(certificate.expiresAt ? { exp: seconds(certificate.expiresAt) } : {}),
  };
}

async function signPayload(payload: Record<string, unknown>, config: CredentialConfig): Promise<string> {
  const key = await signingKey(config);
  const { SignJWT } = await import("jose");
  // Ed25519 signatures are deterministic: the same certificate always gives the same JWS.
  return new SignJWT(payload)
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: key.kid })
    .sign(key.privateKey);
}

/** The certificate's credential as a compact JWS (VC-JWT). */
export async function signCredential(
  certificate: CertificateView,
  config: CredentialConfig,
): Promise<string> {
  return signPayload(await buildCredential(certificate, config), config);
}

/** The downloadable JSON: the VC-JWT wrapped as a W3C EnvelopedVerifiableCredential. */
export async function envelopedCredential(certificate: CertificateView, config: CredentialConfig) {
  const jws = await signCredential(certificate, config);
  return {
    "@context": VC_CONTEXT,
    id: `data:application/vc+jwt,${jws}`,
    type: "EnvelopedVerifiableCredential" as const,
  };
}

/**
 * The revocation list every credential points to (W3C Bitstring Status List): a signed
 * BitstringStatusListCredential whose bit at a certificate's index is 1 once it is revoked.
 */
export async function signStatusList(revokedIndexes: number[], config: CredentialConfig): Promise<string> {
  const key = await signingKey(config);
  const highest = revokedIndexes.reduce((max, index) => Math.max(max, index), -1);
  const bits = Math.max(STATUS_LIST_BITS, Math.ceil((highest + 1) / STATUS_LIST_BITS) * STATUS_LIST_BITS);
  const list = new Uint8Array(bits / 8);
  // Index 0 is the left-most bit of the first byte.
  for (const index of revokedIndexes) list[index >> 3]! |= 0x80 >> (index & 7);
  const url = `${config.publicUrl}${STATUS_LIST_PATH}`;
  const now = new Date();
  return signPayload(
    {
      "@context": [VC_CONTEXT],
      id: url,
      type: ["VerifiableCredential", "BitstringStatusListCredential"],
      issuer: key.issuerDid,
      validFrom: isoSeconds(now),
      credentialSubject: {
        id: `${url}#list`,
        type: "BitstringStatusList",
        statusPurpose: "revocation",
        encodedList: `u${gzipSync(list).toString("base64url")}`,
      },
      iss: key.issuerDid,
      jti: url,
      nbf: seconds(now),
    },
    config,
  );
}
