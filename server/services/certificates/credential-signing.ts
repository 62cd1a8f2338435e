/**
 * The site's credential-signing key: an Ed25519 key pair (jose) that signs every certificate's
 * Open Badges credential and the revocation status list. Configured with CREDENTIAL_SIGNING_KEY,
 * or generated once and kept in `${DATA_DIR}/keys/credential-signing-key.pem` (mode 0600). Its
 * public half is published at /.well-known/jwks.json and in the site's did:web document
 * (/.well-known/did.json).
 */
import fs from "node:fs/promises";
import path from "node:path";
import type { CryptoKey } from "jose";
import type { Config } from "../../config.ts";

export const SIGNING_ALGORITHM = "EdDSA";

export type SigningKey = {
  privateKey: CryptoKey;
  /** The public key as a JWK (kty OKP, crv Ed25519, x): never holds `d`. */
  publicJwk: PublicJwk;
  /** `did:web:{host}#{thumbprint}`: names the key in JWS headers, the JWKS and the DID document. */
  kid: string;
  /** The site's issuer id, `did:web:{host}` (host as in PUBLIC_URL, a port's colon as %3A). */
  issuerDid: string;
};

export type PublicJwk = { kty: string; crv: string; x: string };

type KeyConfig = Pick<Config, "dataDir" | "publicUrl" | "credentialSigningKey">;

export function keyFilePath(dataDir: string): string {
  return path.join(dataDir, "keys", "credential-signing-key.pem");
}

/** did:web for the site's origin: https://w3p.example → did:web:w3p.example; a port becomes %3A. */
export function issuerDidFor(publicUrl: string): string {
  const url = new URL(publicUrl);
  const pathParts = url.pathname.split("/").filter(Boolean).map(encodeURIComponent);
  return ["did:web", encodeURIComponent(url.host), ...pathParts].join(":");
}

/** The PEM in DATA_DIR, written once: of two processes racing, the second reads the first's key. */
async function storedPem(dataDir: string): Promise<string> {
  const file = keyFilePath(dataDir);
  try {
    return await fs.readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const { exportPKCS8, generateKeyPair } = await import("jose");
  const { privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { crv: "Ed25519", extractable: true });
  const pem = await exportPKCS8(privateKey);
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    await fs.writeFile(file, pem, { flag: "wx", mode: 0o600 });
    return pem;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return fs.readFile(file, "utf8");
    throw error;
  }
}

async function loadKey(config: KeyConfig): Promise<SigningKey> {
  // jose is loaded with the key, when the first certificate is issued or read: most processes never do.
  const { calculateJwkThumbprint, exportJWK, importPKCS8 } = await import("jose");
  const pem = config.credentialSigningKey ?? (await storedPem(config.dataDir));
  // Extractable so that its public half can be derived and published; it never leaves the process.
  const privateKey = await importPKCS8(pem, SIGNING_ALGORITHM, { extractable: true });
  const { kty, crv, x } = await exportJWK(privateKey);
  if (kty !== "OKP" || crv !== "Ed25519" || !x)
    throw new Error("The credential signing key must be an Ed25519 key.");
  const publicJwk: PublicJwk = { kty, crv, x };
  const issuerDid = issuerDidFor(config.publicUrl);
  return { privateKey, publicJwk, issuerDid, kid: `${issuerDid}#${await calculateJwkThumbprint(publicJwk)}` };
}

const loaded = new Map<string, Promise<SigningKey>>();

/** The signing key for this configuration, loaded (or generated) once per process. */
export function signingKey(config: KeyConfig): Promise<SigningKey> {
  const cacheKey = `${config.dataDir}\n${config.publicUrl}\n${config.credentialSigningKey ?? ""}`;
  let key = loaded.get(cacheKey);
  if (!key) {
    key = loadKey(config);
    key.catch(() => loaded.delete(cacheKey));
    loaded.set(cacheKey, key);
  }
  return key;
}

/** The public key set published at /.well-known/jwks.json. */
export async function publicKeySet(config: KeyConfig) {
  const key = await signingKey(config);
  return { keys: [{ ...key.publicJwk, kid: key.kid, alg: SIGNING_ALGORITHM, use: "sig" }] };
}

/** The site's DID document (did:web), published at /.well-known/did.json. */
export async function didDocument(config: KeyConfig) {
  const key = await signingKey(config);
  return {
    "@context": ["https://www.w3.org/ns/did/v1", "https://w3id.org/security/suites/jws-2020/v1"],
    id: key.issuerDid,
    verificationMethod: [
      { id: key.kid, type: "JsonWebKey2020", controller: key.issuerDid, publicKeyJwk: key.publicJwk },
    ],
    assertionMethod: [key.kid],
    authentication: [key.kid],
  };
}
