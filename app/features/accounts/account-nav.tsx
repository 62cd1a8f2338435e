import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Menu.css";
import "@mantine/core/styles/NavLink.css";
import { Button, Menu, NavLink, Paper } from "@mantine/core";
import {
  IconBook2,
  IconBookmark,
  IconCertificate,
  IconChevronDown,
  IconHeadset,
  IconLayoutDashboard,
  IconLock,
  IconReceipt,
  IconShare,
  IconSettings,
  IconTrash,
  IconUser,
  IconUsersGroup,
} from "@tabler/icons-react";
import { Link, useLocation } from "react-router";

/** The logged-in area's pages, in the side menu's order. */
export const ACCOUNT_LINKS = [
  { to: "/dashboard", label: "Dashboard", icon: IconLayoutDashboard },
  { to: "/user/profile-preview", label: "Profile", icon: IconUser },
  { to: "/user/account-settings", label: "Account settings", icon: IconSettings },
  { to: "/user/change-password", label: "Change password", icon: IconLock },
  { to: "/user/social-profile", label: "Social profile", icon: IconShare },
  { to: "/user/my-books", label: "My books", icon: IconBook2 },
  { to: "/user/billing", label: "Billing", icon: IconReceipt },
  { to: "/user/my-bookmarks", label: "My bookmarks", icon: IconBookmark },
  { to: "/user/certificate-list", label: "My certificates", icon: IconCertificate },
  { to: "/user/referral", label: "Referral", icon: IconUsersGroup },
  { to: "/user/my-support", label: "Support", icon: IconHeadset },
  { to: "/user/account-delete", label: "Delete account", icon: IconTrash },
] as const;

/** /user/profile and /users/profile edit what the Profile entry previews. */
function isActive(pathname: string, to: string) {
  if (to === "/user/profile-preview")
    return ["/user/profile-preview", "/user/profile", "/users/profile"].includes(pathname);
  if (to === "/user/certificate-list")
    return ["/user/certificate-list", "/users/my-certificate"].includes(pathname);
  return pathname === to;
}

/** Wide screens: a side menu. */
export function AccountSideNav() {
  const { pathname } = useLocation();
  return (
    <Paper withBorder p="xs" component="nav" aria-label="Account">
      {ACCOUNT_LINKS.map(({ to, label, icon: Icon }) => (
        <NavLink
          key={to}
          component={Link}
          to={to}
          label={label}
          leftSection={<Icon size={18} aria-hidden />}
          active={isActive(pathname, to)}
          aria-current={isActive(pathname, to) ? "page" : undefined}
          color={to === "/user/account-delete" ? "red" : undefined}
        />
      ))}
    </Paper>
  );
}

/** Narrow screens: the same links behind one button, so the page's content comes first. */
export function AccountMenuButton() {
  const { pathname } = useLocation();
  const current = ACCOUNT_LINKS.find((link) => isActive(pathname, link.to));
  return (
    <Menu position="bottom-start" width="target">
      <Menu.Target>
        <Button
          variant="default"
          fullWidth
          justify="space-between"
          rightSection={<IconChevronDown size={16} aria-hidden />}
          aria-label={`Account menu${current ? `, current page ${current.label}` : ""}`}
        >
          {current?.label ?? "Account menu"}
        </Button>
      </Menu.Target>
      <Menu.Dropdown component="nav" aria-label="Account">
        {ACCOUNT_LINKS.map(({ to, label, icon: Icon }) => (
          <Menu.Item
            key={to}
            component={Link}
            to={to}
            leftSection={<Icon size={16} aria-hidden />}
            color={to === "/user/account-delete" ? "red" : undefined}
          >
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
