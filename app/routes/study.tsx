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
  IconBook2,
  IconBriefcase,
  IconCertificate,
  IconChecklist,
  IconFileTypePdf,
  IconMessageQuestion,
  IconNews,
  IconVideo,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ClosingBanner } from "~/components/static-page/closing-banner";
import { PageHero } from "~/components/static-page/page-hero";
import { fixedHeadLoader } from "~/seo";
import type { Route } from "./+types/study";

export const loader = fixedHeadLoader({
  title: "How to study for a US IT interview: a 6-week plan",
  description:
    "A week-by-week plan for US IT interviews: interview Q&A by category, timed exams, interview guides and the PDF library.",
  keywords:
    "IT interview study plan, how to prepare for a technical interview, US tech interview, interview questions",
  path: "/study",
});

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

function To({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to}>
      {children}
    </Anchor>
  );
}

const INTERVIEW_STAGES = [
  {
    title: "Recruiter screen",
    body: "A 20–30 minute call about your background, the role, salary expectations and your work authorization.",
  },
  {
    title: "Technical screen",
    body: "A video call or online test: fundamentals of your main language, a short coding task, sometimes SQL.",
  },
  {
    title: "Interview loop",
    body: "Three to five interviews in one day or over a week: coding, design, the team's stack and behavioral questions.",
  },
  {
    title: "Offer",
    body: "References, an offer letter and, for many international candidates, the visa paperwork.",
  },
];

const WEEKS: { title: string; goal: string; tasks: ReactNode[] }[] = [
  {
    title: "Week 1: Map the role and find your gaps",
    goal: "Know exactly what you are preparing for.",
    tasks: [
      <>
        Read 15–20 postings for your target role in <To to="/job">remote jobs</To> and write down the skills
        that keep coming up.
      </>,
      <>
        Open the matching subjects in <To to="/all-category">all categories</To>. Skim each one and bookmark
        every question you could not answer confidently.
      </>,
      <>Fix your schedule: about 90 minutes on weekdays and one longer session on the weekend.</>,
    ],
  },
  {
    title: "Week 2: Language fundamentals",
    goal: "Answer core questions about your main language without notes.",
    tasks: [
      <>
        Take one question-and-answer category every day or two. Answer each question aloud before reading
        ours.
      </>,
      <>
        Write small programs for the answers you found surprising: running code fixes an idea better than
        rereading.
      </>,
      <>Use Download PDF on a category page to review it offline on your commute.</>,
    ],
  },
  {
    title: "Week 3: Data structures, algorithms and SQL",
    goal: "Solve typical screening problems in 20–30 minutes.",
    tasks: [
      <>
        Practice arrays, strings, hash maps, trees and sorting; say your approach and its complexity before
        coding.
      </>,
      <>
        Work through the SQL categories: joins, grouping, indexes and transactions come up in almost every
        loop.
      </>,
      <>
        Time yourself. In a US technical screen, explaining your thinking counts as much as the final code.
      </>,
    ],
  },
  {
    title: "Week 4: Your role's stack",
    goal: "Talk comfortably about the frameworks and tools in the job posts.",
    tasks: [
      <>
        Study the framework, testing, cloud or DevOps categories that match the postings you collected in week
        1.
      </>,
      <>
        Go deeper with the <To to="/pdf-books">PDF library</To> and the{" "}
        <To to="/torrent-tutorial">tutorials</To> where an answer left you wanting more.
      </>,
      <>Revisit your bookmarks from weeks 1–3 and remove the ones you now answer easily.</>,
    ],
  },
  {
    title: "Week 5: System design and behavioral questions",
    goal: "Have a clear structure for open-ended questions.",
    tasks: [
      <>
        Read an <To to="/complete-guide">Interview eGuide</To> for your role: it walks through complete
        answers rather than single facts.
      </>,
      <>
        Prepare six to eight stories in the STAR format (Situation, Task, Action, Result): a conflict, a
        failure, a deadline, a time you led.
      </>,
      <>
        Rehearse a two-minute answer to &ldquo;Tell me about yourself&rdquo;, and a clear answer about your
        work authorization. If you need a visa, read our{" "}
        <To to="/immigration-support">immigration support</To> page.
      </>,
    ],
  },
  {
    title: "Week 6: Exams, mock interviews and applications",
    goal: "Prove it, practice it, and start applying.",
    tasks: [
      <>
        Take the exam in your strongest subject: 60 minutes, four options per question. Add the
        certificate&apos;s verification link to your résumé (
        <To to="/whyw3programmer">how certificates work</To>).
      </>,
      <>Do at least two mock interviews with a friend or colleague, one technical and one behavioral.</>,
      <>
        Apply to roles that match, and keep 30 minutes a day for bookmarks so that your knowledge stays fresh.
      </>,
    ],
  },
];

const SECTIONS = [
  {
    icon: IconMessageQuestion,
    title: "Question-and-answer categories",
    to: "/all-category",
    body: "Questions grouped by technology, each with a reviewed answer. Search within a category, bookmark hard questions and download a category as a PDF.",
  },
  {
    icon: IconCertificate,
    title: "Exams and certificates",
    to: "/whyw3programmer",
    body: "A timed exam per category shows what you really know, with a certificate you can share and employers can verify.",
  },
  {
    icon: IconBook2,
    title: "Interview eGuide and eBooks",
    to: "/complete-guide",
    body: "Structured guides that go beyond single questions. Buy once and read them in your browser from your dashboard.",
  },
  {
    icon: IconFileTypePdf,
    title: "PDF library",
    to: "/pdf-books",
    body: "Reference books and notes, organized in folders by subject, to read online or download.",
  },
  {
    icon: IconVideo,
    title: "Tutorials",
    to: "/torrent-tutorial",
    body: "Longer courses for when you need to learn a topic properly rather than revise it.",
  },
  {
    icon: IconNews,
    title: "Blog",
    to: "/blog",
    body: "Articles on interviews, careers and technologies, written for people moving into US IT jobs.",
  },
];

