import { createRoute, z } from "@hono/zod-openapi";
import { publicCertificateSchema } from "../../../shared/exams/exam-schemas.ts";
import { ErrorSchema, ValidationErrorSchema, jsonContent } from "../router.ts";

const tags = ["Certificates"];
const PUBLIC_ID_EXAMPLE = "3f0c2a9d8b7e4c61a5d2e9f0b1c3d4e5";
const SLUG_EXAMPLE = "javascript-fundamentals-interview-questions";
const certificateParams = publicCertificateSchema.openapi({
  example: { uId: PUBLIC_ID_EXAMPLE, slug: SLUG_EXAMPLE },
});

export const publicGetanswers = createRoute({
  tags,
  method: "get",
  path: "/public/getanswers",
  summary: "A certificate for public verification: holder's name, category, date and score",
  description:
    "`uId` is the certificate's random public id (not an account id), `slug` its category's: the certificate is " +
    "found by `uId`, so an address shared before the category's slug changed still answers it, with the slug it has " +
    "now. `data` holds the score " +
    "only: how the holder answered is never public. A revoked or unknown certificate answers 404; an expired one " +
    'answers 200 with `status: "expired"`.',
  request: { query: certificateParams },
  responses: {
    200: jsonContent(
      z
        .object({
          data: z.object({ score: z.number().int(), total: z.number().int(), percent: z.number().int() }),
          cat_name: z.string(),
          userName: z.string(),
          user_id: z.string(),
          slug: z.string().openapi({
            description:
              "The category's slug now: /verify-certificate/{user_id}/{slug} is the certificate's address",
          }),
          forDate: z.string().openapi({ description: "The awarded date (ISO 8601)" }),
          expires_at: z.string().nullable(),
          status: z.enum(["valid", "expired"]),
          certificate_id: z.string(),
        })
        .openapi("PublicCertificate"),
      "The certificate",
    ),
    404: jsonContent(ErrorSchema, "No such certificate, or it was revoked"),
    422: jsonContent(ValidationErrorSchema, "Invalid slug or uId"),
  },
});

export const certificatePdf = createRoute({
  tags,
  method: "get",
  path: "/public/certificatePdf/{uId}/{slug}",
  summary: "The certificate as a vector PDF (A4 portrait, or landscape with `layout=landscape`)",
  request: {
    params: certificateParams,
    query: z.object({
      layout: z
        .enum(["portrait", "landscape"], { error: "The layout must be portrait or landscape." })
        .optional()
        .default("portrait"),
    }),
  },
  responses: {
    200: {
      description: 'The PDF, saved as "{name} certificate.pdf"',
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
    },
    404: jsonContent(ErrorSchema, "No such certificate, or it was revoked"),
    422: jsonContent(ValidationErrorSchema, "Invalid slug, uId or layout"),
  },
});

export const certificateCredential = createRoute({
  tags,
  method: "get",
  path: "/public/certificateCredential/{uId}/{slug}",
  summary: "The certificate as an Open Badges 3.0 verifiable credential (JSON)",
  description:
    "A W3C EnvelopedVerifiableCredential whose `id` is `data:application/vc+jwt,<compact JWS>`: the OpenBadgeCredential " +
    "signed with the site's Ed25519 key (EdDSA), whose public key is at /.well-known/jwks.json and in /.well-known/did.json. " +
    "Its `credentialStatus` points to the revocation list.",
  request: { params: certificateParams },
  responses: {
    200: jsonContent(
      z
        .object({ "@context": z.string(), id: z.string(), type: z.literal("EnvelopedVerifiableCredential") })
        .openapi("EnvelopedVerifiableCredential"),
      'The credential, saved as "{name} credential.json"',
    ),
    404: jsonContent(ErrorSchema, "No such certificate, or it was revoked"),
    422: jsonContent(ValidationErrorSchema, "Invalid slug or uId"),
  },
});

export const credentialStatusList = createRoute({
  tags,
  method: "get",
  path: "/public/credentials/status/1",
  summary: "The revocation list of every credential (a signed BitstringStatusListCredential, VC-JWT)",
  responses: {
    200: {
      description:
        "A compact JWS whose payload's `credentialSubject.encodedList` has a certificate's bit set once it is revoked",
      content: { "application/vc+jwt": { schema: z.string() } },
    },
  },
});
