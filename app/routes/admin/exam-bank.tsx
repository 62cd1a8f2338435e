import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Input.css";
// NativeSelect draws its chevron with a Combobox class.
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/SimpleGrid.css";
import {
  Anchor,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { FileField } from "~/forms/file-field";
import { IconDownload, IconFileTypeCsv, IconPlus, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { EXAM_CSV_MAX_BYTES, ExamAdminMessages } from "@shared/exams/exam-admin-messages";
import {
  deleteExamQuestion,
  getAdminExam,
  listExamBank,
  setExamQuestionVisibility,
} from "@server/services/exams/manage-exams";
import { RowList } from "~/components/lists/row-list";
import { LinkPagination } from "~/components/navigation/link-pagination";
import { readListPage } from "~/components/navigation/list-location";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { oversizedFiles } from "~/features/admin/admin-edit-form";
import { ContentRow } from "~/features/admin/content-row";
import { formFailure } from "~/forms/form-action.server";
import {
  failureOf,
  firstError,
  readFormResult,
  useErrorsUntilEdited,
  useFetcherFeedback,
  useFetcherResult,
} from "~/forms/form-feedback";
import type { FieldErrors } from "~/forms/form-result";
import { requireAdmin, rowIdOf } from "./admin-session.server";
import { contentRowAction } from "./content-row-action.server";
import type { Route } from "./+types/exam-bank";

export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const id = rowIdOf(params.id, ExamAdminMessages.examNotFound);
  try {
    const exam = await getAdminExam(context.db, id);
    const found = await listExamBank(context.db, exam, readListPage(url.searchParams.get("page")));
    return {
      exam: {
        id: exam.id,
        name: exam.name,
        bankSize: exam.bankSize,
        hiddenQuestions: exam.hiddenQuestions,
        perAttempt: exam.questionsPerAttempt,
      },
      page: found.page,
      lastPage: found.lastPage,
      questions: found.rows.map((question) => ({
        id: question.id,
        question: question.question,
        correctOption: question.correctOption,
        rightAnswer: {
          a: question.optionA,
          b: question.optionB,
          c: question.optionC,
          d: question.optionD,
        }[question.correctOption],
        status: question.status,
        // What deleteExamQuestion refuses; its 409 stays for an attempt made meanwhile.
        keptBecause: question.keptBecause,
        updatedAt: question.updatedAt.toISOString(),
      })),
    };
  } catch (error) {
    throw formFailure(error);
  }
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  privatePageMeta(loaded ? `Questions of the ${loaded.exam.name} exam` : "Exam questions");

/** A question row's Hide/Show and Delete (its Edit is a link). */
export function action({ request, context }: Route.ActionArgs) {
  return contentRowAction(request, context, {
    setVisibility: setExamQuestionVisibility,
    remove: deleteExamQuestion,
    messages: {
      hidden: ExamAdminMessages.questionHidden,
      shown: ExamAdminMessages.questionShown,
      deleted: ExamAdminMessages.questionDeleted,
    },
  });
}

// Its answer is a toast, shown before the list is read again.
export { toastRowAnswer as clientAction } from "~/features/admin/content-row-answer";

const FILE_LIMITS = { file: { maxBytes: EXAM_CSV_MAX_BYTES, message: ExamAdminMessages.csvTooLarge } };

/** The CSV import: a file and whether it adds to the bank or replaces it; bad rows listed by line. */
function ImportForm({ examId }: { examId: number }) {
  const upload = useFetcher();
  useFetcherFeedback(upload, "The file could not be imported.");
  // An imported file is done with: a new form, its file input empty.
  const [imports, setImports] = useState(0);
  useFetcherResult(upload, (answer) => {
    if (readFormResult(answer)?.ok) setImports((count) => count + 1);
  });
  const failure = failureOf(readFormResult(upload.data) ?? undefined);
  // A file over the limit is named before it is sent (the server holds the same limit).
  const [checked, setChecked] = useState<FieldErrors>();
  const checkFile = (event: React.FormEvent<HTMLFormElement>) => {
    const found = oversizedFiles(new FormData(event.currentTarget), FILE_LIMITS);
    setChecked(found);
    if (found) event.preventDefault();
  };
  // A refused file's messages are listed in the Validation Errors popup; the field shows the first,
  // until another file is chosen, as every admin form's field does.
  const checkedErrors = useErrorsUntilEdited(checked);
  const refused = useErrorsUntilEdited(failure?.errors);
  const fileError = firstError(checkedErrors, "file") ?? firstError(refused, "file");
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
      <upload.Form
        key={imports}
        method="post"
        action={`/admin/exams/${examId}/import`}
        encType="multipart/form-data"
        onSubmit={checkFile}
        noValidate
      >
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Import from a CSV file
          </Title>
          <Text size="sm" c="dimmed">
            Columns question, option_a, option_b, option_c, option_d, correct_option (a to d) and, if you
            like, explanation, as the export writes them; UTF-8, up to 2 MB. A file with a bad row is refused
            whole, its errors listed by line. The export leaves hidden questions out; imported ones are
            visible.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <FileField
              name="file"
              label="CSV file"
              placeholder="Choose a file"
              accept=".csv,text/csv"
              leftSection={<IconFileTypeCsv size={16} aria-hidden />}
              clearable
              withAsterisk
              error={fileError}
            />
            <NativeSelect
              name="mode"
              label="The file's questions"
              defaultValue="append"
              data={[
                { value: "append", label: "Add to the bank" },
                { value: "replace", label: "Replace the bank" },
              ]}
              error={firstError(refused, "mode")}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={upload.state !== "idle"}
              leftSection={<IconUpload size={16} aria-hidden />}
            >
              Import
            </Button>
          </Group>
        </Stack>
      </upload.Form>
    </Paper>
  );
}

/** /admin/exams/{id}/questions: an exam's question bank in its order, a CSV file in and out. */
export default function ExamBank({ loaderData }: Route.ComponentProps) {
  const { exam, page, lastPage, questions } = loaderData;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={`/admin/exams/${exam.id}`} size="sm">
        ← The {exam.name} exam
      </Anchor>
      <Group justify="space-between" align="center">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Questions of the {exam.name} exam
        </Title>
        <Group gap="xs">
          <Button
            component="a"
            href={`/admin/exams/${exam.id}/questions.csv`}
            download
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
          >
            Export CSV
          </Button>
          <Button
            component={Link}
            to={`/admin/exams/${exam.id}/questions/new`}
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            Add question
          </Button>
        </Group>
      </Group>
      <Text c="dimmed" size="sm">
        {exam.bankSize} visible {exam.bankSize === 1 ? "question" : "questions"} in the bank; each attempt
        asks {Math.min(exam.perAttempt, exam.bankSize)}.
        {exam.hiddenQuestions > 0 &&
          ` ${exam.hiddenQuestions} hidden: never asked again, kept for the attempts that asked them.`}
      </Text>
      <ImportForm examId={exam.id} />
      <RowList
        rows={questions}
        gap="sm"
        empty={<Text c="dimmed">The bank is empty: add questions or import a file.</Text>}
      >
        {(question) => (
          <ContentRow
            key={question.id}
            testId="exam-question-row"
            id={question.id}
            title={question.question}
            noun="question"
            href={`/admin/exams/${exam.id}/questions/${question.id}`}
            updatedAt={question.updatedAt}
            status={question.status}
            keptBecause={question.keptBecause}
            badges={
              <Badge variant="light" color="indigo" style={{ flexShrink: 0 }}>
                Key {question.correctOption.toUpperCase()}
              </Badge>
            }
          >
            {question.rightAnswer}
          </ContentRow>
        )}
      </RowList>
      <LinkPagination page={page} lastPage={lastPage} query="" label="Pages of questions" />
    </Stack>
  );
}
