import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

/** SPEC.md §2: the text of the 404 page, word for word. */
export const NOT_FOUND_TEXT =
  "Oops! The page you are looking for doesn't exist. It might have been moved or deleted.";

export function NotFound() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1} fz={96} c="indigo.6" lh={1}>
          404
        </Title>
        <Text size="lg">{NOT_FOUND_TEXT}</Text>
        <Button component={Link} to="/" size="md">
          Go Back to Home
        </Button>
      </Stack>
    </Container>
  );
}

export function ServerError() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>Something went wrong</Title>
        <Text size="lg">We could not load this page. Please try again in a moment.</Text>
        <Button component={Link} to="/" size="md">
          Go Back to Home
        </Button>
      </Stack>
    </Container>
  );
}
