/**
 * What the public may see, decided here once for every query, page, API call, PDF and sitemap
 * (DESIGN.md "Visibility"). Each rule is an SQL condition on the entity's table (or an alias of
 * it), so a query stays one query.
 *
 * - A main category is public when it is published.
 * - A child category is public when it is published and so is its main category: hiding a main
 *   category hides everything under it.
 * - A question is public when it is published and its category is public.
 * - A guide or e-book is public when it is published.
 * - An exam is public (can be read and started) when it is published and its category is a
 *   public child category.
 * - A blog post is public when it is published and its publication time has come (an editor can
 *   schedule a post); its category or tags never hide it.
 * - A PDF folder is public when it is published; a PDF when it is published and so is its folder
 *   (its file at /files/pdf/… included).
 * - A tutorial is public when it is published (its .torrent and web-seed files included).
 * - An exam question is in the exam's bank, drawn for new attempts and counted in its size, when
 *   it is published; a hidden (retired) one stays in the attempts that asked it.
 */
import { eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  CONTENT_STATUS,
  blogPosts,
  categories,
  examQuestions,
  exams,
  pdfCategories,
  pdfDocuments,
  qaItems,
  services,
  torrentTutorials,
} from "../../db/schema/index.ts";

const PUBLISHED = CONTENT_STATUS.published;

/** The columns a rule reads, from the table itself or from an alias of it. */
type CategoryColumns = { status: AnyPgColumn; parentId: AnyPgColumn };
type QuestionColumns = { status: AnyPgColumn; categoryId: AnyPgColumn };
type ExamColumns = { status: AnyPgColumn; categoryId: AnyPgColumn };

/** The one category rule, on any pair of columns (a table's, an alias's, a subquery's). */
function categoryIsPublic(status: SQLWrapper, parentId: SQLWrapper): SQL {
  // The subquery's alias hides the table's own name inside it, so `parentId` always means the
  // outer row's column, whether it belongs to `categories` itself or to an alias of it.
  return sql`(${status} = ${PUBLISHED} and (${parentId} is null or exists (
    select 1 from categories as visibility_main
    where visibility_main.id = ${parentId} and visibility_main.status = ${PUBLISHED}
  )))`;
}

/** The category (main or child) is public. */
export function isPublicCategory(category: CategoryColumns = categories): SQL {
  return categoryIsPublic(category.status, category.parentId);
}

/** The question is public: published, in a public category. */
export function isPublicQuestion(question: QuestionColumns = qaItems): SQL {
  const status = sql.raw("visibility_category.status");
  const parentId = sql.raw("visibility_category.parent_id");
  return sql`(${question.status} = ${PUBLISHED} and exists (
    select 1 from categories as visibility_category
    where visibility_category.id = ${question.categoryId} and ${categoryIsPublic(status, parentId)}
  ))`;
}

/** The guide or e-book is on sale and shown. */
export function isPublicService(service: { status: AnyPgColumn } = services): SQL {
  return eq(service.status, PUBLISHED);
}

/** The exam is public: published, on a public child category (an exam belongs to a Q&A page). */
export function isPublicExam(exam: ExamColumns = exams): SQL {
  const status = sql.raw("visibility_exam_category.status");
  const parentId = sql.raw("visibility_exam_category.parent_id");
  return sql`(${exam.status} = ${PUBLISHED} and exists (
    select 1 from categories as visibility_exam_category
    where visibility_exam_category.id = ${exam.categoryId}
      and visibility_exam_category.parent_id is not null
      and ${categoryIsPublic(status, parentId)}
  ))`;
}

/** The blog post is published and due (a scheduled post stays hidden until its time). */
export function isPublicPost(post: { status: AnyPgColumn; publishedAt: AnyPgColumn } = blogPosts): SQL {
  return sql`(${post.status} = ${PUBLISHED} and ${post.publishedAt} <= now())`;
}

/** The PDF folder is listed on /pdf-books. */
export function isPublicPdfCategory(folder: { status: AnyPgColumn } = pdfCategories): SQL {
  return eq(folder.status, PUBLISHED);
}

/** The PDF is shown: published, in a published folder. */
export function isPublicPdfDocument(
  document: { status: AnyPgColumn; categoryId: AnyPgColumn } = pdfDocuments,
): SQL {
  return sql`(${document.status} = ${PUBLISHED} and exists (
    select 1 from pdf_categories as visibility_pdf_category
    where visibility_pdf_category.id = ${document.categoryId}
      and visibility_pdf_category.status = ${PUBLISHED}
  ))`;
}

/** The exam question may be drawn for a new attempt and counts in its exam's bank. */
export function isShownExamQuestion(question: { status: AnyPgColumn } = examQuestions): SQL {
  return eq(question.status, PUBLISHED);
}

/** The tutorial, its .torrent and its files are offered. */
export function isPublicTorrentTutorial(tutorial: { status: AnyPgColumn } = torrentTutorials): SQL {
  return eq(tutorial.status, PUBLISHED);
}
