import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Image.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/ThemeIcon.css";
import {
  Anchor,
  Button,
  Card,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconBook2, IconBookmark, IconCertificate, IconBookOff } from "@tabler/icons-react";
import { Link } from "react-router";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { publicFileUrl } from "@server/services/catalog/public-file-url";
import { getDashboardSummary } from "@server/services/dashboard/dashboard-summary";
import { requireUser } from "../auth/session-user.server";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context);
  const { ebooks, ...counts } = await getDashboardSummary(context.db, user.id);
  return {
    name: user.name,
    ...counts,
    ebooks: ebooks.map((ebook) => ({
      ...ebook,
      image: publicFileUrl(context.config.publicUrl, ebook.image),
    })),
  };
}

export const meta: Route.MetaFunction = () => privatePageMeta("Dashboard");

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { name, bookmarkCount, bookCount, certificateCount, ebooks } = loaderData;
  const tiles = [
    {
      label: "Bookmarks",
      count: bookmarkCount,
      icon: IconBookmark,
      to: "/user/my-bookmarks",
      color: "indigo",
    },
    { label: "Books", count: bookCount, icon: IconBook2, to: "/user/my-books", color: "teal" },
    {
      label: "Certificates",
      count: certificateCount,
      icon: IconCertificate,
      to: "/user/certificate-list",
      color: "orange",
    },
  ];
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Dashboard
        </Title>
        <Text c="dimmed">Welcome back, {name}.</Text>
      </div>

      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" data-testid="dashboard-counts">
        {tiles.map(({ label, count, icon: Icon, to, color }) => (
          <Paper
            key={label}
            withBorder
            p="md"
            radius="md"
            component={Link}
            to={to}
            style={{ textDecoration: "none" }}
          >
            <Group justify="space-between" wrap="nowrap">
              <div>
                <Text size="sm" c="dimmed" fw={600} tt="uppercase">
                  {label}
                </Text>
                <Text fz={32} fw={700} c="dark" data-testid={`count-${label.toLowerCase()}`}>
                  {count}
                </Text>
              </div>
              <ThemeIcon size={48} radius="md" variant="light" color={color} aria-hidden>
                <Icon size={28} />
              </ThemeIcon>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>

      <section aria-labelledby="my-ebooks">
        <Title order={2} fz={20} mb="sm" id="my-ebooks">
          My e-books
        </Title>
        {ebooks.length === 0 ? (
          <Paper withBorder p="lg" radius="md">
            <Stack align="center" gap="xs" ta="center">
              <ThemeIcon size={44} radius="xl" variant="light" color="gray" aria-hidden>
                <IconBookOff size={24} />
              </ThemeIcon>
              <Text>You have no e-books yet.</Text>
              <Anchor component={Link} to="/ebooks">
                Browse the e-book store
              </Anchor>
            </Stack>
          </Paper>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            {ebooks.map((ebook) => (
              <Card key={ebook.id} withBorder radius="md" padding="md">
                {ebook.image && (
                  <Card.Section>
                    <Image src={ebook.image} alt="" h={140} fit="cover" />
                  </Card.Section>
                )}
                <Text fw={600} mt={ebook.image ? "sm" : 0} lineClamp={2}>
                  {ebook.title}
                </Text>
                <Button
                  component={Link}
                  to={`/read-ebooks/${ebook.serviceSlug}`}
                  variant="light"
                  mt="sm"
                  fullWidth
                  leftSection={<IconBook2 size={16} aria-hidden />}
                >
                  Reading
                </Button>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </section>
    </Stack>
  );
}
