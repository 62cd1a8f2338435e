import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { QuestionMessages } from "@shared/admin/content-messages";
import {
  deleteQuestion,
  listAdminQuestions,
  listQuestionCategories,
  setQuestionVisibility,
} from "@server/services/qa/manage-questions";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { AdminListPage } from "~/features/admin/admin-list-page";
import { categoryOptions } from "~/features/admin/category-options";
import { ContentRow } from "~/features/admin/content-row";
import { FilteredSearchForm } from "~/features/admin/filtered-search-form";
import { PublicPageLink } from "~/features/admin/public-page-link";
import { adminListData, readAdminListFilter, readAdminListParams } from "./admin-list.server";
import { requireAdmin } from "./admin-session.server";
import { contentRowAction } from "./content-row-action.server";
import type { Route } from "./+types/questions";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const params = readAdminListParams(url);
  const categories = await listQuestionCategories(context.db);
  const categoryId = readAdminListFilter(url, "category", categories);
  const found = await listAdminQuestions(context.db, { ...params, category_id: categoryId });
  return {
    categoryId,
    categories,
    more: found.more,
    cap: found.cap,
    ...adminListData(params, found, (row) => ({
      id: row.id,
      question: row.question,
      categoryName: row.categoryName,
      categorySlug: row.categorySlug,
      status: row.status,
      isPublic: row.isPublic,
      sortOrder: row.sortOrder,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

export const meta: Route.MetaFunction = () => privatePageMeta("Questions");

export function action({ request, context }: Route.ActionArgs) {
  return contentRowAction(request, context, {
    setVisibility: setQuestionVisibility,
    remove: deleteQuestion,
    messages: QuestionMessages,
  });
}

// Its answer is a toast, shown before the list is read again.
export { toastRowAnswer as clientAction } from "~/features/admin/content-row-answer";

/** /admin/questions: every category's questions newest first, or one category's in order; searched and paged on the server. */
export default function Questions({ loaderData }: Route.ComponentProps) {
  const { search, categoryId, categories, page, lastPage, total, more, cap, rows } = loaderData;
  const count = more
    ? `More than ${cap.toLocaleString("en-US")} questions: choose a category or search more precisely to narrow them`
    : `${total} ${total === 1 ? "question" : "questions"}`;
  return (
    <AdminListPage
      title="Questions"
      actions={
        <Button
          component={Link}
          to={categoryId ? `/admin/questions/new?category=${categoryId}` : "/admin/questions/new"}
          leftSection={<IconPlus size={18} aria-hidden />}
        >
          Add question
        </Button>
      }
      search={{
        query: search,
        form: (
          <FilteredSearchForm
            filter={{
              name: "category",
              label: "Category",
              value: categoryId,
              every: "Every category",
              options: categoryOptions(categories),
              flex: "1 1 14rem",
            }}
            search={{
              query: search,
              label: "Search questions and answers",
              placeholder: "Words of the question or answer",
              flex: "2 1 16rem",
            }}
          />
        ),
      }}
      total={total}
      nouns={["question", "questions"]}
      countText={count}
      rows={rows}
      empty="No question matches."
      pages={{
        page,
        lastPage,
        label: "Pages of questions",
        filters: { category: categoryId ? String(categoryId) : null },
      }}
      auditLog={{ entityType: "question", label: "Changes to questions in the audit log" }}
    >
      {(question) => (
        <ContentRow
          key={question.id}
          testId="question-row"
          id={question.id}
          title={question.question}
          noun="question"
          href={`/admin/questions/${question.id}`}
          updatedAt={question.updatedAt}
          status={question.status}
        >
          {question.categoryName} · order {question.sortOrder}
          {/* The question is shown on its category's page. */}
          <PublicPageLink
            path={`/question-answer/${question.categorySlug}`}
            isPublic={question.isPublic}
            status={question.status}
            hiddenWith="its category"
          >
            public page
          </PublicPageLink>
        </ContentRow>
      )}
    </AdminListPage>
  );
}