const DAILY_ROUTINE = [
  { minutes: "15 min", task: "Review yesterday's bookmarks, aloud." },
  { minutes: "45 min", task: "New questions from today's category, answer first, then read." },
  { minutes: "30 min", task: "Code or write: one problem, one design sketch or one STAR story." },
];

const DAY_BEFORE = [
  "Reread the job post and your résumé: every line on it is a possible question.",
  "Review your bookmarks one last time, not new material.",
  "Test your camera, microphone and internet connection for video interviews.",
  "Prepare two or three questions to ask the interviewer about the team and the work.",
  "Sleep. A rested mind answers better than one more hour of reading.",
];

export default function Study() {
  return (
    <>
      <PageHero
        eyebrow="Study plan"
        title="How to study for a US IT interview"
        actions={
          <>
            <Button component={Link} to="/all-category" size="md">
              Start with the questions
            </Button>
            <Button component={Link} to="/signup" size="md" variant="outline">
              Create a free account
            </Button>
          </>
        }
      >
        Six focused weeks are enough to go from &ldquo;I know this, roughly&rdquo; to answering clearly under
        pressure. This plan shows what to study each week and which part of W3Programmer to use for it.
      </PageHero>

      <Container size="lg" py="xl">
        <Stack component="section" aria-labelledby="stages" gap="lg">
          <Title order={2} id="stages">
            What a US tech interview looks like
          </Title>
          <Text maw={820}>
            Most US employers hire in stages, and each stage tests something different. Knowing the stages
            tells you what to practice: facts for the screens, problem solving for the loop, and stories for
            the behavioral questions that appear everywhere.
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            {INTERVIEW_STAGES.map((stage, index) => (
              <Paper key={stage.title} withBorder radius="md" p="md">
                <Text c="indigo.7" fw={800} size="sm">
                  Stage {index + 1}
                </Text>
                <Title order={3} fz="md" my={4}>
                  {stage.title}
                </Title>
                <Text size="sm" c="gray.7">
                  {stage.body}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>

        <Stack component="section" aria-labelledby="plan" mt={64} gap="lg">
          <Title order={2} id="plan">
            The 6-week plan
          </Title>
          <Text maw={820}>
            The plan assumes about ten hours a week. With more time, compress it; with less, stretch each week
            over two, but keep the order: fundamentals first, then the role&apos;s stack, then practice under
            interview conditions.
          </Text>
          <Timeline active={WEEKS.length - 1} bulletSize={30} lineWidth={2} maw={880}>
            {WEEKS.map((week, index) => (
              <Timeline.Item
                key={week.title}
                bullet={
                  <Text size="xs" fw={700} aria-hidden>
                    {index + 1}
                  </Text>
                }
                title={
                  <Title order={3} fz="lg">
                    {week.title}
                  </Title>
                }
              >
                <Text size="sm" c="indigo.8" fw={600} mt={4} mb="xs">
                  Goal: {week.goal}
                </Text>
                <List spacing={6} size="sm" withPadding>
                  {week.tasks.map((task, taskIndex) => (
                    <List.Item key={taskIndex}>{task}</List.Item>
                  ))}
                </List>
              </Timeline.Item>
            ))}
          </Timeline>
        </Stack>

        <Stack component="section" aria-labelledby="sections" mt={64} gap="lg">
          <Title order={2} id="sections">
            How to use each part of W3Programmer
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {SECTIONS.map(({ icon: Icon, title, to, body }) => (
              <Paper key={title} withBorder radius="md" p="lg">
                <ThemeIcon size={40} radius="xl" variant="light" mb="sm" aria-hidden>
                  <Icon size={22} />
                </ThemeIcon>
                <Title order={3} fz="lg" mb={6}>
                  <Anchor component={Link} to={to} inherit>
                    {title}
                  </Anchor>
                </Title>
                <Text size="sm" c="gray.7">
                  {body}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} mt={64}>
          <Stack component="section" aria-labelledby="routine" gap="md">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
                <IconChecklist size={22} />
              </ThemeIcon>
              <Title order={2} id="routine">
                A 90-minute daily routine
              </Title>
            </Group>
            <Stack gap="sm">
              {DAILY_ROUTINE.map((step) => (
                <Group key={step.minutes + step.task} gap="md" wrap="nowrap" align="flex-start">
                  <Text fw={800} c="indigo.7" miw={64}>
                    {step.minutes}
                  </Text>
                  <Text>{step.task}</Text>
                </Group>
              ))}
            </Stack>
            <Text size="sm" c="gray.7">
              Short daily sessions beat a weekend marathon: you remember more, and you practice recalling
              answers, which is what the interview asks of you.
            </Text>
          </Stack>

          <Stack component="section" aria-labelledby="day-before" gap="md">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
                <IconBriefcase size={22} />
              </ThemeIcon>
              <Title order={2} id="day-before">
                The day before the interview
              </Title>
            </Group>
            <List spacing="xs">
              {DAY_BEFORE.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </Stack>
        </SimpleGrid>

        <ClosingBanner
          id="next"
          title="Start week 1 today"
          text="Pick your target role, open its subjects and bookmark the first questions you cannot answer yet."
          actions={
            <>
              <Button component={Link} to="/all-category" variant="white" size="md">
                Browse categories
              </Button>
              <Button component={Link} to="/job" variant="outline" color="white" size="md">
                See remote jobs
              </Button>
            </>
          }
        />
      </Container>
    </>
  );
}
