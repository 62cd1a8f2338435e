/**
 * The header's two menus, Categories and Interview eGuide. Loaded when a visitor moves towards
 * them (app/components/layout/site-header.tsx): Mantine's Menu and the positioning library under
 * it are most of a page's script otherwise.
 */
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Menu.css";
import { Menu, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconLayoutGrid } from "@tabler/icons-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import type { SiteFrame } from "@server/services/catalog/site-frame";
import classes from "./site-header.module.css";

/** What the visitor did to the stand-in button before the menu arrived, done again on the real one. */
export type MenuStart = { focused: boolean; opened: boolean };

type MenuProps = { start: MenuStart };

type HeaderMenuProps = {
  label: string;
  start: MenuStart;
  width: number;
  /** The dropdown, as Menu.Dropdown. */
  children: ReactNode;
};

/**
 * One header menu: opens on hover for mouse users, and by click or keyboard for everyone else.
 *
 * Its open state is kept here rather than by Menu, because Menu opens `openDelay` after the
 * pointer enters the button or the dropdown, and that timer outlives a close: Escape, or an item
 * chosen, just after the pointer arrived closed the menu and the timer opened it again (on a busy
 * CPU well after the key), the reopened menu then taking back the focus the visitor had moved on
 * (to the search box, say). So once closed, the menu opens again only when the visitor heads for
 * its button again.
 *
 * A menu the visitor opened on the stand-in mounts closed and opens right after: Menu notes which
 * element to give the focus back to only when it opens after mounting, so one mounted open left
 * the focus on the page's body after Escape.
 */
function HeaderMenu({ label, start, width, children }: HeaderMenuProps) {
  const [opened, setOpened] = useState(false);
  // `start` is what happened before the menu existed: read once.
  const opensOnMount = useRef(start.opened);
  useEffect(() => {
    // The second render is the point: Menu has to see the menu open after it mounted.
    if (opensOnMount.current) setOpened(true);
  }, []);
  // Closed since the pointer last entered the button or it was last pressed.
  const closed = useRef(false);
  const headedFor = () => {
    closed.current = false;
  };
  return (
    <Menu
      trigger="click-hover"
      position="bottom-start"
      shadow="md"
      width={width}
      openDelay={60}
      closeDelay={150}
      opened={opened}
      onChange={(next) => {
        if (next && closed.current) return;
        closed.current = !next;
        setOpened(next);
      }}
    >
      {/* Menu.Target gives the button its ref, aria attributes and handlers, run after these. */}
      <Menu.Target>
        <UnstyledButton
          className={classes.link}
          autoFocus={start.focused}
          onMouseEnter={headedFor}
          onClick={headedFor}
        >
          {label}
          <IconChevronDown size={14} className={classes.chevron} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      {children}
    </Menu>
  );
}

export function CategoryMenu({ categories, start }: MenuProps & { categories: SiteFrame["categories"] }) {
  return (
    <HeaderMenu label="Categories" start={start} width={270}>
      <Menu.Dropdown>
        {categories.map((category) =>
          category.children.length > 0 ? (
            <Menu.Sub key={category.id} closeDelay={120}>
              <Menu.Sub.Target>
                {/* The main category's own page; hovering or the arrow keys open its topics. */}
                <Menu.Sub.Item component={Link} to={`/category/${category.slug}`}>
                  {category.name}
                </Menu.Sub.Item>
              </Menu.Sub.Target>
              <Menu.Sub.Dropdown className={classes.scrollingDropdown} miw={250}>
                <Menu.Item component={Link} to={`/category/${category.slug}`} fw={600}>
                  All {category.name} topics
                </Menu.Item>
                <Menu.Divider />
                {category.children.map((child) => (
                  <Menu.Item key={child.id} component={Link} to={`/question-answer/${child.slug}`}>
                    {child.name}
                  </Menu.Item>
                ))}
              </Menu.Sub.Dropdown>
            </Menu.Sub>
          ) : (
            <Menu.Item key={category.id} component={Link} to={`/category/${category.slug}`}>
              {category.name}
            </Menu.Item>
          ),
        )}
        {categories.length > 0 && <Menu.Divider />}
        <Menu.Item
          component={Link}
          to="/all-category"
          fw={600}
          leftSection={<IconLayoutGrid size={16} aria-hidden />}
        >
          All categories
        </Menu.Item>
      </Menu.Dropdown>
    </HeaderMenu>
  );
}

export function GuideMenu({ guides, start }: MenuProps & { guides: SiteFrame["guides"] }) {
  return (
    <HeaderMenu label="Interview eGuide" start={start} width={300}>
      <Menu.Dropdown className={classes.scrollingDropdown}>
        {guides.map((guide) => (
          <Menu.Item key={guide.id} component={Link} to={`/guide-details/${guide.slug}`}>
            {guide.title}
          </Menu.Item>
        ))}
        {guides.length > 0 && <Menu.Divider />}
        <Menu.Item
          component={Link}
          to="/complete-guide"
          fw={600}
          leftSection={<IconLayoutGrid size={16} aria-hidden />}
        >
          All guides
        </Menu.Item>
      </Menu.Dropdown>
    </HeaderMenu>
  );
}
