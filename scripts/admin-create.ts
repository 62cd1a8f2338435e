/** `npm run admin:create -- <email>`: gives an existing account the admin role. */
import { grantAdminByEmail } from "../server/services/admin/manage-users.ts";
import { runOperatorCommand } from "./operator/operator-database.ts";

const USAGE = `Usage: npm run admin:create -- <email>

Gives the account with this email the admin role: the Admin link in the site's header opens the
admin area (/admin). Sign up on the site first. Running it again changes nothing. Admins grant
and revoke the role to others from the admin area's Users screen.`;

const [email] = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));

await runOperatorCommand(USAGE, async ({ db }) => {
  if (!email) throw new Error("An email is required.");
  const { user, alreadyAdmin } = await grantAdminByEmail(db, email);
  return alreadyAdmin
    ? `${user.name} (${user.email}) is already an administrator.`
    : `${user.name} (${user.email}) is now an administrator: sign in and open /admin.`;
});
