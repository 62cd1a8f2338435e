import type { DatabaseOrTransaction } from "../../db/client.ts";
import { queueMail } from "../mail/queue-mail.ts";

/**
 * Tells the account's owner their password was just changed, from the security page or through
 * a reset link: if it was not them, they learn it from their inbox rather than at their next
 * failed login. Queued in the change's transaction, so it goes out only if the change holds.
 */
export async function queuePasswordChangedMail(
  db: DatabaseOrTransaction,
  user: { email: string; name: string },
  how: "changed" | "reset",
): Promise<void> {
  await queueMail(db, {
    to: user.email,
    subject: "Your W3Programmer password was changed",
    text: [
      `Hello ${user.name},`,
      "",
      how === "changed"
        ? "The password of your W3Programmer account was changed from its Security settings. Every other device signed in to the account was signed out."
        : "The password of your W3Programmer account was changed with a reset link sent to this address. Every device signed in to the account was signed out.",
      "",
      'If you did not make this change, reset your password at once from the login page\'s "Forgot password?" link, and reply to this email so our support team can help.',
    ].join("\n"),
  });
}
