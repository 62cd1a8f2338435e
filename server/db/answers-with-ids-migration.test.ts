/**
 * Migration 0020 on a database whose answers were stored and fingerprinted before ids in rich
 * text were prefixed: an answer with an id, or a link to one, loses its fingerprint, so it is
 * sanitised under the new rule whenever it is served; an answer without stays served as stored.
 */
import { expect, it } from "vitest";
import { databaseBeforeMigration } from "../../tests/support/database-before-migration.ts";
import { answerSha256, servedAnswer } from "../services/qa/sanitised-answers.ts";

const database = databaseBeforeMigration("0020_answers_with_ids_checked_again");

it("drops the fingerprint of each answer that names an id, and only theirs", async () => {
  const pool = database.pool();
  const { rows: category } = await pool.query(
    "insert into categories (name, slug) values ('Java', 'java-interview-questions') returning id",
  );
  const answers = {
    withId: '<h3 id="__reactRouterContext">Steps</h3><p>Use <code>final</code>.</p>',
    withSpacedId: "<p>Short</p><p class=x ID = 'top'>answer</p>",
    plain: "<p>A <code>HashMap</code> allows one null key.</p>",
    idInText: "<p>The id= attribute names an element.</p>",
    linkWithin: '<p>See <a href="#steps">the steps</a>.</p>',
  };
  const ids: Record<string, number> = {};
  for (const [slug, answer] of Object.entries(answers)) {
    const { rows } = await pool.query(
      "insert into qa_items (category_id, slug, question, answer) values ($1, $2, $2, $3) returning id",
      [category[0].id, slug, answer],
    );
    ids[slug] = rows[0].id;
    await pool.query("insert into sanitised_answers (qa_item_id, answer_sha256) values ($1, $2)", [
      rows[0].id,
      answerSha256(answer),
    ]);
  }

  await database.migrateRest();

  const { rows } = await pool.query<{ slug: string; answer: string; answer_sha256: Buffer | null }>(
    `select q.slug, q.answer, s.answer_sha256 from qa_items q
     left join sanitised_answers s on s.qa_item_id = q.id order by q.id`,
  );
  expect(rows.map((row) => [row.slug, row.answer_sha256 !== null])).toEqual([
    ["withId", false],
    ["withSpacedId", false],
    ["plain", true],
    ["idInText", true],
    ["linkWithin", false],
  ]);
  const served = Object.fromEntries(
    rows.map((row) => [row.slug, servedAnswer(row.answer, row.answer_sha256)]),
  );
  expect(served.withId).toBe(
    '<h3 id="user-content-__reactRouterContext">Steps</h3><p>Use <code>final</code>.</p>',
  );
  expect(served.plain).toBe(answers.plain);
  expect(served.linkWithin).toBe('<p>See <a href="#user-content-steps">the steps</a>.</p>');
});
