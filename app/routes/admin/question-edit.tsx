// NativeSelect draws its chevron with a Combobox class.
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Anchor, NativeSelect, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { Link } from "react-router";
import { QUESTION_MAX_LENGTH, QuestionMessages, VISIBILITY_CHOICES } from "@shared/admin/content-messages";
import { saveQuestionSchema } from "@shared/admin/content-schemas";
import { MAX_SLUG_LENGTH } from "@shared/forms/schema-fields";
import { getAdminQuestion, listQuestionCategories, saveQuestion } from "@server/services/qa/manage-questions";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { categoryOptions } from "~/features/admin/category-options";
import { formFailure } from "~/forms/form-action.server";
import { firstError } from "~/forms/form-feedback";
import { adminSaveAction } from "./admin-save-action.server";
import { editedRowIdOf, requireAdmin } from "./admin-session.server";
import type { Route } from "./+types/question-edit";
import { AdminEditForm } from "~/features/admin/admin-edit-form";
import { RichTextField } from "~/features/admin/rich-text-field";
import { DisplayOrderInput } from "~/features/admin/display-order-input";

export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const id = editedRowIdOf(params, QuestionMessages.notFound);
  try {
    const [found, categories] = await Promise.all([
      id === undefined ? undefined : getAdminQuestion(context.db, id),
      listQuestionCategories(context.db),
    ]);
    // /admin/questions/new?category=… starts in that category.
    const suggested = Number(url.searchParams.get("category"));
    return {
      categories,
      newCategoryId: categories.some((category) => category.id === suggested) ? suggested : undefined,
      question: found && {
        id: found.item.id,
        categoryId: found.item.categoryId,
        categorySlug: found.categorySlug,
        question: found.item.question,
        slug: found.item.slug,
        answer: found.item.answer,
        sortOrder: found.item.sortOrder,
        status: found.item.status,
        updatedAt: found.item.updatedAt.toISOString(),
      },
    };
  } catch (error) {
    // A question deleted meanwhile: the 404 page.
    throw formFailure(error);
  }
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  privatePageMeta(loaded?.question ? "Edit question" : "Add question");

/** Adds or saves the question of the address, then back to its category's list. */
export function action(args: Route.ActionArgs) {
  return adminSaveAction(args, {
    notFound: QuestionMessages.notFound,
    schema: saveQuestionSchema,
    save: (input, { actor }) => saveQuestion(args.context.db, actor, input),
    messages: QuestionMessages,
    backTo: (saved) => `/admin/questions?category=${saved.categoryId}`,
  });
}

export default function QuestionEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { question, categories, newCategoryId } = loaderData;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/questions" size="sm">
        ← All questions
      </Anchor>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {question ? "Edit question" : "Add question"}
      </Title>
      {question && (
        <Anchor href={`/question-answer/${question.categorySlug}`} size="sm">
          Its public page: /question-answer/{question.categorySlug}
        </Anchor>
      )}
      <AdminEditForm
        key={question?.updatedAt ?? "new"}
        result={actionData}
        version={question?.updatedAt}
        cancelTo="/admin/questions"
        submitLabel={question ? "Save question" : "Add question"}
      >
        {(errors) => (
          <>
            <NativeSelect
              name="category_id"
              label="Category"
              withAsterisk
              defaultValue={String(question?.categoryId ?? newCategoryId ?? "")}
              data={[{ value: "", label: "Choose a category" }, ...categoryOptions(categories)]}
              error={firstError(errors, "category_id")}
            />
            <TextInput
              name="question"
              label="Question"
              withAsterisk
              defaultValue={question?.question}
              maxLength={QUESTION_MAX_LENGTH}
              error={firstError(errors, "question")}
            />
            <RichTextField
              name="answer"
              label="Answer"
              required
              initialHtml={question?.answer ?? ""}
              error={firstError(errors, "answer")}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput
                name="slug"
                label="Slug"
                description="Empty: made from the question."
                defaultValue={question?.slug}
                maxLength={MAX_SLUG_LENGTH}
                error={firstError(errors, "slug")}
              />
              <DisplayOrderInput
                defaultValue={question?.sortOrder ?? 0}
                error={firstError(errors, "sort_order")}
              />
              <NativeSelect
                name="status"
                label="Visibility"
                withAsterisk
                defaultValue={String(question?.status ?? 1)}
                data={VISIBILITY_CHOICES}
                error={firstError(errors, "status")}
              />
            </SimpleGrid>
          </>
        )}
      </AdminEditForm>
    </Stack>
  );
}
