import {
  Box,
  Button,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconCheck, IconWorld } from "@tabler/icons-react";
import { Link } from "react-router";
import { StatsTiles } from "~/features/home/stats-tiles";
import { pageMeta } from "~/seo";
import { getSeoPage } from "@server/services/seo/seo-pages";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const seo = await getSeoPage(context.db, "home");
  return {
    meta: pageMeta({
      title: seo?.metaTitle ?? "IT interview questions, guides and certification",
      description:
        seo?.metaDescription ??
        "Interview questions and answers, guides, e-books and certified exams for IT jobs in the USA.",
      keywords: seo?.metaKeywords ?? undefined,
      path: "/",
      publicUrl: context.config.publicUrl,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

const WHY_JOIN = [
  "Real interview questions asked by US employers, with clear, reviewed answers",
  "Questions grouped by technology and role, from Java and Python to DevOps and QA",
  "Timed exams that award certificates anyone can verify online",
  "Interview guides and e-books you can read in the browser the moment you buy them",
  "A PDF library, tutorials and a blog written for people moving into IT",
  "Remote-job listings and guidance on US work visas in one place",
];

export default function Home() {
  return (
    <>
      <Box component="section" bg="indigo.0" py={{ base: 40, md: 72 }}>
        <Container size="lg">
          <Stack gap="md" maw={720}>
            <Title order={1} fz={{ base: 30, md: 46 }} lh={1.15}>
              Prepare for your IT job in the USA
            </Title>
            <Text size="lg" c="gray.7">
              Interview questions with answers, interview guides, e-books and certified exams: everything you
              need to walk into a US technical interview ready.
            </Text>
            <Group>
              <Button component={Link} to="/all-category" size="md">
                Browse questions
              </Button>
              <Button component={Link} to="/complete-guide" size="md" variant="outline">
                Interview guides
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" py="xl">
        <StatsTiles />
      </Container>

      <Container size="lg" py="xl" component="section">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack>
            <Title order={2}>Why join W3Programmer</Title>
            <List
              spacing="sm"
              icon={
                <ThemeIcon size={22} radius="xl" color="teal" aria-hidden>
                  <IconCheck size={14} />
                </ThemeIcon>
              }
            >
              {WHY_JOIN.map((reason) => (
                <List.Item key={reason}>{reason}</List.Item>
              ))}
            </List>
          </Stack>
          <Paper
            component="section"
            radius="lg"
            p="xl"
            bg="indigo.7"
            c="white"
            aria-labelledby="immigration-banner"
          >
            <Stack>
              <ThemeIcon size={48} radius="xl" color="indigo" variant="white" aria-hidden>
                <IconWorld size={28} />
              </ThemeIcon>
              <Title order={2} id="immigration-banner" c="white">
                Work in the USA
              </Title>
              <Text>
                Practise with over 500,000 interview questions and answers, then let our immigration team
                guide you through the US work-visa programme.
              </Text>
              <Button component={Link} to="/immigration-support" variant="white" w="fit-content">
                Immigration support
              </Button>
            </Stack>
          </Paper>
        </SimpleGrid>
      </Container>
    </>
  );
}
