import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Input.css";
// NativeSelect draws its chevron with a Combobox class.
import "@mantine/core/styles/Combobox.css";
import { Badge, Button, Group, NativeSelect, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useFetcher } from "react-router";
import { z } from "zod";
import { ExamAdminMessages } from "@shared/exams/exam-admin-messages";
import { correctKeySchema } from "@shared/exams/exam-admin-schemas";
import { recordId } from "@shared/forms/schema-fields";
import {
  correctAnswerKey,
  dismissReport,
  listOpenReports,
  OPEN_REPORTS_SHOWN,
} from "@server/services/exams/correct-answer-key";
import { formatRecordDate } from "~/components/account/record-date";
import { confirmAction } from "~/forms/confirm-action";
import { RowList } from "~/components/lists/row-list";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { invalid, readForm, runFormAction, succeeded } from "~/forms/form-action.server";
import { useFetcherFeedback } from "~/forms/form-feedback";
import { actorOf, requireAdmin } from "./admin-session.server";
import type { Route } from "./+types/exam-reports";

const REASON_LABELS = { "wrong-key": "Wrong answer key", unclear: "Unclear", other: "Other" } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const reports = await listOpenReports(context.db);
  return {
    shownAtMost: OPEN_REPORTS_SHOWN,
    reports: reports.map((report) => ({
      id: report.reportId,
      questionId: report.questionId,
      examName: report.examName,
      reason: report.reason,
      message: report.message,
      createdAt: report.createdAt.toISOString(),
      question: report.question,
      options: report.options,
      correctOption: report.correctOption,
      reporter: { name: report.reporterName, email: report.reporterEmail },
      learnerAnswered: report.learnersChoice !== null,
      submittedAttempts: report.submittedAttempts,
    })),
  };
}

export const meta: Route.MetaFunction = () => privatePageMeta("Exam question reports");

const rowSchema = z.object({ id: recordId("id") });

/** A report's buttons: `intent=key` corrects its question's key (re-scoring), `intent=dismiss` closes it. */
// A refusal with a wait (429, 503) keeps its Retry-After.
export { formHeaders as headers } from "~/forms/form-action.server";

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context);
  const form = await readForm(request);
  switch (form.get("intent")) {
    case "key":
      return runFormAction(form, rowSchema.extend(correctKeySchema.shape), async (input) => {
        await correctAnswerKey(context.db, input.id, input.option, actorOf(session));
        return succeeded(ExamAdminMessages.keyCorrected);
      });
    case "dismiss":
      return runFormAction(form, rowSchema, async (input) => {
        await dismissReport(context.db, actorOf(session), input.id);
        return succeeded(ExamAdminMessages.reportDismissed);
      });
  }
  const message = "The intent must be key or dismiss.";
  return invalid({ ok: false, message, errors: { intent: [message] } });
}

type Report = Route.ComponentProps["loaderData"]["reports"][number];

/** The page's one fetcher: a handled report leaves the list, so its row cannot hold the answer. */
type Change = ReturnType<typeof useFetcher>;

/** An option in the select and the confirmation: its letter as stored, and its text cut short. */
const optionLabel = (option: Report["options"][number]) =>
  `${option.letter}. ${option.text.length > 60 ? `${option.text.slice(0, 59).trimEnd()}…` : option.text}`;

const attemptsWord = (count: number) => (count === 1 ? "1 submitted attempt" : `${count} submitted attempts`);

function ReportRow({ report, change }: { report: Report; change: Change }) {
  const [option, setOption] = useState<string>(report.correctOption);
  const busy = (intent: string, id: number) =>
    change.state !== "idle" &&
    change.formData?.get("intent") === intent &&
    change.formData.get("id") === String(id);
  const chosenKey = report.options.find((candidate) => candidate.letter === option)!;
  const correctKey = () =>
    confirmAction({
      title: "Correct the key and re-score?",
      text: (
        <>
          “{optionLabel(chosenKey)}” becomes the right answer (it was option {report.correctOption}).{" "}
          {attemptsWord(report.submittedAttempts)} that asked this question will be scored again, and their
          results may change: a pass can become a fail, a new pass earns its certificate (certificates already
          issued are kept). The question&apos;s open reports are closed.
        </>
      ),
      confirm: "Correct and re-score",
      onConfirm: () =>
        change.submit({ intent: "key", id: String(report.questionId), option }, { method: "post" }),
    });
  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid="exam-report-row">
      <Stack gap="xs">
        <Group gap="xs">
          <Text fw={600}>{report.examName}</Text>
          <Badge color={report.reason === "wrong-key" ? "orange" : "gray"} variant="light">
            {REASON_LABELS[report.reason]}
          </Badge>
          <Text size="sm" c="dimmed">
            {formatRecordDate(report.createdAt)}
          </Text>
        </Group>
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          Reported by {report.reporter.name} ({report.reporter.email})
          {report.learnerAnswered ? "" : ", who left it unanswered"}
        </Text>
        <Text style={{ overflowWrap: "anywhere" }}>{report.question}</Text>
        <Text size="xs" c="dimmed">
          Options as stored in the bank. The learner saw them shuffled: their letter is given with each.
        </Text>
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {report.options.map((candidate) => (
            <Group
              key={candidate.letter}
              component="li"
              gap="xs"
              wrap="wrap"
              data-testid="exam-report-option"
            >
              <Text size="sm" fw={candidate.isKey ? 700 : undefined} style={{ overflowWrap: "anywhere" }}>
                {candidate.letter}. {candidate.text}
              </Text>
              <Text size="sm" c="dimmed">
                ({candidate.learnersLetter} as the learner saw it)
              </Text>
              {candidate.isKey && (
                <Badge size="sm" color="teal" variant="light">
                  The key
                </Badge>
              )}
              {candidate.chosen && (
                <Badge size="sm" color="blue" variant="light">
                  The learner&apos;s answer
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
        {report.message && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            The learner wrote (with their letters): “{report.message}”
          </Text>
        )}
        <Group gap="xs" align="flex-end">
          <NativeSelect
            size="xs"
            label="Right option (as stored)"
            value={option}
            onChange={(event) => setOption(event.currentTarget.value)}
            data={report.options.map((candidate) => ({
              value: candidate.letter,
              label: `${optionLabel(candidate)} (learner's ${candidate.learnersLetter})`,
            }))}
            style={{ minWidth: 0, maxWidth: "100%" }}
          />
          <Button
            size="xs"
            loading={busy("key", report.questionId)}
            disabled={option === report.correctOption}
            onClick={correctKey}
          >
            Correct the key and re-score
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={busy("dismiss", report.id)}
            onClick={() => change.submit({ intent: "dismiss", id: String(report.id) }, { method: "post" })}
          >
            Close: the key is right
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /admin/exam-reports: what learners reported about exam questions, oldest first. */
export default function ExamReports({ loaderData }: Route.ComponentProps) {
  const { reports, shownAtMost } = loaderData;
  const change = useFetcher();
  useFetcherFeedback(change, "The report could not be handled.");
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Exam question reports
      </Title>
      <Text c="dimmed" size="sm">
        A corrected key scores again every attempt that asked the question (a new pass earns its certificate)
        and closes the question&apos;s reports. The oldest {shownAtMost} open reports are shown.
      </Text>
      <RowList rows={reports} gap="sm" empty={<Text c="dimmed">No open report.</Text>}>
        {(report) => <ReportRow key={report.id} report={report} change={change} />}
      </RowList>
    </Stack>
  );
}
