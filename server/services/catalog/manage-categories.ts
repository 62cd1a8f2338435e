/**
 * The admin area's category editor: a paged, searchable list of main and child categories, and
 * adding, editing, hiding, showing and deleting them. Every change is checked against the version
 * the admin saw (stale-edit.ts) and recorded in the audit log in its own transaction; the
 * content trigger (migration 0008) drops the cached public pages when it commits.
 */
import { and, asc, count, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database, DatabaseOrTransaction } from "../../db/client.ts";
import { categories, examAttempts, exams, qaItems, type Category } from "../../db/schema/index.ts";
import { ADMIN_PAGE_SIZE } from "../../../shared/admin/admin-messages.ts";
import { CategoryMessages } from "../../../shared/admin/content-messages.ts";
import type {
  DeleteContentInput,
  ListCategoriesInput,
  SaveCategoryInput,
  SetVisibilityInput,
} from "../../../shared/admin/content-schemas.ts";
import { recordAudit, type AdminActor } from "../admin/audit-log.ts";
import { lockForEdit } from "../admin/stale-edit.ts";
import { keepRule } from "../admin/keep-rule.ts";
import { containsEveryWord } from "../content/name-search.ts";
import { isPublicCategory } from "../content/visibility.ts";
import { invalidField, notFound, ServiceError } from "../service-error.ts";
import { adminPage, adminPageOffset } from "../admin/admin-page.ts";
import { deleteRow } from "../admin/delete-row.ts";
import { setRowVisibility } from "../admin/set-visibility.ts";
import { slugToSave, withUniqueSlug } from "../content/slugs.ts";
import { findForeignKeyViolation } from "../../db/postgres-error.ts";

export type AdminCategory = Category & {
  parentName: string | null;
  questionCount: number;
  /** Whether the public sees its page (visibility.ts: not while it or its main category is hidden). */
  isPublic: boolean;
  /** Why deleteCategory refuses it, as the list says it, or null. */
  keptBecause: string | null;
};

/** The category as the audit log keeps it. */
const audited = (category: Category) => ({
  id: category.id,
  parentId: category.parentId,
  name: category.name,
  slug: category.slug,
  sortOrder: category.sortOrder,
  status: category.status,
  metaTitle: category.metaTitle,
  metaDescription: category.metaDescription,
  updatedAt: category.updatedAt.toISOString(),
});

const parent = alias(categories, "parent");

/**
 * What keeps a category: exam attempts (certificates name them: their history stays, so it can
 * only be hidden), then child categories, questions or an exam with its bank (a delete would take
 * them with it). Each from an index on the column.
 */
const categoryKept = keepRule(categories, [
  {
    holds: sql`exists (select 1 from ${examAttempts} where ${examAttempts}.category_id = ${categories}.id)`,
    listed: CategoryMessages.keptInUse,
    refused: CategoryMessages.inUse,
  },
  {
    holds: sql`exists (select 1 from ${categories} as child where child.parent_id = ${categories}.id)`,
    listed: CategoryMessages.keptChildren,
    refused: CategoryMessages.hasChildren,
  },
  {
    holds: sql`exists (select 1 from ${qaItems} where ${qaItems}.category_id = ${categories}.id)`,
    listed: CategoryMessages.keptQuestions,
    refused: CategoryMessages.hasQuestions,
  },
  {
    holds: sql`exists (select 1 from ${exams} where ${exams}.category_id = ${categories}.id)`,
    listed: CategoryMessages.keptExam,
    refused: CategoryMessages.hasExam,
  },
]);

/** Categories with their parent's name, how many questions each holds and what keeps it. */
function adminCategoryRows(db: Database) {
  return db
    .select({
      category: categories,
      parentName: parent.name,
      // Counted for the rows returned only (PostgreSQL evaluates it after the LIMIT), each from the
      // index on (category_id, sort_order, id).
      questionCount: sql<number>`(select count(*) from ${qaItems} where ${qaItems.categoryId} = ${categories.id})::int`,
      isPublic: sql<boolean>`${isPublicCategory()}`,
      keptBecause: categoryKept.keptBecause(),
    })
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId));
}

const toAdminCategory = ({
  category,
  ...counts
}: {
  category: Category;
  parentName: string | null;
  questionCount: number;
  isPublic: boolean;
  keptBecause: string | null;
}): AdminCategory => ({ ...category, ...counts });

/** The list's orders; each ends on the id so that pages never overlap. */
const ORDERS: Record<ListCategoriesInput["sort"], SQL[]> = {
  // Main categories in menu order, each followed by its children in theirs.
  order: [
    sql`coalesce(${parent.sortOrder}, ${categories.sortOrder})`,
    sql`coalesce(${categories.parentId}, ${categories.id})`,
    sql`${categories.parentId} is not null`,
    asc(categories.sortOrder),
    asc(categories.id),
  ],
  name: [asc(categories.name), asc(categories.id)],
  newest: [desc(categories.createdAt), desc(categories.id)],
};

