import { AccountMessages } from "../../../shared/accounts/account-messages.ts";
import { changePassword, oldPasswordErrors } from "../../services/accounts/change-password.ts";
import { loginUser } from "../../services/accounts/login-user.ts";
import { registerUser } from "../../services/accounts/register-user.ts";
import { revokeSession } from "../../services/accounts/sessions.ts";
import { passwordOwnerOf } from "../../http/auth.ts";
import { validationHookWith } from "../../http/validation.ts";
import { createRouter } from "../router.ts";
import { toApiUser } from "../user/user-json.ts";
import * as routes from "./auth.routes.ts";

export const authRouter = createRouter()
  .openapi(routes.register, async (c) => {
    const client = { ip: c.var.clientIp, userAgent: c.req.header("user-agent") };
    const user = await registerUser(c.var.db, c.req.valid("json"), client);
    return c.json({ message: AccountMessages.registered, user: toApiUser(user) }, 200);
  })
  .openapi(routes.userLogin, async (c) => {
    const client = { ip: c.var.clientIp, userAgent: c.req.header("user-agent") };
    // API clients keep their token themselves: it lasts 30 days after its last use.
    const { user, token, expiresAt } = await loginUser(c.var.db, c.req.valid("json"), client, {
      persistent: true,
    });
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        user: toApiUser(user),
        access_token: token,
        token_type: "Bearer" as const,
        expires_at: expiresAt.toISOString(),
      },
      200,
    );
  })
  .openapi(
    routes.updatePassword,
    async (c) => {
      const owner = { userId: c.var.user.id, clientIp: c.var.clientIp };
      await changePassword(c.var.db, owner, c.var.sessionId, c.req.valid("form"));
      return c.json({ message: AccountMessages.updated }, 200);
    },
    validationHookWith((fields, c) => oldPasswordErrors(c.var.db, passwordOwnerOf(c), fields)),
  )
  .openapi(routes.logout, async (c) => {
    await revokeSession(c.var.db, c.var.sessionToken);
    return c.json({ message: AccountMessages.loggedOut }, 200);
  });

// The user calls' `security: [{ bearerAuth: [] }]` refers to this scheme in the OpenAPI document.
authRouter.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
  type: "http",
  scheme: "bearer",
  description: "The `access_token` of POST /auth/userLogin",
});
