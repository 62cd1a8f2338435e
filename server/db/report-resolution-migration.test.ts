/**
 * Migration 0022 (exam_question_reports.resolution) on a database with reports already: a report
 * an admin dismissed gets "key-stands", one closed by a corrected key "key-corrected", an open one
 * none; from then on a closed report without a resolution (or an open one with one) is refused.
 */
import { expect, it } from "vitest";
import { databaseBeforeMigration } from "../../tests/support/database-before-migration.ts";

const database = databaseBeforeMigration("0022_report_resolution");

it("gives each closed report the resolution its closing left in the audit log, and none to an open one", async () => {
  const pool = database.pool();
  const one = async (sql: string, values: unknown[] = []) => (await pool.query(sql, values)).rows[0];
  const { id: userId } = await one(
    "insert into users (name, email, password_hash) values ('Early Learner', 'early@w3p.example', 'x') returning id",
  );
  const { id: categoryId } = await one(
    "insert into categories (name, slug) values ('Java', 'java') returning id",
  );
  const questionIds: number[] = [];
  for (const number of [1, 2, 3]) {
    const { id } = await one(
      `insert into exam_questions (category_id, question, option_a, option_b, option_c, option_d, correct_option)
       values ($1, $2, 'A', 'B', 'C', 'D', 'a') returning id`,
      [categoryId, `Question ${number}?`],
    );
    questionIds.push(id);
  }
  const { id: attemptId } = await one(
    `insert into exam_attempts (user_id, category_id, duration_seconds, deadline_at, pass_mark_percent, submitted_at, closed_by, score, total, passed)
     values ($1, $2, 3600, now(), 75, now(), 'learner', 1, 3, false) returning id`,
    [userId, categoryId],
  );
  const report = async (questionId: number, resolved: boolean) =>
    (
      await one(
        `insert into exam_question_reports (attempt_id, question_id, reason, resolved_at)
         values ($1, $2, 'wrong-key', ${resolved ? "now()" : "null"}) returning id`,
        [attemptId, questionId],
      )
    ).id as number;
  const dismissed = await report(questionIds[0]!, true);
  const corrected = await report(questionIds[1]!, true);
  const open = await report(questionIds[2]!, false);
  await pool.query(
    `insert into audit_log (actor_email, action, entity_type, entity_id, before, after)
     values ('admin@w3p.example', 'exam_report.dismiss', 'exam_report', $1, '{"resolvedAt":null}', '{"resolvedAt":"2026-01-01T00:00:00.000Z"}')`,
    [String(dismissed)],
  );

  await database.migrateRest();

  const rows = await pool.query("select id, resolution from exam_question_reports order by id");
  expect(rows.rows).toEqual([
    { id: dismissed, resolution: "key-stands" },
    { id: corrected, resolution: "key-corrected" },
    { id: open, resolution: null },
  ]);
  // A closed report without a resolution, and an open one with one, are refused.
  for (const [set, id] of [
    ["resolution = null", dismissed],
    ["resolution = 'key-stands'", open],
  ] as const) {
    await expect(
      pool.query(`update exam_question_reports set ${set} where id = $1`, [id]),
    ).rejects.toMatchObject({ code: "23514", constraint: "exam_question_reports_resolution_chk" });
  }
});