/**
 * A page of categories (the table holds hundreds, not millions): every word of `search` in the
 * name (categories_name_trgm_idx), optionally the children of one main category, with the parent's
 * name and how many questions each holds.
 */
export async function listAdminCategories(db: Database, input: ListCategoriesInput) {
  const where = and(
    containsEveryWord(categories.name, input.search),
    input.parent_id === undefined ? undefined : eq(categories.parentId, input.parent_id),
  );
  const [rows, [totalRow]] = await Promise.all([
    adminCategoryRows(db)
      .where(where)
      .orderBy(...ORDERS[input.sort])
      .limit(ADMIN_PAGE_SIZE)
      .offset(adminPageOffset(input.page)),
    db.select({ n: count() }).from(categories).where(where),
  ]);
  const total = totalRow?.n ?? 0;
  return adminPage(rows.map(toAdminCategory), total, input.page);
}

/** One category for its edit form, or 404 (hidden ones included: the admin sees everything). */
export async function getAdminCategory(db: Database, id: number): Promise<AdminCategory> {
  const [row] = await adminCategoryRows(db).where(eq(categories.id, id)).limit(1);
  if (!row) throw notFound(CategoryMessages.notFound);
  return toAdminCategory(row);
}

/** Main categories, in menu order: the parent picker and the question editor's category groups. */
export async function listMainCategories(db: Database) {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(isNull(categories.parentId))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}

/** A parent must exist, be a main category and not be the category itself. */
async function checkParent(tx: DatabaseOrTransaction, id: number | undefined, parentId: number | undefined) {
  if (parentId === undefined) return;
  if (parentId === id) throw invalidField("parent_id", CategoryMessages.ownParent);
  const [row] = await tx
    .select({ parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.id, parentId))
    .for("share");
  if (!row) throw invalidField("parent_id", CategoryMessages.parentNotFound);
  if (row.parentId !== null) throw invalidField("parent_id", CategoryMessages.parentNotMain);
}

async function hasChildren(tx: DatabaseOrTransaction, id: number) {
  const [child] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.parentId, id))
    .limit(1);
  return child !== undefined;
}

/**
 * Adds a category, or edits category `id` at the version the admin saw. The slug is the one
 * given or else made from the name; a slug another category has is refused (422), whichever
 * save got there first.
 */
export async function saveCategory(
  db: Database,
  actor: AdminActor,
  input: SaveCategoryInput,
): Promise<Category> {
  const slug = slugToSave(input.slug, { name: input.name });
  const fields = {
    name: input.name,
    slug,
    parentId: input.parent_id ?? null,
    sortOrder: input.sort_order ?? 0,
    status: input.status,
    metaTitle: input.meta_title,
    metaDescription: input.meta_description,
  };
  return withUniqueSlug("categories_slug_unique", CategoryMessages.slugTaken, () =>
    db.transaction(async (tx) => {
      await checkParent(tx, input.id, input.parent_id);
      if (input.id === undefined) {
        const [created] = await tx.insert(categories).values(fields).returning();
        await recordAudit(tx, actor, {
          action: "category.create",
          entityType: "category",
          entityId: created!.id,
          before: null,
          after: audited(created!),
        });
        return created!;
      }
      const before = await lockForEdit(tx, categories, input.id, input.updated_at!, "category");
      if (before.parentId === null && fields.parentId !== null && (await hasChildren(tx, before.id))) {
        throw invalidField("parent_id", CategoryMessages.hasChildrenToMove);
      }
      const [updated] = await tx
        .update(categories)
        .set(fields)
        .where(eq(categories.id, input.id))
        .returning();
      await recordAudit(tx, actor, {
        action: "category.update",
        entityType: "category",
        entityId: input.id,
        before: audited(before),
        after: audited(updated!),
      });
      return updated!;
    }),
  );
}

/** Hides (status 0) or shows (1) a category: the visibility rule then hides or shows all it holds. */
export async function setCategoryVisibility(
  db: Database,
  actor: AdminActor,
  input: SetVisibilityInput,
): Promise<Category> {
  return db.transaction(async (tx) => {
    const before = await lockForEdit(tx, categories, input.id, input.updated_at, "category");
    return setRowVisibility(tx, actor, {
      table: categories,
      entityType: "category",
      before,
      status: input.status,
      audited,
    });
  });
}

/**
 * Deletes an empty category at the version the admin saw; what categoryKept names is refused
 * (409), and such a category can be hidden instead.
 */
export async function deleteCategory(
  db: Database,
  actor: AdminActor,
  input: DeleteContentInput,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const before = await lockForEdit(tx, categories, input.id, input.updated_at, "category");
      await categoryKept.refuseDelete(tx, before.id);
      await deleteRow(tx, actor, {
        table: categories,
        entityType: "category",
        id: before.id,
        before: audited(before),
      });
    });
  } catch (error) {
    // An exam attempt started meanwhile names it.
    if (findForeignKeyViolation(error)) throw new ServiceError(409, CategoryMessages.inUse);
    throw error;
  }
}
