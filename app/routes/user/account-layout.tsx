// What ModalsProvider's modals are drawn with.
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Grid.css";
import "@mantine/core/styles/Modal.css";
import { Box, Container, Grid } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Outlet } from "react-router";
import { AccountMenuButton, AccountSideNav } from "~/features/accounts/account-nav";
import { requireUser } from "../auth/session-user.server";
import type { Route } from "./+types/account-layout";

/**
 * The frame of the logged-in area (SPEC.md §2): the account menu beside each page. Each page's
 * own loader checks the session too, since a client-side move between these pages does not run
 * this loader again.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return null;
}

export default function AccountLayout() {
  // The account pages are the only ones that open Mantine's modals (`modals.open`: confirmations,
  // the "Validation Errors" popup), so their provider lives here rather than on every page.
  return (
    <ModalsProvider>
      <Container size="lg" py={{ base: "md", md: "xl" }}>
        <Grid gap={{ base: "md", md: "xl" }}>
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Box visibleFrom="md">
              <AccountSideNav />
            </Box>
            <Box hiddenFrom="md">
              <AccountMenuButton />
            </Box>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Outlet />
          </Grid.Col>
        </Grid>
      </Container>
    </ModalsProvider>
  );
}
