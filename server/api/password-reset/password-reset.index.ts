import { AccountMessages } from "../../../app/features/accounts/schemas.ts";
import { requestPasswordReset, resetPassword } from "../../services/accounts/password-reset.ts";
import { accountErrorHandler } from "../auth/account-errors.ts";
import { createRouter } from "../router.ts";
import * as routes from "./password-reset.routes.ts";

export const passwordResetRouter = createRouter()
  .openapi(routes.checkMail, async (c) => {
    const client = { ip: c.var.clientIp, userAgent: c.req.header("user-agent") };
    const mail = { config: c.var.config, logger: c.var.logger };
    const { email } = await requestPasswordReset(c.var.db, mail, c.req.valid("json"), client);
    return c.json({ message: AccountMessages.resetLinkSent, user: { email } }, 200);
  })
  .openapi(routes.restPassword, async (c) => {
    const client = { ip: c.var.clientIp, userAgent: c.req.header("user-agent") };
    await resetPassword(c.var.db, c.req.valid("form"), client);
    return c.json({ message: AccountMessages.passwordReset }, 200);
  });

passwordResetRouter.onError(accountErrorHandler);
