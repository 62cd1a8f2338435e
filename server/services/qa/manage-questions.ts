/**
 * The admin area's question editor: a paged, searchable list of questions (one category's or
 * all), and adding, editing, hiding, showing and deleting them. The answer is stored as the seed
 * stores it: code blocks highlighted on the server, then sanitised, with its plain text beside it
 * for full-text search. Every change is checked against the version the admin saw and recorded
 * in the audit log in its own transaction.
 */
import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { categories, qaItems, type QaItem } from "../../db/schema/index.ts";
import { ADMIN_PAGE_SIZE } from "../../../shared/admin/admin-messages.ts";
import {
  QUESTION_LIST_COUNT_CAP,
  QUESTION_SEARCH_COUNT_CAP,
  QuestionMessages,
} from "../../../shared/admin/content-messages.ts";
import type {
  DeleteContentInput,
  ListQuestionsInput,
  SaveQuestionInput,
  SetVisibilityInput,
} from "../../../shared/admin/content-schemas.ts";
import { slugify } from "../../../shared/text/slugify.ts";
import { recordAudit, type AdminActor } from "../admin/audit-log.ts";
import { lockForEdit } from "../admin/stale-edit.ts";
import { htmlToText } from "../content/sanitize-html.ts";
import { storedHtml } from "../content/stored-html.ts";
import { invalidField, notFound } from "../service-error.ts";
import { questionSearch } from "./list-category-qa.ts";
import { recordSanitisedAnswers } from "./sanitised-answers.ts";
import { adminLastPage, adminPage, adminPageOffset, cappedCount } from "../admin/admin-page.ts";
import { deleteRow } from "../admin/delete-row.ts";
import { setRowVisibility } from "../admin/set-visibility.ts";
import { withUniqueSlug } from "../content/slugs.ts";
import { isPublicQuestion } from "../content/visibility.ts";

/** The question as the audit log keeps it (the answer's HTML included: it is what was edited). */
const audited = (item: QaItem) => ({
  id: item.id,
  categoryId: item.categoryId,
  slug: item.slug,
  question: item.question,
  answer: item.answer,
  sortOrder: item.sortOrder,
  status: item.status,
  updatedAt: item.updatedAt.toISOString(),
});

/**
 * What the list shows of a question (not its answer), and whether the public sees it
 * (visibility.ts: not while it, its category or its main category is hidden).
 */
const listColumns = {
  id: qaItems.id,
  categoryId: qaItems.categoryId,
  categoryName: categories.name,
  categorySlug: categories.slug,
  slug: qaItems.slug,
  question: qaItems.question,
  sortOrder: qaItems.sortOrder,
  status: qaItems.status,
  updatedAt: qaItems.updatedAt,
  isPublic: sql<boolean>`${isPublicQuestion()}`,
};

/**
 * A page of questions, hidden ones included. One category's are in the editors' order
 * (qa_items_category_sort_idx), all categories' newest first (the primary key); a search matches
 * as the public list's does (full text, else a substring of the question). Rows are counted up to
 * QUESTION_LIST_COUNT_CAP, a search's matches up to QUESTION_SEARCH_COUNT_CAP, and pages end
 * there: past it the admin narrows the list.
 */
export async function listAdminQuestions(db: Database, input: ListQuestionsInput) {
  const inCategory = input.category_id === undefined ? undefined : eq(qaItems.categoryId, input.category_id);
  let where = inCategory;
  let total: number;
  const cap = input.search === "" ? QUESTION_LIST_COUNT_CAP : QUESTION_SEARCH_COUNT_CAP;
  if (input.search === "") {
    total = await cappedCount(db, qaItems, where, cap);
  } else {
    const { fullText, inQuestion } = questionSearch(input.search);
    where = and(inCategory, fullText);
    total = await cappedCount(db, qaItems, where, cap);
    if (total === 0) {
      where = and(inCategory, inQuestion);
      total = await cappedCount(db, qaItems, where, cap);
    }
  }
  const more = total > cap;
  const page = Math.min(input.page, adminLastPage(Math.min(total, cap)));
  const order =
    input.category_id === undefined ? [desc(qaItems.id)] : [asc(qaItems.sortOrder), asc(qaItems.id)];
  const rows = await db
    .select(listColumns)
    .from(qaItems)
    .innerJoin(categories, eq(categories.id, qaItems.categoryId))
    .where(where)
    .orderBy(...order)
    .limit(ADMIN_PAGE_SIZE)
    .offset(adminPageOffset(page));
  return { ...adminPage(rows, Math.min(total, cap), page), more, cap };
}

