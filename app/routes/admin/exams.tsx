import { Anchor, Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { ExamAdminMessages } from "@shared/exams/exam-admin-messages";
import { formatPercent } from "@shared/text/percent";
import { deleteExam, listAdminExams, setExamVisibility } from "@server/services/exams/manage-exams";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { AdminListPage } from "~/features/admin/admin-list-page";
import { ContentRow } from "~/features/admin/content-row";
import { adminListData, readAdminListParams } from "./admin-list.server";
import { requireAdmin } from "./admin-session.server";
import { contentRowAction } from "./content-row-action.server";
import type { Route } from "./+types/exams";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const params = readAdminListParams(url);
  const found = await listAdminExams(context.db, params);
  return adminListData(params, found, (exam) => ({
    id: exam.id,
    name: exam.name,
    parentName: exam.parentName,
    bankSize: exam.bankSize,
    questionsPerAttempt: exam.questionsPerAttempt,
    passMarkPercent: exam.passMarkPercent,
    status: exam.status,
    // What deleteExam refuses; its 409 stays for an attempt started meanwhile.
    keptBecause: exam.keptBecause,
    updatedAt: exam.updatedAt.toISOString(),
  }));
}

export const meta: Route.MetaFunction = () => privatePageMeta("Exams");

export function action({ request, context }: Route.ActionArgs) {
  return contentRowAction(request, context, {
    setVisibility: setExamVisibility,
    remove: deleteExam,
    messages: ExamAdminMessages,
  });
}

// Its answer is a toast, shown before the list is read again.
export { toastRowAnswer as clientAction } from "~/features/admin/content-row-answer";

const questions = (count: number) => `${count} ${count === 1 ? "question" : "questions"}`;

/** /admin/exams: every exam by name (its child category's), hidden ones included; hidden, shown or deleted in place. */
export default function Exams({ loaderData }: Route.ComponentProps) {
  const { search, page, lastPage, total, rows } = loaderData;
  return (
    <AdminListPage
      title="Exams"
      actions={
        <Button component={Link} to="/admin/exams/new" leftSection={<IconPlus size={18} aria-hidden />}>
          Add exam
        </Button>
      }
      search={{ query: search, label: "Search by name", placeholder: "Words of the exam's name" }}
      total={total}
      nouns={["exam", "exams"]}
      rows={rows}
      empty="No exam matches."
      pages={{ page, lastPage, label: "Pages of exams" }}
      auditLog={{ entityType: "exam", label: "Changes to exams in the audit log" }}
    >
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
          keptBecause={exam.keptBecause}
        >
          in {exam.parentName} ·{" "}
          <Anchor component={Link} to={`/admin/exams/${exam.id}/questions`} size="sm">
            {questions(exam.bankSize)}
          </Anchor>{" "}
          · {questions(exam.questionsPerAttempt)} an attempt · pass mark {formatPercent(exam.passMarkPercent)}
        </ContentRow>
      )}
    </AdminListPage>
  );
}
