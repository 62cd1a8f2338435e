/** `npm run certificate:revoke -- <certificate id> [reason]`: revokes a certificate. */
import { revokeCertificate } from "../server/services/certificates/certificate-records.ts";
import { runOperatorCommand } from "./operator/operator-database.ts";

const USAGE = `Usage: npm run certificate:revoke -- <certificate id> [reason]

<certificate id> is the id printed on the certificate (CERT-…) or the public id in its
verification address (/verify-certificate/<public id>/…). Its public page then answers 410
saying it was revoked and is not valid, and its bit in the published revocation list
(/api/public/credentials/status/1) is set, so its credential no longer verifies as valid.
Its holder is mailed the revocation and the reason.`;

const [id, ...reason] = process.argv.slice(2);

await runOperatorCommand(USAGE, async ({ db, config }) => {
  if (!id) throw new Error("A certificate id is required.");
  const certificate = await revokeCertificate(db, config, id, reason.join(" ") || null);
  return `Revoked ${certificate.code}: ${certificate.holderName}, ${certificate.categoryName} (awarded ${certificate.issuedAt.toISOString().slice(0, 10)}).`;
});