/** One question with its category, for its edit form, or 404 (hidden ones included). */
export async function getAdminQuestion(db: Database, id: number) {
  const [row] = await db
    .select({ item: qaItems, categoryName: categories.name, categorySlug: categories.slug })
    .from(qaItems)
    .innerJoin(categories, eq(categories.id, qaItems.categoryId))
    .where(eq(qaItems.id, id))
    .limit(1);
  if (!row) throw notFound(QuestionMessages.notFound);
  return row;
}

/** The child categories a question can belong to, grouped under their main category's name. */
export async function listQuestionCategories(db: Database) {
  const main = alias(categories, "main");
  return db
    .select({ id: categories.id, name: categories.name, mainName: main.name })
    .from(categories)
    .innerJoin(main, eq(main.id, categories.parentId))
    .orderBy(asc(main.sortOrder), asc(main.id), asc(categories.sortOrder), asc(categories.id));
}

/** The answer as every stored answer is (storedHtml), with its plain text for search. */
function storedAnswer(html: string) {
  const answer = storedHtml(html);
  const answerText = htmlToText(answer);
  if (answerText.trim() === "") throw invalidField("answer", QuestionMessages.answerRequired);
  return { answer, answerText };
}

/**
 * Adds a question, or edits question `id` at the version the admin saw. The category must be a
 * child category (the unit of the Q&A pages). A slug left empty is made from the question and the
 * new row's id when adding, and kept as it is when editing.
 */
export async function saveQuestion(
  db: Database,
  actor: AdminActor,
  input: SaveQuestionInput,
): Promise<QaItem> {
  const { answer, answerText } = storedAnswer(input.answer);
  const fields = {
    categoryId: input.category_id,
    question: input.question,
    answer,
    answerText,
    sortOrder: input.sort_order ?? 0,
    status: input.status,
  };
  return withUniqueSlug("qa_items_slug_unique", QuestionMessages.slugTaken, () =>
    db.transaction(async (tx) => {
      const [category] = await tx
        .select({ parentId: categories.parentId })
        .from(categories)
        .where(eq(categories.id, input.category_id))
        .for("share");
      if (!category) throw invalidField("category_id", QuestionMessages.categoryNotFound);
      if (category.parentId === null) throw invalidField("category_id", QuestionMessages.categoryNotChild);

      if (input.id === undefined) {
        // The id is known only once inserted: a provisional unique slug, then the final one.
        const provisional = `new-${randomBytes(8).toString("hex")}`;
        const [inserted] = await tx
          .insert(qaItems)
          .values({ ...fields, slug: input.slug ?? provisional })
          .returning();
        let created = inserted!;
        if (input.slug === undefined) {
          const base = slugify(input.question, 70) || "question";
          [created] = (await tx
            .update(qaItems)
            .set({ slug: `${base}-${created.id}` })
            .where(eq(qaItems.id, created.id))
            .returning()) as [QaItem];
        }
        await recordSanitisedAnswers(tx, [created]);
        await recordAudit(tx, actor, {
          action: "question.create",
          entityType: "question",
          entityId: created.id,
          before: null,
          after: audited(created),
        });
        return created;
      }
      const before = await lockForEdit(tx, qaItems, input.id, input.updated_at!, "question");
      const [updated] = await tx
        .update(qaItems)
        .set({ ...fields, slug: input.slug ?? before.slug })
        .where(eq(qaItems.id, input.id))
        .returning();
      await recordSanitisedAnswers(tx, [updated!]);
      await recordAudit(tx, actor, {
        action: "question.update",
        entityType: "question",
        entityId: input.id,
        before: audited(before),
        after: audited(updated!),
      });
      return updated!;
    }),
  );
}

/** Hides (status 0) or shows (1) a question. */
export async function setQuestionVisibility(
  db: Database,
  actor: AdminActor,
  input: SetVisibilityInput,
): Promise<QaItem> {
  return db.transaction(async (tx) => {
    const before = await lockForEdit(tx, qaItems, input.id, input.updated_at, "question");
    return setRowVisibility(tx, actor, {
      table: qaItems,
      entityType: "question",
      before,
      status: input.status,
      audited,
    });
  });
}

/** Deletes a question at the version the admin saw (no other row refers to a question). */
export async function deleteQuestion(
  db: Database,
  actor: AdminActor,
  input: DeleteContentInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockForEdit(tx, qaItems, input.id, input.updated_at, "question");
    await deleteRow(tx, actor, {
      table: qaItems,
      entityType: "question",
      id: before.id,
      before: audited(before),
    });
  });
}
