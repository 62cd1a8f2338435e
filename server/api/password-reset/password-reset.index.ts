import { AccountMessages } from "../../../shared/accounts/account-messages.ts";
import { requestPasswordReset, resetPassword } from "../../services/accounts/password-reset.ts";
import { createRouter } from "../router.ts";
import * as routes from "./password-reset.routes.ts";

export const passwordResetRouter = createRouter()
  .openapi(routes.checkMail, async (c) => {
    const client = { ip: c.var.clientIp, userAgent: c.req.header("user-agent") };
    const { email } = await requestPasswordReset(c.var.db, c.var.config, c.req.valid("json"), client);
    return c.json({ message: AccountMessages.resetLinkSent, user: { email } }, 200);
  })
  .openapi(routes.restPassword, async (c) => {
    const client = { ip: c.var.clientIp, userAgent: c.req.header("user-agent") };
    await resetPassword(c.var.db, c.req.valid("form"), client);
    return c.json({ message: AccountMessages.passwordReset }, 200);
  });
