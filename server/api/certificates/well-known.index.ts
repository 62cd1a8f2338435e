import { didDocument, publicKeySet } from "../../services/certificates/credential-signing.ts";
import { createRouter } from "../router.ts";
import * as routes from "./well-known.routes.ts";

/** Outside /api: verifiers look for these at the site's root. */
export const wellKnownRouter = createRouter()
  .openapi(routes.jwks, async (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    c.header("Access-Control-Allow-Origin", "*");
    return c.json(await publicKeySet(c.var.config), 200);
  })
  .openapi(routes.didDocument, async (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    c.header("Access-Control-Allow-Origin", "*");
    return c.json(await didDocument(c.var.config), 200);
  });
