// Mantine's styles per component, not the whole styles.css, in @mantine/core/styles.css's order (a
// component's styles after those of the components it is built on): here the global ones, those
// of the components the header and footer use (UnstyledButton, Loader, Button), and those of the
// components nearly every page's content renders (ActionIcon, Group, Text, Anchor, Container,
// Stack, Title; about 2 kB that a page without them, such as the Q&A page, loads too). Every other
// module imports the styles of the components it renders itself.
import "@mantine/core/styles/baseline.css";
import "@mantine/core/styles/default-css-variables.css";
import "@mantine/core/styles/global.css";
import "@mantine/core/styles/UnstyledButton.css";
import "@mantine/core/styles/Loader.css";
import "@mantine/core/styles/ActionIcon.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Anchor.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Container.css";
import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Title.css";
import "./app.css";
import { MantineProvider, mantineHtmlProps } from "@mantine/core";
import { lazy, useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { useCspNonce } from "./components/layout/csp-nonce";
import { NavigationProgress } from "./components/layout/navigation-progress";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { SiteNotifications } from "./components/layout/site-notifications";
import { showToast } from "./components/layout/toasts";
import { AuthModalProvider } from "./features/auth/auth-modal-provider";
import { readFlash, type Flash } from "./features/auth/flash.server";
import { currentSession } from "./routes/auth/session-user.server";
import { NOT_FOUND_META, SERVER_ERROR_META } from "./seo";
import { lightColorScheme, theme } from "./theme";
import { THEME_CSS_VARIABLES } from "./theme-css-variables";
import { loadSiteFrame } from "@server/services/catalog/site-frame";
import { contactAddress } from "@server/services/settings/site-settings";

// The error pages load when one is shown: most visits never see them. The server renders them
// whole (no Suspense boundary here, so the shell waits for them); the browser hydrates them once
// they have loaded.
const NotFound = lazy(() =>
  import("./components/not-found").then((module) => ({ default: module.NotFound })),
);
const ServerError = lazy(() =>
  import("./components/not-found").then((module) => ({ default: module.ServerError })),
);

/** What every page knows of the signed-in user. */
export type SessionUser = { id: number; name: string; email: string; w3Id: string; isAdmin: boolean };

export async function loader({ request, context }: Route.LoaderArgs) {
  const [frame, session] = await Promise.all([
    loadSiteFrame(context.db, context.contentChanges),
    currentSession(request, context),
  ]);
  // A message left by the action that redirected here (app/features/auth/flash.server.ts).
  const { flash, clear } = readFlash(request, context.config.publicUrl);
  const user: SessionUser | null = session
    ? {
        id: session.user.id,
        name: session.user.name,
        email: session.user.email,
        w3Id: session.user.w3Id,
        isAdmin: session.user.role === "admin",
      }
    : null;
  const contact = {
    ...frame.contact,
    email: contactAddress(frame.contact.email, context.config.contactEmail),
  };
  // The frame's menus are not here: they come from /site-menu.json when a visitor heads for them.
  return data(
    { contact, publicUrl: context.config.publicUrl, user, flash },
    clear ? { headers: { "Set-Cookie": clear } } : undefined,
  );
}

/**
 * Lets the root loader's Set-Cookie (clearing a shown flash message) reach the response: React
 * Router sends only what a route's `headers` export returns. A child route that exports its own
 * `headers` must pass `parentHeaders` on.
 */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const cookie = loaderHeaders.get("Set-Cookie");
  return cookie ? { "Set-Cookie": cookie } : new Headers();
};

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useCspNonce();
  useEffect(() => {
    // Marks the moment the page became interactive; browser tests wait for it before typing.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* Styles need no nonce (security-headers.ts). An empty one keeps React Router from copying
            the script nonce onto development's inline <style>: hydration, which has none, would
            report a mismatch. */}
        <Links nonce="" />
      </head>
      <body>
        {/* What MantineProvider would write on every render, written once (theme-css-variables.ts). */}
        <style data-mantine-styles dangerouslySetInnerHTML={{ __html: THEME_CSS_VARIABLES }} />
        <MantineProvider
          theme={theme}
          forceColorScheme="light"
          colorSchemeManager={lightColorScheme}
          withCssVariables={false}
        >
          <AuthModalProvider>
            <SiteNotifications />
            <NavigationProgress />
            {children}
          </AuthModalProvider>
        </MantineProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useFlashToast(loaderData.flash);
  return (
    <>
      <SiteHeader user={loaderData.user} />
      <main id="main">
        <Outlet />
      </main>
      <SiteFooter contact={loaderData.contact} />
    </>
  );
}

/** Shows each redirect's one-time message once (SPEC.md §8's success toasts). */
function useFlashToast(flash: Flash | null) {
  useEffect(() => {
    if (!flash) return;
    showToast({
      id: flash.id,
      message: flash.message,
      color: flash.tone === "success" ? "green" : "indigo",
      autoClose: 3000,
    });
  }, [flash]);
}

/**
 * Only for a page whose loader failed: a route's own head is not rendered then, since the error
 * is shown by the boundary here, so the title says what the visitor sees (404 or failure).
 */
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  return isRouteErrorResponse(error) && error.status === 404 ? NOT_FOUND_META : SERVER_ERROR_META;
};

export function ErrorBoundary() {
  const error = useRouteError();
  // Present when only a child route failed: keep the site's frame around the message.
  const rootData = useRouteLoaderData<typeof loader>("root");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      {rootData && <SiteHeader user={rootData.user} />}
      <main id="main">{notFound ? <NotFound /> : <ServerError />}</main>
      {rootData && <SiteFooter contact={rootData.contact} />}
    </>
  );
}
