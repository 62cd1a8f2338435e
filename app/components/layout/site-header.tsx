import {
  Accordion,
  ActionIcon,
  Box,
  Burger,
  Button,
  Container,
  Divider,
  Drawer,
  Group,
  Indicator,
  Menu,
  NavLink,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import {
  IconChevronDown,
  IconCode,
  IconLayoutDashboard,
  IconLayoutGrid,
  IconLogin2,
  IconLogout,
  IconShoppingCart,
  IconUserPlus,
} from "@tabler/icons-react";
import { Form, Link, NavLink as RouterNavLink, useLocation } from "react-router";
import type { SiteFrame } from "@server/services/catalog/site-frame";
import { useCartCount } from "~/components/store/cart-storage";
import classes from "./site-header.module.css";

export type HeaderUser = { name: string };

type SiteHeaderProps = {
  frame: SiteFrame;
  /** The signed-in user, or null for a visitor. */
  user?: HeaderUser | null;
};

/** The plain links after the two menus (SPEC.md §2), in the order the header shows them. */
const SECTION_LINKS = [
  { to: "/ebooks", label: "eBooks" },
  { to: "/pdf-books", label: "PDF" },
  { to: "/immigration-support", label: "Immigration" },
  { to: "/blog", label: "Blog" },
  { to: "/faq", label: "FAQ" },
  { to: "/contact-us", label: "Contact" },
] as const;

export function SiteHeader({ frame, user = null }: SiteHeaderProps) {
  const [drawerOpened, drawer] = useDisclosure(false);

  return (
    <header className={classes.header}>
      <a href="#main" className={classes.skipLink}>
        Skip to main content
      </a>
      <Container size="lg">
        <Group justify="space-between" wrap="nowrap" gap="sm" className={classes.topRow}>
          <Logo />
          <Group gap="xs" wrap="nowrap">
            <CartLink />
            <Box visibleFrom="md">
              <AuthActions user={user} />
            </Box>
            <Burger
              hiddenFrom="md"
              opened={drawerOpened}
              onClick={drawer.toggle}
              aria-label={drawerOpened ? "Close navigation" : "Open navigation"}
              aria-expanded={drawerOpened}
            />
          </Group>
        </Group>
      </Container>

      <Box visibleFrom="md" className={classes.navRow}>
        <Container size="lg">
          <nav aria-label="Main">
            <ul className={classes.navList}>
              <li>
                <RouterNavLink to="/" end className={classes.link}>
                  Home
                </RouterNavLink>
              </li>
              <li>
                <CategoryMenu categories={frame.categories} />
              </li>
              <li>
                <GuideMenu guides={frame.guides} />
              </li>
              {SECTION_LINKS.map((link) => (
                <li key={link.to}>
                  <RouterNavLink to={link.to} className={classes.link}>
                    {link.label}
                  </RouterNavLink>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </Box>

      <MobileDrawer frame={frame} user={user} opened={drawerOpened} onClose={drawer.close} />
    </header>
  );
}

function Logo() {
  return (
    <Link to="/" className={classes.logo}>
      <ThemeIcon size={34} radius="md" aria-hidden>
        <IconCode size={22} stroke={2.2} />
      </ThemeIcon>
      <span>
        <span className={classes.logoAccent}>W3</span>Programmer
      </span>
    </Link>
  );
}

/** SPEC.md §2: a cart icon with a count appears when the cart is not empty. */
function CartLink() {
  const count = useCartCount();
  if (count === 0) return null;
  const label = `Cart, ${count} ${count === 1 ? "item" : "items"}`;
  return (
    <Indicator
      label={count}
      maxValue={99}
      size={18}
      offset={4}
      color="red"
      // The link's name already says the count; the badge is for sighted users.
      attributes={{ indicator: { "aria-hidden": true, "data-testid": "cart-count" } }}
    >
      <ActionIcon component={Link} to="/cart" variant="subtle" color="gray" size={42} aria-label={label}>
        <IconShoppingCart size={24} stroke={1.7} />
      </ActionIcon>
    </Indicator>
  );
}

/** Side by side in the header bar, one above the other (full width) in the drawer. */
function ActionsLayout({ stacked, children }: { stacked: boolean; children: React.ReactNode }) {
  return stacked ? (
    <Stack gap="xs">{children}</Stack>
  ) : (
    <Group gap="xs" wrap="nowrap">
      {children}
    </Group>
  );
}

function AuthActions({
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
        <Button
          component={Link}
          to="/dashboard"
          variant="light"
          fullWidth={stacked}
          leftSection={<IconLayoutDashboard size={18} aria-hidden />}
          onClick={onNavigate}
        >
          Dashboard
        </Button>
        {/* A POST, not a link: logging out changes state, and a prefetched GET must never do that. */}
        <Form method="post" action="/logout" onSubmit={onNavigate}>
          <Button
            type="submit"
            variant="default"
            fullWidth={stacked}
            leftSection={<IconLogout size={18} aria-hidden />}
          >
            Logout
          </Button>
        </Form>
      </ActionsLayout>
    );
  }
  return (
    <ActionsLayout stacked={stacked}>
      <Button
        component={Link}
        to="/login"
        variant="default"
        fullWidth={stacked}
        leftSection={<IconLogin2 size={18} aria-hidden />}
        onClick={onNavigate}
      >
        Sign In
      </Button>
      <Button
        component={Link}
        to="/signup"
        fullWidth={stacked}
        leftSection={<IconUserPlus size={18} aria-hidden />}
        onClick={onNavigate}
      >
        Register
      </Button>
    </ActionsLayout>
  );
}

/** Menu.Target passes its handlers, ref and aria attributes to this element, so it must be the button itself. */
function menuButton(label: string) {
  return (
    <UnstyledButton className={classes.link}>
      {label}
      <IconChevronDown size={14} className={classes.chevron} aria-hidden />
    </UnstyledButton>
  );
}

function CategoryMenu({ categories }: { categories: SiteFrame["categories"] }) {
  return (
    // click-hover: opens on hover for mouse users, and by click or keyboard for everyone else.
    <Menu
      trigger="click-hover"
      position="bottom-start"
      shadow="md"
      width={270}
      openDelay={60}
      closeDelay={150}
    >
      <Menu.Target>{menuButton("Categories")}</Menu.Target>
      <Menu.Dropdown>
        {categories.map((category) =>
          category.children.length > 0 ? (
            <Menu.Sub key={category.id} closeDelay={120}>
              <Menu.Sub.Target>
                <Menu.Sub.Item>{category.name}</Menu.Sub.Item>
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

function GuideMenu({ guides }: { guides: SiteFrame["guides"] }) {
  return (
    <Menu
      trigger="click-hover"
      position="bottom-start"
      shadow="md"
      width={300}
      openDelay={60}
      closeDelay={150}
    >
      <Menu.Target>{menuButton("Interview eGuide")}</Menu.Target>
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

/** Narrow screens: the same links in a drawer, with the two menus as nested accordions. */
function MobileDrawer({
  frame,
  user,
  opened,
  onClose,
}: {
  frame: SiteFrame;
  user: HeaderUser | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { pathname } = useLocation();
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
      opened={opened}
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
                  {frame.categories.map((category) => (
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
                {frame.guides.map((guide) => item(`/guide-details/${guide.slug}`, guide.title))}
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
