import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Grid.css";
import "@mantine/core/styles/List.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/LoadingOverlay.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/Radio.css";
import {
  Alert,
  Button,
  Checkbox,
  Grid,
  Group,
  List,
  LoadingOverlay,
  Modal,
  Paper,
  Radio,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconAlertCircle, IconArrowLeft, IconArrowRight, IconSend } from "@tabler/icons-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigation, useSubmit } from "react-router";
import { toastError } from "~/forms/form-feedback";
import { ExamMessages } from "@shared/exams/exam-messages";
import { EXAM_OPTION_LETTERS, type ExamOptionLetter } from "@shared/exams/exam-rules";
import { ExamTimer } from "./exam-timer";
import { useRemainingSeconds } from "./remaining-seconds";
import { QuestionNavigator } from "./question-navigator";

export type RunnerQuestion = {
  id: number;
  position: number;
  question: string;
  options: Record<ExamOptionLetter, string>;
  selectedOption: ExamOptionLetter | null;
  marked: boolean;
};

type ExamRunnerProps = {
  slug: string;
  name: string;
  deadlineAt: string;
  serverNow: string;
  durationSeconds: number;
  questions: RunnerQuestion[];
};

/**
 * The question the exam opens at, on a reload or on coming back to the page while the attempt is
 * open: the first question without an answer, or the last question once every one is answered
 * (Submit shows there, and the navigator reaches any question to review). Next moves on only from
 * an answered question, so the first unanswered one is where a learner going forward was. It is
 * read from the answers the server has saved, so it needs no state of its own and is the same on
 * any device.
 */
function resumeIndex(questions: RunnerQuestion[]): number {
  const firstOpen = questions.findIndex((question) => !question.selectedOption);
  return firstOpen === -1 ? questions.length - 1 : firstOpen;
}

const SAVE_FAILED = "Your answer could not be saved. It will be sent again when you submit.";

/** What one save of a question sends: its choice, its review mark, or both. */
type SavedFields = { option?: ExamOptionLetter; marked?: boolean };

/**
 * The exam (SPEC.md §2, §4): one question at a time, options a to d, Previous and Next (Next only
 * once the question is answered), a navigator, marks for review, and Submit once every question
 * has an answer. Each choice is saved on the server as it is made; at 00:00:00 the page submits
 * what was given.
 */
