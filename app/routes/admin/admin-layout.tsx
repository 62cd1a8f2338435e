import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import { Anchor, Container, Group } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Link, NavLink, Outlet, isRouteErrorResponse, useRouteError } from "react-router";
import { AdminMessages } from "@shared/admin/admin-messages";
import { Forbidden, NotFound, ServerError } from "~/components/not-found";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { ADMIN_SCREENS } from "~/features/admin/admin-screens";
import { requireAdmin } from "./admin-session.server";
import type { Route } from "./+types/admin-layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

/**
 * Every admin answer, the 403 page included (this layout is its error boundary), is kept by no
 * cache and indexed by no search engine.
 */
export const headers: Route.HeadersFunction = ({ parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  headers.set("Cache-Control", "no-store");
  headers.set("X-Robots-Tag", "noindex, nofollow");
  return headers;
};

export const meta: Route.MetaFunction = () => privatePageMeta("Admin");

function AdminFrame({ children }: { children: React.ReactNode }) {
  return (
    <ModalsProvider>
      <Container size="lg" py={{ base: "md", md: "xl" }}>
        <Group component="nav" aria-label="Admin" gap="md" mb="lg" wrap="wrap">
          <Anchor component={Link} to="/admin" fw={700}>
            Admin
          </Anchor>
          {ADMIN_SCREENS.map((screen) => (
            <Anchor key={screen.to} component={NavLink} to={screen.to} size="sm">
              {screen.label}
            </Anchor>
          ))}
        </Group>
        {children}
      </Container>
    </ModalsProvider>
  );
}

export default function AdminLayout() {
  return (
    <AdminFrame>
      <Outlet />
    </AdminFrame>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return <Forbidden message={AdminMessages.forbidden} />;
  }
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ServerError />;
}
