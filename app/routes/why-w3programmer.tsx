import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/List.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/ThemeIcon.css";
import "@mantine/core/styles/Timeline.css";
import {
  Anchor,
  Button,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Timeline,
  Title,
} from "@mantine/core";
import {
  IconBriefcase,
  IconCertificate,
  IconCheck,
  IconClockHour4,
  IconListCheck,
  IconQrcode,
  IconSchool,
  IconSearch,
  IconUserCheck,
  IconWorld,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { ClosingBanner } from "~/components/static-page/closing-banner";
import { PageHero } from "~/components/static-page/page-hero";
import { fixedHeadLoader } from "~/seo";
import type { Route } from "./+types/why-w3programmer";

export const loader = fixedHeadLoader({
  title: "Why W3Programmer certification",
  description:
    "Timed 60-minute exams with four options per question and certificates that employers can verify online with a link or QR code.",
  keywords: "IT certification, programming exam, verifiable certificate, interview preparation, IT jobs USA",
  path: "/whyw3programmer",
});

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

const EXAM_STEPS = [
  {
    title: "Choose a subject",
    body: "Exams follow the question-and-answer categories, from Java Core to SQL. Open a category and press Take Exam; the categories without an exam yet have no such button. Exams need a free account, so your results and certificates stay with you.",
  },
  {
    title: "Read the rules, then start",
    body: "The start page explains the rules and the number of questions. When you confirm that you are ready, a short countdown gives you a moment to settle before the first question appears.",
  },
  {
    title: "Answer within 60 minutes",
    body: "Each question has four options, A to D, and exactly one of them is right. A clock shows the time left. You move on once the current question is answered, can go back to change an answer, and submit when every question has one.",
  },
  {
    title: "Review every answer",
    body: "Your results list each question with the option you chose and whether it was correct, so you know exactly which topics to revisit before an interview.",
  },
  {
    title: "Download and share your certificate",
    body: "Your certificate carries your name, the subject and the date. Download it as a PDF, copy its verification link or show its QR code. All your certificates stay listed in your dashboard.",
  },
];

const EMPLOYER_CHECKS = [
  "The name of the person the certificate was awarded to",
  "The subject of the exam, for example Java Core or SQL",
  "The date the certificate was awarded",
  "That the page is served by w3programmer.com itself, not by a file someone could edit",
];

const AUDIENCES = [
  {
    icon: IconSchool,
    title: "Recent graduates",
    body: "Turn coursework into something a recruiter can check, and practice the kind of questions asked in US technical screens.",
  },
  {
    icon: IconBriefcase,
    title: "Career changers",
    body: "Coming to IT from another field? A verifiable certificate per technology gives your résumé concrete evidence next to your projects.",
  },
  {
    icon: IconWorld,
    title: "International candidates",
    body: (
      <>
        Preparing for interviews with US employers from abroad? Practice in the format they use, and see our{" "}
        <Anchor component={Link} to="/immigration-support" inherit>
          immigration support
        </Anchor>{" "}
        for the work-visa side.
      </>
    ),
  },
  {
    icon: IconUserCheck,
    title: "Working engineers",
    body: "Moving to a new stack or a new role? Use the exams to find the gaps in your knowledge before an interviewer does.",
  },
];

const PREPARATION = [
  <>
    Work through the subject&apos;s{" "}
    <Anchor component={Link} to="/all-category">
      question-and-answer category
    </Anchor>
    . Say your answer aloud before you read ours: it is the habit an interview rewards.
  </>,
  <>
    Bookmark the questions you missed and come back to them a day later, then again a week later. Spaced
    review beats a single long session.
  </>,
  <>
    Read the matching{" "}
    <Anchor component={Link} to="/complete-guide">
      Interview eGuide
    </Anchor>{" "}
    for structured explanations, and look up details in the{" "}
    <Anchor component={Link} to="/pdf-books">
      PDF library
    </Anchor>
    .
  </>,
  <>
    Follow our{" "}
    <Anchor component={Link} to="/study">
      week-by-week study plan
    </Anchor>{" "}
    if you are preparing for several subjects at once.
  </>,
  <>
    Sit the exam when you can answer most of the category&apos;s questions without looking. Pick a quiet hour:
    the clock keeps running once you start.
  </>,
];

export default function WhyW3Programmer() {
  return (
    <>
      <PageHero
        eyebrow="W3Programmer certification"
        title="Proof of your skills that an employer can check in seconds"
        actions={
          <>
            <Button component={Link} to="/all-category" size="md">
              Choose a subject
            </Button>
            <Button component={Link} to="/study" size="md" variant="outline">
              See the study plan
            </Button>
          </>
        }
      >
        A W3Programmer certificate shows that you sat a timed exam on a specific technology. Each one has its
        own public verification page, so a recruiter does not have to take a PDF on trust: one click on the
        link, or a scan of the QR code, shows who earned it, in what and when.
      </PageHero>

      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mb={48}>
          <Fact
            icon={IconClockHour4}
            title="60 minutes"
            text="One timed sitting per exam, with the clock always in view."
          />
          <Fact
            icon={IconListCheck}
            title="Four options"
            text="Every question has options A to D and one right answer."
          />
          <Fact icon={IconQrcode} title="Verifiable" text="A public link and QR code on every certificate." />
        </SimpleGrid>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <Stack component="section" aria-labelledby="how-it-works" gap="lg">
            <Title order={2} id="how-it-works">
              How the certification works
            </Title>
            <Timeline active={EXAM_STEPS.length - 1} bulletSize={28} lineWidth={2}>
              {EXAM_STEPS.map((step, index) => (
                <Timeline.Item
                  key={step.title}
                  bullet={
                    <Text size="xs" fw={700} aria-hidden>
                      {index + 1}
                    </Text>
                  }
                  title={
                    <Title order={3} fz="md">
                      {step.title}
                    </Title>
                  }
                >
                  <Text size="sm" c="gray.7" mt={4}>
                    {step.body}
                  </Text>
                </Timeline.Item>
              ))}
            </Timeline>
          </Stack>

          <Stack gap={48}>
            <Paper component="section" aria-labelledby="employers" withBorder radius="lg" p="xl">
              <Group gap="sm" mb="md" wrap="nowrap">
                <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
                  <IconSearch size={22} />
                </ThemeIcon>
                <Title order={2} id="employers">
                  What employers can check
                </Title>
              </Group>
              <Text mb="md">
                Every certificate links to its own page on our site. Anyone with the link, or with a phone
                camera pointed at the QR code, can open it without an account and see:
              </Text>
              <List spacing="xs" icon={<CheckIcon />}>
                {EMPLOYER_CHECKS.map((check) => (
                  <List.Item key={check}>{check}</List.Item>
                ))}
              </List>
              <Text mt="md" size="sm" c="gray.7">
                Put the verification link on your résumé and your professional profiles. A printed or
                downloaded certificate carries the same QR code, so a paper copy leads to the same page.
              </Text>
            </Paper>

            <Stack component="section" aria-labelledby="honest">
              <Title order={2} id="honest">
                What a certificate is, and is not
              </Title>
              <Text>
                A W3Programmer certificate is evidence that you prepared seriously and could answer a timed
                set of questions on one subject. It is not a university degree, a vendor certification or a
                license, and we never present it as one. Employers value it for what it is: a concrete talking
                point, and a sign that you can back up the skills listed on your résumé.
              </Text>
            </Stack>
          </Stack>
        </SimpleGrid>

        <Stack component="section" aria-labelledby="prepare" mt={64} gap="md">
          <Title order={2} id="prepare">
            How to prepare
          </Title>
          <List type="ordered" spacing="sm" maw={820}>
            {PREPARATION.map((step, index) => (
              <List.Item key={index}>{step}</List.Item>
            ))}
          </List>
        </Stack>

        <Stack component="section" aria-labelledby="who" mt={64} gap="lg">
          <Title order={2} id="who">
            Who it is for
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
            {AUDIENCES.map(({ icon: Icon, title, body }) => (
              <Paper key={title} withBorder radius="md" p="lg">
                <ThemeIcon size={40} radius="xl" variant="light" mb="sm" aria-hidden>
                  <Icon size={22} />
                </ThemeIcon>
                <Title order={3} fz="lg" mb={6}>
                  {title}
                </Title>
                <Text size="sm" c="gray.7">
                  {body}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          <Text size="sm" c="gray.7">
            Hiring? Ask candidates for their verification links and open them yourself: no account is needed.
          </Text>
        </Stack>

        <ClosingBanner
          id="start"
          title="Ready to earn your first certificate?"
          text="Create a free account, pick the technology you know best and take its exam when you are ready."
          actions={
            <>
              <Button
                component={Link}
                to="/signup"
                variant="white"
                size="md"
                leftSection={<IconCertificate size={18} aria-hidden />}
              >
                Create an account
              </Button>
              <Button component={Link} to="/all-category" variant="outline" color="white" size="md">
                Browse subjects
              </Button>
            </>
          }
        />
      </Container>
    </>
  );
}

function CheckIcon() {
  return (
    <ThemeIcon size={20} radius="xl" color="teal" aria-hidden>
      <IconCheck size={13} />
    </ThemeIcon>
  );
}

function Fact({ icon: Icon, title, text }: { icon: typeof IconCheck; title: string; text: string }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
          <Icon size={24} />
        </ThemeIcon>
        <div>
          <Text fw={800} fz="xl" lh={1.2}>
            {title}
          </Text>
          <Text size="sm" c="gray.7">
            {text}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
