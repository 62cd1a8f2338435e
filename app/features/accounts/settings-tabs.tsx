import "@mantine/core/styles/Tabs.css";
import { Tabs } from "@mantine/core";
import { IconLock, IconShare, IconUserEdit } from "@tabler/icons-react";
import { useLocation, useNavigate } from "react-router";

const TABS = [
  { value: "/user/account-settings", label: "Edit Profile", icon: IconUserEdit },
  { value: "/user/change-password", label: "Security", icon: IconLock },
  { value: "/user/social-profile", label: "Social Profile", icon: IconShare },
] as const;

/** The account settings' tabs (SPEC.md §2): each tab is its own address, so each can be linked. */
export function SettingsTabs() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Tabs value={pathname} onChange={(value) => value && navigate(value)} keepMounted={false}>
      <Tabs.List style={{ flexWrap: "wrap" }}>
        {TABS.map(({ value, label, icon: Icon }) => (
          <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
