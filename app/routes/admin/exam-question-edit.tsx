import "@mantine/core/styles/Input.css";
// NativeSelect draws its chevron with a Combobox class.
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Anchor, NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { Link } from "react-router";
import {
  EXAM_EXPLANATION_MAX_LENGTH,
  EXAM_OPTION_MAX_LENGTH,
  EXAM_QUESTION_MAX_LENGTH,
  ExamAdminMessages,
} from "@shared/exams/exam-admin-messages";
import { VISIBILITY_CHOICES } from "@shared/admin/content-messages";
import { saveExamQuestionSchema } from "@shared/exams/exam-admin-schemas";
import { EXAM_OPTION_LETTERS } from "@shared/exams/exam-rules";
import { getAdminExam, getExamQuestion, saveExamQuestion } from "@server/services/exams/manage-exams";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { AdminEditForm } from "~/features/admin/admin-edit-form";
import { formFailure } from "~/forms/form-action.server";
import { firstError } from "~/forms/form-feedback";
import { adminSaveAction } from "./admin-save-action.server";
import { editedRowIdOf, requireAdmin, rowIdOf } from "./admin-session.server";
import type { Route } from "./+types/exam-question-edit";
import { DisplayOrderInput } from "~/features/admin/display-order-input";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const examId = rowIdOf(params.id, ExamAdminMessages.examNotFound);
  const questionId = editedRowIdOf({ id: params.questionId }, ExamAdminMessages.questionNotFound);
  try {
    if (questionId === undefined) {
      const exam = await getAdminExam(context.db, examId);
      return { exam: { id: exam.id, name: exam.name }, question: undefined };
    }
    const { exam, question } = await getExamQuestion(context.db, examId, questionId);
    return {
      exam: { id: exam.id, name: exam.name },
      question: {
        id: question.id,
        question: question.question,
        options: [question.optionA, question.optionB, question.optionC, question.optionD],
        correctOption: question.correctOption,
        explanation: question.explanation ?? "",
        sortOrder: question.sortOrder,
        status: question.status,
        updatedAt: question.updatedAt.toISOString(),
      },
    };
  } catch (error) {
    throw formFailure(error);
  }
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  privatePageMeta(loaded?.question ? "Edit exam question" : "Add exam question");

export function action(args: Route.ActionArgs) {
  const examId = rowIdOf(args.params.id, ExamAdminMessages.examNotFound);
  return adminSaveAction(
    { ...args, params: { id: args.params.questionId } },
    {
      notFound: ExamAdminMessages.questionNotFound,
      schema: saveExamQuestionSchema,
      // The exam is the address's, whatever the form says.
      save: (input, { actor }) => saveExamQuestion(args.context.db, actor, { ...input, exam_id: examId }),
      messages: { created: ExamAdminMessages.questionCreated, saved: ExamAdminMessages.questionSaved },
      backTo: `/admin/exams/${examId}/questions`,
    },
  );
}

/** /admin/exams/{id}/questions/new and …/{questionId}: a bank question, its four options and its key. */
export default function ExamQuestionEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { exam, question } = loaderData;
  const bankPage = `/admin/exams/${exam.id}/questions`;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={bankPage} size="sm">
        ← Questions of the {exam.name} exam
      </Anchor>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {question ? "Edit question" : "Add question"}
      </Title>
      {question && (
        <Text c="dimmed" size="sm">
          A new key scores again every attempt that asked this question.
        </Text>
      )}
      <AdminEditForm
        key={question?.updatedAt ?? "new"}
        result={actionData}
        version={question?.updatedAt}
        cancelTo={bankPage}
        submitLabel={question ? "Save question" : "Add question"}
      >
        {(errors) => (
          <>
            <input type="hidden" name="exam_id" value={exam.id} />
            <Textarea
              name="question"
              label="Question"
              withAsterisk
              autosize
              minRows={2}
              maxRows={8}
              maxLength={EXAM_QUESTION_MAX_LENGTH}
              defaultValue={question?.question}
              error={firstError(errors, "question")}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {EXAM_OPTION_LETTERS.map((letter, index) => (
                <TextInput
                  key={letter}
                  name={`option_${letter}`}
                  label={`Option ${letter.toUpperCase()}`}
                  withAsterisk
                  maxLength={EXAM_OPTION_MAX_LENGTH}
                  defaultValue={question?.options[index]}
                  error={firstError(errors, `option_${letter}`)}
                />
              ))}
              <NativeSelect
                name="correct_option"
                label="Correct option"
                withAsterisk
                defaultValue={question?.correctOption ?? ""}
                data={[
                  { value: "", label: "Choose the correct option" },
                  ...EXAM_OPTION_LETTERS.map((letter) => ({
                    value: letter,
                    label: `Option ${letter.toUpperCase()}`,
                  })),
                ]}
                error={firstError(errors, "correct_option")}
              />
              <DisplayOrderInput
                label="Order in the bank"
                description="Empty: after the last question."
                defaultValue={question?.sortOrder}
                error={firstError(errors, "sort_order")}
              />
              <NativeSelect
                name="status"
                label="Visibility"
                description="Hidden: new attempts never ask it; the attempts that asked it keep it."
                defaultValue={String(question?.status ?? 1)}
                data={VISIBILITY_CHOICES}
                error={firstError(errors, "status")}
              />
            </SimpleGrid>
            <Textarea
              name="explanation"
              label="Explanation"
              description="Why the right option is right: kept with the question and exported with the bank."
              autosize
              minRows={2}
              maxRows={8}
              maxLength={EXAM_EXPLANATION_MAX_LENGTH}
              defaultValue={question?.explanation}
              error={firstError(errors, "explanation")}
            />
          </>
        )}
      </AdminEditForm>
    </Stack>
  );
}
