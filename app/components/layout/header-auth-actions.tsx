import { IconLayoutDashboard, IconLogin2, IconLogout, IconUserPlus } from "@tabler/icons-react";
import { Form } from "react-router";
import classes from "./header-auth-actions.module.css";
import { LightButton, LightLinkButton } from "./light-button";

export type HeaderUser = { name: string; isAdmin: boolean };

/**
 * Side by side in the header bar, one above the other (full width) in the drawer: a plain element,
 * since the header is on every page and Mantine's Group and Stack would be script for a flex box.
 */
function ActionsLayout({ stacked, children }: { stacked: boolean; children: React.ReactNode }) {
  return <div className={stacked ? classes.stacked : classes.row}>{children}</div>;
}

/** Sign In and Register for a visitor, Dashboard and Logout for a signed-in user, and Admin for an admin. */
export function AuthActions({
  user,
  stacked = false,
  onNavigate,
}: {
  user: HeaderUser | null;
  stacked?: boolean;
  onNavigate?: () => void;
}) {
  if (user) {
    return (
      <ActionsLayout stacked={stacked}>
        {/* No icon: the header is on every page, and the Q&A page's script is at its budget. */}
        {user.isAdmin && (
          <LightLinkButton to="/admin" variant="subtle" fullWidth={stacked} onClick={onNavigate}>
            Admin
          </LightLinkButton>
        )}
        <LightLinkButton
          to="/dashboard"
          variant="light"
          fullWidth={stacked}
          leftSection={<IconLayoutDashboard size={18} aria-hidden />}
          onClick={onNavigate}
        >
          Dashboard
        </LightLinkButton>
        {/* A POST, not a link: logging out changes state, and a prefetched GET must never do that. */}
        <Form method="post" action="/logout" onSubmit={onNavigate}>
          <LightButton
            type="submit"
            variant="default"
            fullWidth={stacked}
            leftSection={<IconLogout size={18} aria-hidden />}
          >
            Logout
          </LightButton>
        </Form>
      </ActionsLayout>
    );
  }
  return (
    <ActionsLayout stacked={stacked}>
      <LightLinkButton
        to="/login"
        variant="default"
        fullWidth={stacked}
        leftSection={<IconLogin2 size={18} aria-hidden />}
        onClick={onNavigate}
      >
        Sign In
      </LightLinkButton>
      <LightLinkButton
        to="/signup"
        fullWidth={stacked}
        leftSection={<IconUserPlus size={18} aria-hidden />}
        onClick={onNavigate}
      >
        Register
      </LightLinkButton>
    </ActionsLayout>
  );
}
