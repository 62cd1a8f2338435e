import { Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { ADMIN_SEARCH_MAX_LENGTH } from "@shared/admin/admin-messages";
import { ExamAdminMessages } from "@shared/exams/exam-admin-messages";
import { deleteExam, listAdminExams, setExamVisibility } from "@server/services/exams/manage-exams";
import { RowList } from "~/components/lists/row-list";
import { LinkPagination } from "~/components/navigation/link-pagination";
import { ListSearchForm } from "~/components/navigation/list-search-form";
import { readListPage, readListQuery } from "~/components/navigation/list-location";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { ContentRow } from "~/features/admin/content-row";
import { requireAdmin } from "./admin-session.server";
import { contentRowAction } from "./content-row-action.server";
import type { Route } from "./+types/exams";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const search = readListQuery(url.searchParams.get("q"), ADMIN_SEARCH_MAX_LENGTH);
  const found = await listAdminExams(context.db, {
    search,
    page: readListPage(url.searchParams.get("page")),
  });
  return {
    search,
    page: found.page,
    lastPage: found.lastPage,
    total: found.total,
    exams: found.rows.map((exam) => ({
      id: exam.id,
      name: exam.name,
      parentName: exam.parentName,
      bankSize: exam.bankSize,
      questionsPerAttempt: exam.questionsPerAttempt,
      passMarkPercent: exam.passMarkPercent,
      status: exam.status,
      updatedAt: exam.updatedAt.toISOString(),
    })),
  };
}

export const meta: Route.MetaFunction = () => privatePageMeta("Exams");

export function action({ request, context }: Route.ActionArgs) {
  return contentRowAction(request, context, {
    setVisibility: setExamVisibility,
    remove: deleteExam,
    messages: ExamAdminMessages,
  });
}

const questions = (count: number) => `${count} ${count === 1 ? "question" : "questions"}`;

/** /admin/exams: every exam by name (its child category's), hidden ones included; hidden, shown or deleted in place. */
export default function Exams({ loaderData }: Route.ComponentProps) {
  const { search, page, lastPage, total, exams } = loaderData;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Exams
        </Title>
        <Button component={Link} to="/admin/exams/new" leftSection={<IconPlus size={18} aria-hidden />}>
          Add exam
        </Button>
      </Group>
      <ListSearchForm
        query={search}
        label="Search by name"
        placeholder="Words of the exam's name"
        maxLength={ADMIN_SEARCH_MAX_LENGTH}
      />
      <Text c="dimmed" size="sm">
        {total} {total === 1 ? "exam" : "exams"}
      </Text>
      <RowList rows={exams} gap="sm" empty={<Text c="dimmed">No exam matches.</Text>}>
        {(exam) => (
          <ContentRow
            key={exam.id}
            testId="exam-row"
            id={exam.id}
            title={exam.name}
            noun="exam"
            href={`/admin/exams/${exam.id}`}
            updatedAt={exam.updatedAt}
            status={exam.status}
          >
            in {exam.parentName} ·{" "}
            <Anchor component={Link} to={`/admin/exams/${exam.id}/questions`} size="sm">
              {questions(exam.bankSize)}
            </Anchor>{" "}
            · {questions(exam.questionsPerAttempt)} an attempt · pass mark {exam.passMarkPercent}%
          </ContentRow>
        )}
      </RowList>
      <LinkPagination page={page} lastPage={lastPage} query={search} label="Pages of exams" />
      <Anchor component={Link} to="/admin/audit-log?entity_type=exam" size="sm">
        Changes to exams in the audit log
      </Anchor>
    </Stack>
  );
}
