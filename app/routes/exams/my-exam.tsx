import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/List.css";
import "@mantine/core/styles/ThemeIcon.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Modal,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconAlertCircle, IconClockHour4, IconPlayerPlay } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { Link, redirect, useFetcher } from "react-router";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { readFormResult } from "~/forms/form-feedback";
import { readForm, runFormAction } from "~/forms/form-action.server";
import { ExamMessages } from "@shared/exams/exam-messages";
import { startExamSchema } from "@shared/exams/exam-schemas";
import { START_COUNTDOWN_SECONDS, formatClock, spokenDuration } from "@shared/exams/exam-rules";
import { formatPercent } from "@shared/text/percent";
import { getExamStartPage } from "@server/services/exams/exam-start-state";
import { startExam } from "@server/services/exams/start-exam";
import { requireUser } from "../auth/session-user.server";
import { orNotFound } from "./exam-pages.server";
import type { Route } from "./+types/my-exam";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context);
  const state = await orNotFound(() =>
    getExamStartPage(context.db, user.id, params.slug, context.contentChanges),
  );
  if ("noExam" in state) return state;
  return {
    slug: state.exam.slug,
    name: state.exam.name,
    totalQuestions: state.exam.totalQuestions,
    passMarkPercent: state.exam.passMarkPercent,
    coolingOffHours: state.exam.coolingOffHours,
    validityMonths: state.exam.validityMonths,
    durationSeconds: state.durationSeconds,
    inProgress: state.inProgress,
    nextStartAt: state.nextStartAt?.toISOString() ?? null,
    lastResult: state.lastResult && {
      ...state.lastResult,
      submittedAt: state.lastResult.submittedAt.toISOString(),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  privatePageMeta(loaderData ? `${loaderData.name} exam` : "Exam");

// A refusal with a wait (429, 503, an exam's cooling-off) keeps its Retry-After.
export { formHeaders as headers } from "~/forms/form-action.server";

/** Start (after the confirmation and the countdown): opens the attempt, then the exam page. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireUser(request, context);
  const form = await readForm(request);
  return runFormAction(form, startExamSchema, async ({ examSlug }) => {
    await startExam(context.db, user.id, examSlug);
    return redirect(`/user/exam/${encodeURIComponent(params.slug)}`);
  });
}

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short" });

/**
 * /user/my-exam/{slug}: the rules, Start, "Ready to start?", a 5-second countdown, then the exam;
 * for a category without an exam yet, the exams there are.
 */
export default function MyExam({ loaderData }: Route.ComponentProps) {
  if ("noExam" in loaderData) return <NoExamYet {...loaderData} />;
  return <ExamStart loaderData={loaderData} />;
}

type ExamStartData = Exclude<Route.ComponentProps["loaderData"], { noExam: true }>;

function ExamStart({ loaderData }: { loaderData: ExamStartData }) {
  const { slug, name, totalQuestions, passMarkPercent, coolingOffHours, validityMonths, durationSeconds } =
    loaderData;
  const start = useFetcher();
  const [confirming, setConfirming] = useState(false);
  const [countdown, setCountdown] = useState<number | null>(null);
  const failure = readFormResult(start.data);
  const nextStartAt = loaderData.nextStartAt ? new Date(loaderData.nextStartAt) : null;

  useEffect(() => {
    if (countdown === null) return;
    if (countdown === 0) {
      void start.submit({ examSlug: slug }, { method: "post" });
      return;
    }
    const timer = setTimeout(() => setCountdown(countdown - 1), 1000);
    return () => clearTimeout(timer);
    // `start` changes identity on every state change; the countdown alone drives this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [countdown, slug]);

  const confirm = () => {
    setConfirming(false);
    setCountdown(START_COUNTDOWN_SECONDS);
  };

  return (
    <Stack gap="lg">
      <ExamHeading name={name} />

      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Title order={2} fz={20} mb="sm">
          Exam rules
        </Title>
        <List spacing="xs" data-testid="exam-rules">
          <List.Item>
            {totalQuestions} multiple-choice questions, shown one at a time, each with options a to d.
          </List.Item>
          <List.Item>
            You have {spokenDuration(durationSeconds)} ({formatClock(durationSeconds)}). The timer starts when
            the exam opens and keeps running if you leave the page.
          </List.Item>
          <List.Item>
            Next moves on only when the current question has an answer. You can mark any question for review
            and go back to it with the question navigator.
          </List.Item>
          <List.Item>
            Each answer is saved as you choose it: after a reload or a lost connection the exam continues
            where you were.
          </List.Item>
          <List.Item>Submit appears once every question is answered.</List.Item>
          <List.Item>
            When the timer reaches 00:00:00 the exam is submitted automatically with the answers you have
            given.
          </List.Item>
          <List.Item>
            Pass mark: {formatPercent(passMarkPercent)}. Passing earns a certificate
            {validityMonths ? `, valid for ${validityMonths} months (pass again to renew it)` : ""}.
          </List.Item>
          <List.Item>
            {coolingOffHours > 0
              ? `After an attempt you can take this exam again after ${coolingOffHours} hours.`
              : "You can take this exam again at any time."}
          </List.Item>
        </List>
      </Paper>

      {loaderData.lastResult && (
        <Text c="dimmed" data-testid="last-result">
          Your last attempt ({dateFormat.format(new Date(loaderData.lastResult.submittedAt))}):{" "}
          {formatPercent(loaderData.lastResult.percent)},{" "}
          {loaderData.lastResult.passed ? "passed" : "not passed"}.{" "}
          <Link to={`/user/exam-results/${slug}`}>See the results</Link>
        </Text>
      )}

      {failure && !failure.ok && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {failure.message}
        </Alert>
      )}

      {loaderData.inProgress ? (
        <Group>
          <Button
            component={Link}
            to={`/user/exam/${slug}`}
            size="md"
            leftSection={<IconPlayerPlay size={18} aria-hidden />}
          >
            Resume exam
          </Button>
          <Text c="dimmed">Your exam is in progress; the timer is running.</Text>
        </Group>
      ) : nextStartAt ? (
        <Alert color="yellow" icon={<IconClockHour4 size={18} aria-hidden />} data-testid="cooling-off">
          {ExamMessages.coolingOff(dateFormat.format(nextStartAt))}
        </Alert>
      ) : (countdown !== null && countdown > 0) || start.state !== "idle" ? (
        <Group gap="sm" aria-live="assertive">
          <Badge size="xl" radius="xl" color="teal" variant="filled" data-testid="countdown" miw={56}>
            {countdown ?? 0}
          </Badge>
          <Text fw={600}>
            {countdown ? `The exam starts in ${countdown} second${countdown === 1 ? "" : "s"}…` : "Starting…"}
          </Text>
        </Group>
      ) : (
        <Group>
          <Button
            size="md"
            onClick={() => setConfirming(true)}
            leftSection={<IconPlayerPlay size={18} aria-hidden />}
          >
            Start
          </Button>
        </Group>
      )}

      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={ExamMessages.readyToStart}
        centered
      >
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" color="teal" aria-hidden>
              <IconClockHour4 size={18} />
            </ThemeIcon>
            <Text>
              The timer ({formatClock(durationSeconds)}) starts {START_COUNTDOWN_SECONDS} seconds after you
              confirm and cannot be paused.
            </Text>
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="teal.9" onClick={confirm}>
              Yes, start
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** A Q&A category whose exam is still to come: back to its questions, or one of the exams there are. */
function NoExamYet({
  slug,
  name,
  exams,
}: {
  slug: string;
  name: string;
  exams: { slug: string; name: string }[];
}) {
  return (
    <Stack gap="lg">
      <ExamHeading name={name} />
      <Alert color="blue" icon={<IconClockHour4 size={18} aria-hidden />} data-testid="no-exam">
        {ExamMessages.noExamYet(name)}
      </Alert>
      <Group>
        <Button component={Link} to={`/question-answer/${slug}`} variant="default">
          Back to the {name} questions
        </Button>
      </Group>
      {exams.length > 0 && (
        <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
          <Title order={2} fz={20} mb="sm">
            Exams you can take now
          </Title>
          <List spacing="xs" data-testid="available-exams">
            {exams.map((exam) => (
              <List.Item key={exam.slug}>
                <Anchor component={Link} to={`/user/my-exam/${exam.slug}`}>
                  {exam.name}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}

/** The start page's heading: the category's name under "Certification exam". */
function ExamHeading({ name }: { name: string }) {
  return (
    <div>
      <Text c="dimmed" size="sm" fw={600} tt="uppercase">
        Certification exam
      </Text>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {name}
      </Title>
    </div>
  );
}
