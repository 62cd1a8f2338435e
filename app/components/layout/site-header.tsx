import { UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconCode } from "@tabler/icons-react";
import { lazy, startTransition, useState } from "react";
import { Link, NavLink as RouterNavLink } from "react-router";
import { useCartCount } from "~/components/store/cart-storage";
import { MountWhenOpened } from "../mount-when-opened";
import container from "./container.module.css";
import { AuthActions, type HeaderUser } from "./header-auth-actions";
import { SECTION_LINKS } from "./header-links";
import type * as HeaderMenusModule from "./header-menus";
import type { MenuStart } from "./header-menus";
import classes from "./site-header.module.css";
import { loadSiteMenu, type SiteMenu } from "./site-menu";

type SiteHeaderProps = {
  /** The signed-in user, or null for a visitor. */
  user?: HeaderUser | null;
};

/** The menus' code and their lists, which arrive together. */
type HeaderMenus = { components: typeof HeaderMenusModule; menu: SiteMenu };
type MenuName = "categories" | "guides";

// Loads when the cart first holds something (the count is only known in the browser).
const CartButton = lazy(() => import("./cart-button").then((module) => ({ default: module.CartButton })));

// Loads when the burger is first pressed: only narrow screens show it.
const MobileDrawer = lazy(() =>
  import("./mobile-drawer").then((module) => ({ default: module.MobileDrawer })),
);

export function SiteHeader({ user = null }: SiteHeaderProps) {
  const [drawerOpened, setDrawerOpened] = useState(false);
  const menus = useHeaderMenus();

  return (
    <header className={classes.header}>
      <a href="#main" className={classes.skipLink}>
        Skip to main content
      </a>
      <div className={container.lg}>
        <div className={classes.topRow}>
          <Logo />
          <div className={classes.actions}>
            <CartLink />
            {/* Mantine's global class for `visibleFrom="md"` (MantineProvider defines it). */}
            <div className="mantine-visible-from-md">
              <AuthActions user={user} />
            </div>
            {/* Mantine's <Burger hiddenFrom="md">, as a plain button (./site-header.module.css). */}
            <button
              type="button"
              className={`mantine-focus-auto mantine-hidden-from-md ${classes.burger}`}
              onClick={() => setDrawerOpened((opened) => !opened)}
              aria-label={drawerOpened ? "Close navigation" : "Open navigation"}
              aria-expanded={drawerOpened}
            >
              <span className={classes.burgerLines} data-opened={drawerOpened || undefined} />
            </button>
          </div>
        </div>
      </div>

      <div className={`mantine-visible-from-md ${classes.navRow}`}>
        <div className={container.lg}>
          {/* The pointer over the bar or focus inside it loads the menus before they are reached. */}
          <nav aria-label="Main" onPointerEnter={menus.load} onFocus={menus.load}>
            <ul className={classes.navList}>
              <li>
                <RouterNavLink to="/" end className={classes.link}>
                  Home
                </RouterNavLink>
              </li>
              <li>
                {menus.loaded ? (
                  <menus.loaded.components.CategoryMenu
                    categories={menus.loaded.menu.categories}
                    start={menus.start("categories")}
                  />
                ) : (
                  <MenuStandIn label="Categories" name="categories" menus={menus} />
                )}
              </li>
              <li>
                {menus.loaded ? (
                  <menus.loaded.components.GuideMenu
                    guides={menus.loaded.menu.guides}
                    start={menus.start("guides")}
                  />
                ) : (
                  <MenuStandIn label="Interview eGuide" name="guides" menus={menus} />
                )}
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
        </div>
      </div>

      <MountWhenOpened opened={drawerOpened}>
        <MobileDrawer user={user} opened={drawerOpened} onClose={() => setDrawerOpened(false)} />
      </MountWhenOpened>
    </header>
  );
}

/**
 * The header menus' code (./header-menus.tsx) and their lists (/site-menu.json), loaded on the
 * first sign that a visitor is heading for them; until then each menu is a stand-in button that
 * looks the same. What the visitor did to a stand-in (focused it, pressed it) is remembered and
 * done again on the real menu.
 */
function useHeaderMenus() {
  const [loaded, setLoaded] = useState<HeaderMenus | null>(null);
  const [loading, setLoading] = useState(false);
  const [focused, setFocused] = useState<MenuName | null>(null);
  const [hovered, setHovered] = useState<MenuName | null>(null);
  const [pressed, setPressed] = useState<MenuName | null>(null);
  const load = () => {
    if (loading) return;
    setLoading(true);
    Promise.all([import("./header-menus"), loadSiteMenu()]).then(
      // A transition, committed in a task of its own. As an ordinary update, React committed it
      // with the next discrete event's: on Tab from one stand-in to the next, during the first's
      // focusout, which removed the stand-in the focus was moving to and left it on the body.
      ([components, menu]) => startTransition(() => setLoaded({ components, menu })),
      (error: unknown) => {
        // Next intent tries again; meanwhile the stand-ins stay, and every page is still a link away.
        console.warn("The header menus failed to load", error);
        setLoading(false);
      },
    );
  };
  return {
    loaded,
    load,
    setFocused,
    setHovered,
    press: (name: MenuName) => {
      setPressed(name);
      load();
    },
    // A pointer resting on the stand-in sends no new "enter" to the real button: open it as hover would.
    start: (name: MenuName): MenuStart => ({
      focused: focused === name,
      opened: pressed === name || hovered === name,
    }),
  };
}

function MenuStandIn({
  label,
  name,
  menus,
}: {
  label: string;
  name: MenuName;
  menus: ReturnType<typeof useHeaderMenus>;
}) {
  return (
    <UnstyledButton
      className={classes.link}
      aria-haspopup="menu"
      aria-expanded={false}
      onFocus={() => menus.setFocused(name)}
      onBlur={() => menus.setFocused(null)}
      onPointerEnter={() => menus.setHovered(name)}
      onPointerLeave={() => menus.setHovered(null)}
      onClick={() => menus.press(name)}
    >
      {label}
      <IconChevronDown size={14} className={classes.chevron} aria-hidden />
    </UnstyledButton>
  );
}

function Logo() {
  return (
    <Link to="/" className={classes.logo}>
      <span className={classes.logoIcon} aria-hidden>
        <IconCode size={22} stroke={2.2} />
      </span>
      <span>
        <span className={classes.logoAccent}>W3</span>Programmer
      </span>
    </Link>
  );
}

/** SPEC.md §2: the cart icon, with its count, shows only when the cart holds something. */
function CartLink() {
  const count = useCartCount();
  return <MountWhenOpened opened={count > 0}>{count > 0 && <CartButton count={count} />}</MountWhenOpened>;
}
