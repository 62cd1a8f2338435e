import "@mantine/core/styles/Input.css";
// NativeSelect draws its chevron with a Combobox class.
import "@mantine/core/styles/Combobox.css";
import { Anchor, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { Form, Link } from "react-router";
import { ADMIN_SEARCH_MAX_LENGTH } from "@shared/admin/admin-messages";
import { QuestionMessages } from "@shared/admin/content-messages";
import {
  deleteQuestion,
  listAdminQuestions,
  listQuestionCategories,
  setQuestionVisibility,
} from "@server/services/qa/manage-questions";
import { RowList } from "~/components/lists/row-list";
import { LinkPagination } from "~/components/navigation/link-pagination";
import { readListFilterId, readListPage, readListQuery } from "~/components/navigation/list-location";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { categoryOptions } from "~/features/admin/category-options";
import { ContentRow } from "~/features/admin/content-row";
import { requireAdmin } from "./admin-session.server";
import { contentRowAction } from "./content-row-action.server";
import type { Route } from "./+types/questions";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const search = readListQuery(url.searchParams.get("q"), ADMIN_SEARCH_MAX_LENGTH);
  // Any other value is "every category", as an old or mistyped link lands on page 1.
  const chosen = readListFilterId(url.searchParams.get("category"));
  const categories = await listQuestionCategories(context.db);
  const categoryId = categories.some((category) => category.id === chosen) ? chosen : undefined;
  const found = await listAdminQuestions(context.db, {
    search,
    category_id: categoryId,
    page: readListPage(url.searchParams.get("page")),
  });
  return {
    search,
    categoryId,
    categories,
    page: found.page,
    lastPage: found.lastPage,
    total: found.total,
    more: found.more,
    cap: found.cap,
    questions: found.rows.map((row) => ({
      id: row.id,
      question: row.question,
      categoryName: row.categoryName,
      categorySlug: row.categorySlug,
      status: row.status,
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

/** /admin/questions: every category's questions newest first, or one category's in order; searched and paged on the server. */
export default function Questions({ loaderData }: Route.ComponentProps) {
  const { search, categoryId, categories, page, lastPage, total, more, cap, questions } = loaderData;
  const count = more
    ? `More than ${cap.toLocaleString("en-US")} questions: choose a category or search more precisely to narrow them`
    : `${total} ${total === 1 ? "question" : "questions"}`;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Questions
        </Title>
        <Button
          component={Link}
          to={categoryId ? `/admin/questions/new?category=${categoryId}` : "/admin/questions/new"}
          leftSection={<IconPlus size={18} aria-hidden />}
        >
          Add question
        </Button>
      </Group>
      <Form method="get" role="search">
        <Group gap="xs" align="flex-end" wrap="wrap">
          <NativeSelect
            key={`category-${categoryId ?? ""}`}
            name="category"
            label="Category"
            defaultValue={categoryId ? String(categoryId) : ""}
            data={[{ value: "", label: "Every category" }, ...categoryOptions(categories)]}
            flex="1 1 14rem"
          />
          <TextInput
            key={`q-${search}`}
            name="q"
            label="Search questions and answers"
            placeholder="Words of the question or answer"
            defaultValue={search}
            maxLength={ADMIN_SEARCH_MAX_LENGTH}
            leftSection={<IconSearch size={16} aria-hidden />}
            flex="2 1 16rem"
          />
          <Button type="submit">Search</Button>
        </Group>
      </Form>
      <Text c="dimmed" size="sm">
        {count}
      </Text>
      <RowList rows={questions} gap="sm" empty={<Text c="dimmed">No question matches.</Text>}>
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
            {question.categoryName} · order {question.sortOrder} ·{" "}
            <Anchor href={`/question-answer/${question.categorySlug}`} size="sm">
              public page
            </Anchor>
          </ContentRow>
        )}
      </RowList>
      <LinkPagination
        page={page}
        lastPage={lastPage}
        query={search}
        filters={{ category: categoryId ? String(categoryId) : null }}
        label="Pages of questions"
      />
      <Anchor component={Link} to="/admin/audit-log?entity_type=question" size="sm">
        Changes to questions in the audit log
      </Anchor>
    </Stack>
  );
}
