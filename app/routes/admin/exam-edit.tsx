import "@mantine/core/styles/Input.css";
// NativeSelect draws its chevron with a Combobox class.
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/SimpleGrid.css";
import {
  Anchor,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconListDetails } from "@tabler/icons-react";
import { Link } from "react-router";
import { VISIBILITY_CHOICES } from "@shared/admin/content-messages";
import { ExamAdminMessages } from "@shared/exams/exam-admin-messages";
import { saveExamSchema } from "@shared/exams/exam-admin-schemas";
import { categoriesWithoutExam, getAdminExam, saveExam } from "@server/services/exams/manage-exams";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { AdminEditForm } from "~/features/admin/admin-edit-form";
import { formFailure } from "~/forms/form-action.server";
import { firstError } from "~/forms/form-feedback";
import { adminSaveAction } from "./admin-save-action.server";
import { editedRowIdOf, requireAdmin } from "./admin-session.server";
import type { Route } from "./+types/exam-edit";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const id = editedRowIdOf(params, ExamAdminMessages.examNotFound);
  try {
    if (id === undefined) return { exam: undefined, categories: await categoriesWithoutExam(context.db) };
    const exam = await getAdminExam(context.db, id);
    return {
      exam: {
        id: exam.id,
        name: exam.name,
        slug: exam.slug,
        parentName: exam.parentName,
        bankSize: exam.bankSize,
        questionsPerAttempt: exam.questionsPerAttempt,
        passMarkPercent: exam.passMarkPercent,
        coolingOffHours: exam.coolingOffHours,
        validityMonths: exam.validityMonths,
        status: exam.status,
        updatedAt: exam.updatedAt.toISOString(),
      },
      categories: [],
    };
  } catch (error) {
    throw formFailure(error);
  }
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  privatePageMeta(loaded?.exam ? `Edit the ${loaded.exam.name} exam` : "Add exam");

export function action(args: Route.ActionArgs) {
  return adminSaveAction(args, {
    notFound: ExamAdminMessages.examNotFound,
    schema: saveExamSchema,
    save: (input, { actor }) => saveExam(args.context.db, actor, input),
    messages: ExamAdminMessages,
    // A new exam's next step is its questions.
    backTo: (saved) => (args.params.id ? "/admin/exams" : `/admin/exams/${saved.id}/questions`),
  });
}

/** /admin/exams/new and /admin/exams/{id}: an exam's settings; its questions have their own page. */
export default function ExamEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { exam, categories } = loaderData;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/exams" size="sm">
        ← All exams
      </Anchor>
      <Group justify="space-between" align="center">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {exam ? `${exam.name} exam` : "Add exam"}
        </Title>
        {exam && (
          <Button
            component={Link}
            to={`/admin/exams/${exam.id}/questions`}
            variant="light"
            leftSection={<IconListDetails size={18} aria-hidden />}
          >
            Questions ({exam.bankSize})
          </Button>
        )}
      </Group>
      {exam ? (
        <Text c="dimmed" size="sm">
          In {exam.parentName}; learners take it at /user/my-exam/{exam.slug}.
        </Text>
      ) : (
        <Text c="dimmed" size="sm">
          An exam belongs to a child category and takes its name. Add its questions next, one by one or from a
          CSV file.
        </Text>
      )}
      <AdminEditForm
        key={exam?.updatedAt ?? "new"}
        result={actionData}
        version={exam?.updatedAt}
        cancelTo="/admin/exams"
        submitLabel={exam ? "Save exam" : "Add exam"}
      >
        {(errors) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {!exam && (
              <NativeSelect
                name="category_id"
                label="Category"
                description={categories.length === 0 ? "Every child category has an exam." : undefined}
                withAsterisk
                data={[
                  { value: "", label: "Choose a child category" },
                  ...categories.map((category) => ({ value: String(category.id), label: category.name })),
                ]}
                error={firstError(errors, "category_id")}
              />
            )}
            <TextInput
              name="questions_per_attempt"
              label="Questions per attempt"
              description="Drawn from the bank; all of them when it holds fewer."
              withAsterisk
              inputMode="numeric"
              defaultValue={String(exam?.questionsPerAttempt ?? 15)}
              error={firstError(errors, "questions_per_attempt")}
            />
            <TextInput
              name="pass_mark_percent"
              label="Pass mark (%)"
              withAsterisk
              inputMode="numeric"
              defaultValue={String(exam?.passMarkPercent ?? 70)}
              error={firstError(errors, "pass_mark_percent")}
            />
            <TextInput
              name="cooling_off_hours"
              label="Hours between attempts"
              withAsterisk
              inputMode="numeric"
              defaultValue={String(exam?.coolingOffHours ?? 24)}
              error={firstError(errors, "cooling_off_hours")}
            />
            <TextInput
              name="validity_months"
              label="Certificates valid for (months)"
              description="Empty: they never expire."
              inputMode="numeric"
              defaultValue={exam?.validityMonths === null ? "" : String(exam?.validityMonths ?? 24)}
              error={firstError(errors, "validity_months")}
            />
            <NativeSelect
              name="status"
              label="Visibility"
              defaultValue={String(exam?.status ?? 1)}
              data={VISIBILITY_CHOICES}
              error={firstError(errors, "status")}
            />
          </SimpleGrid>
        )}
      </AdminEditForm>
    </Stack>
  );
}
