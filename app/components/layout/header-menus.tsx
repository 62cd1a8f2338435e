/**
 * The header's two menus, Categories and Interview eGuide. Loaded when a visitor moves towards
 * them (app/components/layout/site-header.tsx): Mantine's Menu and the positioning library under
 * it are most of a page's script otherwise.
 */
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Menu.css";
import { Menu, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconLayoutGrid } from "@tabler/icons-react";
import { Link } from "react-router";
import type { SiteFrame } from "@server/services/catalog/site-frame";
import classes from "./site-header.module.css";

/** What the visitor did to the stand-in button before the menu arrived, done again on the real one. */
export type MenuStart = { focused: boolean; opened: boolean };

type MenuProps = { start: MenuStart };

/** Menu.Target passes its handlers, ref and aria attributes to this element, so it must be the button itself. */
function menuButton(label: string, start: MenuStart) {
  return (
    <UnstyledButton className={classes.link} autoFocus={start.focused}>
      {label}
      <IconChevronDown size={14} className={classes.chevron} aria-hidden />
    </UnstyledButton>
  );
}

export function CategoryMenu({ categories, start }: MenuProps & { categories: SiteFrame["categories"] }) {
  return (
    // click-hover: opens on hover for mouse users, and by click or keyboard for everyone else.
    <Menu
      trigger="click-hover"
      position="bottom-start"
      shadow="md"
      width={270}
      openDelay={60}
      closeDelay={150}
      defaultOpened={start.opened}
    >
      <Menu.Target>{menuButton("Categories", start)}</Menu.Target>
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
    </Menu>
  );
}

export function GuideMenu({ guides, start }: MenuProps & { guides: SiteFrame["guides"] }) {
  return (
    <Menu
      trigger="click-hover"
      position="bottom-start"
      shadow="md"
      width={300}
      openDelay={60}
      closeDelay={150}
      defaultOpened={start.opened}
    >
      <Menu.Target>{menuButton("Interview eGuide", start)}</Menu.Target>
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
    </Menu>
  );
}
