import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { summarise } from "../../scripts/bench/statistics.ts";
import { CHILDREN_PER_MAIN, planCatalog } from "../../scripts/generate/generated-catalog.ts";
import { insertGeneratedQa, type TargetCategory } from "../../scripts/generate/insert-generated-qa.ts";
import { categories, qaItems } from "../../server/db/schema/index.ts";
import { htmlToText, sanitizeHtml } from "../../server/services/content/sanitize-html.ts";
import { setupTestDatabase } from "../support/test-database.ts";

const database = setupTestDatabase();

describe("planCatalog (npm run db:generate)", () => {
  it("makes 50 main categories of 20 children for 500,000 Q&A, every slug unique", () => {
    const plan = planCatalog(1000, 1);
    expect(plan).toHaveLength(50);
    expect(plan.every((main) => main.children.length === CHILDREN_PER_MAIN)).toBe(true);
    const slugs = plan.flatMap((main) => [main.slug, ...main.children.map((child) => child.slug)]);
    expect(new Set(slugs).size).toBe(1050);
    expect(slugs.every((slug) => /^[a-z0-9-]+-g1$/.test(slug))).toBe(true);
  });

  it("names a second set when there are more categories than areas", () => {
    const plan = planCatalog(60 * CHILDREN_PER_MAIN + 5, 2);
    expect(plan.at(-1)!.name).toMatch(/\(Set 2\)$/);
    expect(plan.at(-1)!.children).toHaveLength(5);
  });
});

describe("insertGeneratedQa", () => {
  it("fills categories in order with plausible, searchable, sanitised Q&A", async () => {
    const [main] = planCatalog(3, 7);
    const [parent] = await database.db
      .insert(categories)
      .values({ name: main!.name, slug: main!.slug })
      .returning({ id: categories.id });
    const targets: TargetCategory[] = [];
    for (const child of main!.children) {
      const [row] = await database.db
        .insert(categories)
        .values({ parentId: parent!.id, name: child.name, slug: child.slug })
        .returning({ id: categories.id });
      targets.push({
        id: row!.id,
        technology: child.technology,
        areaIndex: child.areaIndex,
        language: child.language,
      });
    }

    const client = await database.pool.connect();
    try {
      // Two batches, the second starting in the middle of a category.
      await insertGeneratedQa(client, targets, { first: 1, last: 25, perCategory: 20 });
      await insertGeneratedQa(client, targets, { first: 26, last: 60, perCategory: 20 });
    } finally {
      client.release();
    }

    expect(targets).toHaveLength(3);
    const answers: string[] = [];
    for (const target of targets) {
      const rows = await database.db
        .select()
        .from(qaItems)
        .where(eq(qaItems.categoryId, target.id))
        .orderBy(asc(qaItems.sortOrder));
      expect(rows.map((row) => row.sortOrder)).toEqual(Array.from({ length: 20 }, (_, i) => i));
      for (const row of rows) {
        expect(row.question).toContain(target.technology);
        expect(row.question).not.toMatch(/[{}]/);
        expect(row.answer).not.toMatch(/\{[a-z0-9-]+\}/);
        // Stored as the seed stores answers: sanitised HTML and its plain text.
        expect(sanitizeHtml(row.answer)).toBe(row.answer);
        expect(row.answerText).toBe(htmlToText(row.answer));
        expect(row.slug).toMatch(new RegExp(`-${target.id}-${row.sortOrder + 1}$`));
        answers.push(row.answer);
      }
    }
    // Each answer recorded as stored sanitised, as the editor's are: served without sanitising it again.
    const { rows: unrecorded } = await database.db.execute<{ count: string }>(sql`
      SELECT count(*) AS count FROM qa_items q
       WHERE NOT EXISTS (SELECT 1 FROM sanitised_answers s
                          WHERE s.qa_item_id = q.id AND s.answer_sha256 = sha256(convert_to(q.answer, 'UTF8')))`);
    expect(Number(unrecorded[0]!.count)).toBe(0);
    // Some answers carry a code block, as the demo's do.
    expect(answers.filter((answer) => answer.includes("<pre><code"))).not.toEqual([]);

    const technology = targets[0]!.technology;
    const { rows } = await database.db.execute<{ count: string }>(
      sql`SELECT count(*) AS count FROM qa_items WHERE category_id = ${targets[0]!.id}
            AND search @@ websearch_to_tsquery('english', ${technology})`,
    );
    expect(Number(rows[0]!.count)).toBe(20);
  });
});

describe("summarise (npm run bench)", () => {
  it("reports min, nearest-rank median and p95", () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(summarise(samples)).toEqual({ min: 1, median: 50, p95: 95, max: 100 });
  });
});
