import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Radio.css";
import { Badge, Button, Group, Modal, Paper, Radio, Stack, Text, Textarea, Title } from "@mantine/core";
import { IconCheck, IconFlag, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { failureOf, readFormResult, toastError, toastSuccess, useFetcherResult } from "~/forms/form-feedback";
import { QUESTION_REPORT_REASON_LABELS, QUESTION_REPORT_STATUS_TEXT } from "@shared/exams/exam-messages";
import { EXAM_OPTION_LETTERS, type ExamOptionLetter } from "@shared/exams/exam-rules";

type ReviewedAnswer = {
  questionId: number;
  position: number;
  question: string;
  options: Record<ExamOptionLetter, string>;
  selectedOption: ExamOptionLetter | null;
  isCorrect: 0 | 1;
  report: keyof typeof QUESTION_REPORT_STATUS_TEXT | null;
};

/** Each question of the attempt: its options, the one chosen, whether it was right, and Report. */
export function AnswerReview({ answers }: { answers: ReviewedAnswer[] }) {
  const [reporting, setReporting] = useState<ReviewedAnswer | null>(null);
  return (
    <Stack gap="md" component="ol" p={0} m={0} style={{ listStyle: "none" }}>
      {answers.map((answer) => (
        <Paper
          key={answer.questionId}
          component="li"
          withBorder
          p="md"
          radius="md"
          data-testid="answer-result"
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Title order={2} fz={16} fw={600} lh={1.4}>
              {answer.position}. {answer.question}
            </Title>
            {answer.isCorrect ? (
              <Badge color="teal" leftSection={<IconCheck size={14} aria-hidden />} style={{ flexShrink: 0 }}>
                Correct
              </Badge>
            ) : (
              <Badge color="red" leftSection={<IconX size={14} aria-hidden />} style={{ flexShrink: 0 }}>
                {answer.selectedOption ? "Incorrect" : "Not answered"}
              </Badge>
            )}
          </Group>
          <Stack gap={4} mt="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
            {EXAM_OPTION_LETTERS.map((letter) => {
              const chosen = answer.selectedOption === letter;
              return (
                <Text
                  key={letter}
                  component="li"
                  fw={chosen ? 700 : undefined}
                  c={chosen ? (answer.isCorrect ? "teal.9" : "red.9") : undefined}
                >
                  {letter}. {answer.options[letter]}
                  {chosen && " (your answer)"}
                </Text>
              );
            })}
          </Stack>
          <Group justify="flex-end" mt="xs">
            {answer.report ? (
              <Text size="sm" c="dimmed" data-testid="report-status">
                {QUESTION_REPORT_STATUS_TEXT[answer.report]}
              </Text>
            ) : (
              <Button
                variant="subtle"
                size="compact-sm"
                color="gray"
                leftSection={<IconFlag size={14} aria-hidden />}
                onClick={() => setReporting(answer)}
                aria-label={`Report a problem with question ${answer.position}`}
              >
                Report a problem
              </Button>
            )}
          </Group>
        </Paper>
      ))}
      <ReportModal answer={reporting} onClose={() => setReporting(null)} />
    </Stack>
  );
}

function ReportModal({ answer, onClose }: { answer: ReviewedAnswer | null; onClose: () => void }) {
  const report = useFetcher();
  const [reason, setReason] = useState<string>("wrong-key");
  const [message, setMessage] = useState("");
  useFetcherResult(report, (data) => {
    const result = readFormResult(data);
    if (result?.ok) {
      toastSuccess(result.message ?? "");
      onClose();
      setMessage("");
    } else {
      toastError(failureOf(result ?? undefined)?.message ?? "The report could not be sent.");
    }
  });
  return (
    <Modal
      opened={answer !== null}
      onClose={onClose}
      title={answer ? `Report question ${answer.position}` : ""}
      centered
    >
      {answer && (
        <report.Form method="post">
          <input type="hidden" name="intent" value="report" />
          <input type="hidden" name="questionId" value={answer.questionId} />
          <Stack gap="md">
            <Text size="sm">{answer.question}</Text>
            <Radio.Group name="reason" label="What is wrong?" value={reason} onChange={setReason} required>
              <Stack gap="xs" mt={6}>
                {Object.entries(QUESTION_REPORT_REASON_LABELS).map(([value, label]) => (
                  <Radio key={value} value={value} label={label} />
                ))}
              </Stack>
            </Radio.Group>
            <Textarea
              name="message"
              label="Details (optional)"
              maxLength={1000}
              autosize
              minRows={3}
              value={message}
              onChange={(event) => setMessage(event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={report.state !== "idle"}>
                Send report
              </Button>
            </Group>
          </Stack>
        </report.Form>
      )}
    </Modal>
  );
}
