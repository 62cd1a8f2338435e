import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Alert.css";
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCertificate, IconCertificateOff } from "@tabler/icons-react";
import { formatRecordDate } from "~/components/account/record-date";
import { Link } from "react-router";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { AnswerReview } from "~/features/exams/answer-review";
import { invalid, readForm, runFormAction, succeeded } from "~/forms/form-action.server";
import { ExamMessages } from "@shared/exams/exam-messages";
import { reportQuestionSchema } from "@shared/exams/exam-schemas";
import { formatPercent } from "@shared/text/percent";
import { getExamResults } from "@server/services/exams/exam-results";
import { reportQuestion } from "@server/services/exams/question-reports";
import { requireUser } from "../auth/session-user.server";
import { orNotFound } from "./exam-pages.server";
import type { Route } from "./+types/exam-results";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context);
  const results = await orNotFound(() => getExamResults(context.db, user.id, params.slug));
  return {
    ...results,
    submittedAt: results.submittedAt.toISOString(),
    hasCertificate: results.certificate !== null,
    certificate: undefined,
    revocation: results.revocation && {
      revokedAt: results.revocation.revokedAt.toISOString(),
      reason: results.revocation.reason,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  privatePageMeta(loaderData ? `${loaderData.categoryName} exam results` : "Exam results");

/** A report of a problem with one question (from this page's Report buttons). */
// A refusal with a wait (429, 503) keeps its Retry-After.
export { formHeaders as headers } from "~/forms/form-action.server";

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireUser(request, context);
  const form = await readForm(request);
  if (form.get("intent") !== "report") {
    return invalid({ ok: false, message: "Unknown action.", errors: { intent: ["Unknown action."] } });
  }
  form.set("examSlug", params.slug);
  return runFormAction(form, reportQuestionSchema, async (input) => {
    await reportQuestion(context.db, user.id, input);
    return succeeded(ExamMessages.reportSaved);
  });
}

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short" });

/** /user/exam-results/{slug}: the score, every question with the chosen option and whether it was right. */
export default function ExamResults({ loaderData }: Route.ComponentProps) {
  const { slug, categoryName, score, total, percent, passMarkPercent, passed, answers, hasCertificate } =
    loaderData;
  const { revocation } = loaderData;
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {categoryName}: exam results
      </Title>
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Group justify="space-between" align="center" gap="md">
          <div>
            <Group gap="sm" align="baseline">
              <Text fz={40} fw={800} lh={1} data-testid="score">
                {score} / {total}
              </Text>
              <Text fz="xl" fw={600} c="dimmed">
                {formatPercent(percent)}
              </Text>
            </Group>
            <Group gap="xs" mt="xs">
              <Badge size="lg" color={passed ? "teal" : "red"} data-testid="result-badge">
                {passed ? "Passed" : "Not passed"}
              </Badge>
              <Text size="sm" c="dimmed">
                Pass mark {formatPercent(passMarkPercent)} · submitted{" "}
                {dateFormat.format(new Date(loaderData.submittedAt))}
                {loaderData.closedBy === "timer" && " when the time ran out"}
                {loaderData.closedBy === "server" && " by the server after the time ran out"}
              </Text>
            </Group>
          </div>
          {revocation ? (
            // Where the Certificate button was: the certificate is gone, and the learner is told why.
            <Alert
              color="red"
              variant="light"
              icon={<IconCertificateOff size={20} aria-hidden />}
              title="Certificate revoked"
              maw={{ base: "100%", sm: 420 }}
              data-testid="certificate-revoked"
            >
              Your certificate for this exam was revoked on {formatRecordDate(revocation.revokedAt)}. Reason:{" "}
              {revocation.reason}
            </Alert>
          ) : hasCertificate ? (
            <Button
              component={Link}
              to={`/user/getCertificate/${slug}`}
              size="md"
              color="orange.8"
              leftSection={<IconCertificate size={18} aria-hidden />}
            >
              Certificate
            </Button>
          ) : (
            <Button component={Link} to={`/user/my-exam/${slug}`} variant="default">
              Exam rules and retake
            </Button>
          )}
        </Group>
      </Paper>
      <AnswerReview answers={answers} />
    </Stack>
  );
}
