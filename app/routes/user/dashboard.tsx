import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/ThemeIcon.css";
import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconBook2, IconBookmark, IconCertificate } from "@tabler/icons-react";
import { Link } from "react-router";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { RunningExamNotice } from "~/features/exams/running-exam-notice";
import { OwnedEbooks } from "~/features/store/owned-ebooks";
import { publicFileUrl } from "@server/services/catalog/public-file-url";
import { getDashboardSummary } from "@server/services/dashboard/dashboard-summary";
import { listRunningExams } from "@server/services/exams/running-attempts";
import { requireUser } from "../auth/session-user.server";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context);
  const now = new Date();
  const [{ ebooks, ...counts }, runningExams] = await Promise.all([
    getDashboardSummary(context.db, user.id),
    listRunningExams(context.db, user.id, now),
  ]);
  return {
    name: user.name,
    ...counts,
    runningExams: runningExams.map((exam) => ({ ...exam, deadlineAt: exam.deadlineAt.toISOString() })),
    serverNow: now.toISOString(),
    ebooks: ebooks.map((ebook) => ({
      ...ebook,
      image: publicFileUrl(context.config.publicUrl, ebook.image),
    })),
  };
}

export const meta: Route.MetaFunction = () => privatePageMeta("Dashboard");

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { name, bookmarkCount, bookCount, certificateCount, ebooks, runningExams, serverNow } = loaderData;
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
        <Text c="dimmed">Welcome, {name}.</Text>
      </div>

      {runningExams.map((exam) => (
        <RunningExamNotice key={exam.slug} {...exam} serverNow={serverNow} />
      ))}

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
        <OwnedEbooks ebooks={ebooks} />
      </section>
    </Stack>
  );
}
