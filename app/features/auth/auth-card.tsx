import "@mantine/core/styles/Paper.css";
import { Anchor, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

/** The frame of the sign-in pages: a centred card, full width on a phone, with a link back home. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: React.ReactNode;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  return (
    <Container size={480} px={{ base: "xs", sm: "md" }} py={{ base: "lg", sm: 48 }}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: "md", sm: "xl" }}>
        <Stack gap="xs" mb="lg">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
        {footer && (
          <Text size="sm" ta="center" mt="lg">
            {footer}
          </Text>
        )}
      </Paper>
      <Text size="sm" ta="center" mt="md">
        <Anchor component={Link} to="/">
          Back to home
        </Anchor>
      </Text>
    </Container>
  );
}

/** The footer of the password reset pages, which lead back to /login. */
export function BackToLoginLink() {
  return (
    <Anchor component={Link} to="/login">
      Back to login
    </Anchor>
  );
}
