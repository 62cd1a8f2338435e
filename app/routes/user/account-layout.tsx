import { Box, Container, Grid } from "@mantine/core";
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
  return (
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
  );
}
