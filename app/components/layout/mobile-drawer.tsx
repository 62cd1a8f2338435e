/**
 * Narrow screens: the header's links in a drawer, with the two menus as nested accordions.
 * Loaded when the burger is first pressed (app/components/layout/site-header.tsx).
 */
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Accordion.css";
import "@mantine/core/styles/Divider.css";
import "@mantine/core/styles/Drawer.css";
import "@mantine/core/styles/NavLink.css";
import { Accordion, Divider, Drawer, NavLink, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { AuthActions, type HeaderUser } from "./header-auth-actions";
import { SECTION_LINKS } from "./header-links";
import { loadSiteMenu, type SiteMenu } from "./site-menu";
import { useOpenedAfterMount } from "../mount-when-opened";

const NO_MENU: SiteMenu = { categories: [], guides: [] };

export function MobileDrawer({
  user,
  opened,
  onClose,
}: {
  user: HeaderUser | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { pathname } = useLocation();
  const shown = useOpenedAfterMount(opened);
  // Asked for when the drawer first opens; until it arrives (or if it fails) the lists' "All
  // categories" and "All guides" links still lead everywhere.
  const [menu, setMenu] = useState<SiteMenu>(NO_MENU);
  useEffect(() => {
    let current = true;
    loadSiteMenu().then(
      (loaded) => current && setMenu(loaded),
      (error: unknown) => console.warn("The site menu failed to load", error),
    );
    return () => {
      current = false;
    };
  }, []);
  // Every link closes the drawer, including a link to the page already shown (no navigation happens then).
  const item = (to: string, label: React.ReactNode) => (
    <NavLink
      key={to}
      component={Link}
      to={to}
      label={label}
      active={pathname === to}
      aria-current={pathname === to ? "page" : undefined}
      onClick={onClose}
    />
  );
  const accordionStyles = {
    item: { borderBottom: 0 },
    control: { paddingInline: "var(--mantine-spacing-sm)" },
    label: { paddingBlock: 10, fontSize: "var(--mantine-font-size-sm)", fontWeight: 500 },
    content: { padding: 0, paddingInlineStart: "var(--mantine-spacing-sm)" },
  };

  return (
    <Drawer
      opened={shown}
      onClose={onClose}
      position="right"
      size="min(340px, 100%)"
      title="Menu"
      hiddenFrom="md"
      closeButtonProps={{ "aria-label": "Close navigation" }}
    >
      <nav aria-label="Main">
        <Stack gap={0}>
          {item("/", "Home")}
          <Accordion styles={accordionStyles} chevronPosition="right">
            <Accordion.Item value="categories">
              <Accordion.Control>Categories</Accordion.Control>
              <Accordion.Panel>
                <Accordion styles={accordionStyles}>
                  {menu.categories.map((category) => (
                    <Accordion.Item key={category.id} value={category.slug}>
                      <Accordion.Control>{category.name}</Accordion.Control>
                      <Accordion.Panel>
                        {item(`/category/${category.slug}`, `All ${category.name} topics`)}
                        {category.children.map((child) => item(`/question-answer/${child.slug}`, child.name))}
                      </Accordion.Panel>
                    </Accordion.Item>
                  ))}
                </Accordion>
                {item("/all-category", "All categories")}
              </Accordion.Panel>
            </Accordion.Item>
            <Accordion.Item value="guides">
              <Accordion.Control>Interview eGuide</Accordion.Control>
              <Accordion.Panel>
                {menu.guides.map((guide) => item(`/guide-details/${guide.slug}`, guide.title))}
                {item("/complete-guide", "All guides")}
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
          {SECTION_LINKS.map((link) => item(link.to, link.label))}
        </Stack>
      </nav>
      <Divider my="md" />
      {user && (
        <Text size="sm" c="dimmed" mb="xs">
          Signed in as {user.name}
        </Text>
      )}
      <AuthActions user={user} stacked onNavigate={onClose} />
    </Drawer>
  );
}