export function ExamRunner({ slug, name, deadlineAt, serverNow, questions }: ExamRunnerProps) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const remaining = useRemainingSeconds(deadlineAt, serverNow);
  const [current, setCurrent] = useState(() => resumeIndex(questions));
  const [answers, setAnswers] = useState<Record<number, ExamOptionLetter>>(() =>
    Object.fromEntries(
      questions.flatMap((question) =>
        question.selectedOption ? [[question.id, question.selectedOption]] : [],
      ),
    ),
  );
  const [marked, setMarked] = useState<Record<number, boolean>>(() =>
    Object.fromEntries(questions.map((question) => [question.id, question.marked])),
  );
  const [blocked, setBlocked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const submitted = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  const question = questions[current]!;
  const allAnswered = questions.every((item) => answers[item.id]);
  const markedPositions = questions.filter((item) => marked[item.id]).map((item) => item.position);

  const send = useCallback(
    (closedBy: "learner" | "timer") => {
      if (submitted.current) return;
      submitted.current = true;
      setSubmitting(true);
      setConfirming(false);
      void submit(
        { examSlug: slug, answers: JSON.stringify(answers), closedBy },
        { method: "post", replace: true },
      );
    },
    [answers, slug, submit],
  );

  // SPEC.md §4: at 0 the exam is submitted with the answers given.
  useEffect(() => {
    if (remaining === 0) send("timer");
  }, [remaining, send]);

  /** Saves on the server at once; the submission sends every answer again, so a failure loses nothing. */
  const sendSave = async (questionId: number, fields: SavedFields) => {
    const form = new FormData();
    form.set("examSlug", slug);
    form.set("questionId", String(questionId));
    if (fields.option) form.set("option", fields.option);
    if (fields.marked !== undefined) form.set("marked", String(fields.marked));
    try {
      const response = await fetch(`/user/exam/${encodeURIComponent(slug)}/answer`, {
        method: "POST",
        body: form,
      });
      if (response.status === 409) send("timer");
      else if (!response.ok) toastError(SAVE_FAILED);
    } catch (error) {
      console.warn("Saving an answer failed", error);
      toastError(SAVE_FAILED);
    }
  };

  /**
   * Each question's latest save, which that question's next save waits for. Two saves of one
   * question at once (a choice changed quickly, a mark set and cleared) could otherwise reach the
   * database in either order and leave the earlier one saved: what a resumed exam shows, and what
   * is scored if the learner leaves before submitting.
   */
  const lastSaves = useRef(new Map<number, Promise<void>>());
  const save = (questionId: number, fields: SavedFields) => {
    const previous = lastSaves.current.get(questionId) ?? Promise.resolve();
    const saving = previous.then(() => sendSave(questionId, fields));
    lastSaves.current.set(questionId, saving);
    return saving;
  };

  const choose = (option: ExamOptionLetter) => {
    setAnswers((previous) => ({ ...previous, [question.id]: option }));
    setBlocked(false);
    void save(question.id, { option });
  };

  const toggleMark = (value: boolean) => {
    setMarked((previous) => ({ ...previous, [question.id]: value }));
    void save(question.id, { marked: value });
  };

  const goTo = (index: number) => {
    setBlocked(false);
    setCurrent(index);
  };

  const next = () => {
    if (!answers[question.id]) {
      setBlocked(true);
      return;
    }
    goTo(current + 1);
  };

  const isLast = current === questions.length - 1;
  const sending = navigation.state !== "idle" || submitting;

  return (
    <Stack gap="md" pos="relative">
      <LoadingOverlay visible={sending} zIndex={100} overlayProps={{ blur: 1 }} />
      <Group justify="space-between" align="center" gap="sm">
        <div>
          <Text c="dimmed" size="sm" fw={600} tt="uppercase">
            Exam
          </Text>
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            {name}
          </Title>
        </div>
        <ExamTimer remaining={remaining} />
      </Group>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
            <Stack gap="md">
              <Text c="dimmed" fw={600} data-testid="question-counter">
                Question {current + 1} of {questions.length}
              </Text>
              <Radio.Group
                value={answers[question.id] ?? null}
                onChange={(value) => choose(value as ExamOptionLetter)}
                label={
                  <Title
                    order={2}
                    fz={{ base: 18, sm: 20 }}
                    fw={600}
                    lh={1.4}
                    component="span"
                    data-testid="question-text"
                  >
                    {question.question}
                  </Title>
                }
                name={`question-${question.id}`}
              >
                <Stack gap="sm" mt="md">
                  {EXAM_OPTION_LETTERS.map((letter) => (
                    <Radio
                      key={letter}
                      value={letter}
                      label={`${letter}. ${question.options[letter]}`}
                      size="md"
                      styles={{ label: { cursor: "pointer" } }}
                    />
                  ))}
                </Stack>
              </Radio.Group>
              <Checkbox
                label="Mark for review"
                checked={Boolean(marked[question.id])}
                onChange={(event) => toggleMark(event.currentTarget.checked)}
              />
              {blocked && (
                <Alert
                  color="red"
                  icon={<IconAlertCircle size={18} aria-hidden />}
                  role="alert"
                  data-testid="answer-required"
                >
                  {ExamMessages.selectAnswer}
                </Alert>
              )}
              <Group justify="space-between">
                <Button
                  variant="default"
                  onClick={() => goTo(current - 1)}
                  disabled={current === 0}
                  leftSection={<IconArrowLeft size={18} aria-hidden />}
                >
                  Previous
                </Button>
                <Button
                  onClick={next}
                  disabled={isLast}
                  rightSection={<IconArrowRight size={18} aria-hidden />}
                >
                  Next
                </Button>
              </Group>
              {allAnswered && (
                <Button
                  color="teal.9"
                  size="md"
                  onClick={() => setConfirming(true)}
                  leftSection={<IconSend size={18} aria-hidden />}
                >
                  Submit
                </Button>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="md" radius="md">
            <Title order={2} fz={16} mb="sm">
              Questions
            </Title>
            <QuestionNavigator
              questions={questions.map((item) => ({
                id: item.id,
                answered: Boolean(answers[item.id]),
                marked: Boolean(marked[item.id]),
              }))}
              current={current}
              onSelect={goTo}
            />
          </Paper>
        </Grid.Col>
      </Grid>

      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Submit your answers?" centered>
        <Stack gap="md">
          {markedPositions.length > 0 ? (
            <div data-testid="marked-list">
              <Text>You marked these questions for review:</Text>
              <List mt={4}>
                {markedPositions.map((position) => (
                  <List.Item key={position}>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      onClick={() => {
                        setConfirming(false);
                        goTo(position - 1);
                      }}
                    >
                      Question {position}
                    </Button>
                  </List.Item>
                ))}
              </List>
            </div>
          ) : (
            <Text>Every question is answered. You cannot change your answers after submitting.</Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Keep reviewing
            </Button>
            <Button color="teal.9" onClick={() => send("learner")}>
              Submit now
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
