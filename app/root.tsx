import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "@mantine/carousel/styles.css";
import "./app.css";
import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { NavigationProgress } from "./components/layout/navigation-progress";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { NotFound, ServerError } from "./components/not-found";
import { theme } from "./theme";

/** What every page knows of the signed-in user. */
export type SessionUser = { id: number; name: string; email: string; w3Id: string };
import { loadSiteFrame } from "@server/services/catalog/site-frame";

export async function loader({ context }: Route.LoaderArgs) {
  return {
    frame: await loadSiteFrame(context.db),
    publicUrl: context.config.publicUrl,
    // The signed-in user (accounts feature); null for a visitor.
    user: null as SessionUser | null,
  };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <ColorSchemeScript defaultColorScheme="light" />
        <Meta />
        <Links />
      </head>
      <body>
        <MantineProvider theme={theme} defaultColorScheme="light">
          <ModalsProvider>
            <Notifications position="top-right" />
            <NavigationProgress />
            {children}
          </ModalsProvider>
        </MantineProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SiteHeader frame={loaderData.frame} user={loaderData.user} />
      <main id="main">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  // Present when only a child route failed: keep the site's frame around the message.
  const rootData = useRouteLoaderData<typeof loader>("root");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      {rootData && <SiteHeader frame={rootData.frame} user={rootData.user} />}
      <main id="main">{notFound ? <NotFound /> : <ServerError />}</main>
      {rootData && <SiteFooter />}
    </>
  );
}
