import { createRoute, z } from "@hono/zod-openapi";
import { jsonContent } from "../router.ts";

const tags = ["Certificates"];

const JwkSchema = z
  .object({
    kty: z.string(),
    crv: z.string(),
    x: z.string(),
    kid: z.string(),
    alg: z.string(),
    use: z.string(),
  })
  .openapi("PublicJwk");

export const jwks = createRoute({
  tags,
  method: "get",
  path: "/.well-known/jwks.json",
  summary: "The public key that signs certificate credentials (Ed25519, JWK Set)",
  responses: { 200: jsonContent(z.object({ keys: z.array(JwkSchema) }), "The key set") },
});

export const didDocument = createRoute({
  tags,
  method: "get",
  path: "/.well-known/did.json",
  summary: "The site's did:web document: the issuer id of every credential and its signing key",
  responses: {
    200: jsonContent(
      z
        .object({
          "@context": z.array(z.string()),
          id: z.string(),
          verificationMethod: z.array(
            z.object({
              id: z.string(),
              type: z.string(),
              controller: z.string(),
              publicKeyJwk: z.record(z.string(), z.string()),
            }),
          ),
          assertionMethod: z.array(z.string()),
          authentication: z.array(z.string()),
        })
        .openapi("DidDocument"),
      "The DID document",
    ),
  },
});
