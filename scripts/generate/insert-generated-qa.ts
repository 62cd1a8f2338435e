import type pg from "pg";
import { highlightCodeBlocks } from "../../server/services/content/highlight-code.ts";
import { htmlToText, sanitizeHtml } from "../../server/services/content/sanitize-html.ts";
import {
  AREAS,
  CONCEPTS_PER_AREA,
  CONTEXTS,
  EXPERIENCES,
  METRICS,
  PRACTICES,
  PROBLEMS,
  QUALITIES,
  type CodeLanguage,
} from "./areas.ts";
import {
  CLOSING_TEMPLATES,
  CODE_SAMPLES,
  COMPARISON_TEMPLATES,
  INTRO_TEMPLATES,
  LIST_TEMPLATES,
  QUESTION_TEMPLATES,
} from "./qa-templates.ts";

/** The child categories the rows go to, in order: row g belongs to category floor((g - 1) / perCategory). */
export type TargetCategory = { id: number; technology: string; areaIndex: number; language: CodeLanguage };

/**
 * A deterministic pseudo-random pick in [0, n) for row g; `salt` makes the
 * picks of one row independent of each other. hashint8 is PostgreSQL's own
 * integer hash; the mask keeps it non-negative.
 */
const pick = (salt: number, n: number | string) =>
  `((hashint8(g::bigint * 64 + ${salt}) & 2147483647) % ${n})`;

/** Placeholders and the columns that fill them; {concept2} and {quality2} before their prefixes. */
const PLACEHOLDERS = [
  ["{concept2}", "concept2"],
  ["{quality2}", "quality2"],
  ["{tech}", "tech"],
  ["{concept}", "concept"],
  ["{problem}", "problem"],
  ["{quality}", "quality"],
  ["{metric}", "metric"],
  ["{practice}", "practice"],
  ["{context}", "context"],
  ["{experience}", "experience"],
];

const fillPlaceholders = (expression: string) =>
  PLACEHOLDERS.reduce(
    (sql, [placeholder, column]) => `replace(${sql}, '${placeholder}', ${column})`,
    expression,
  );

/** The array parameters of the statement, numbered in this order ($1, $2, …). */
const ARRAYS = [
  "categoryIds",
  "technologies",
  "areas",
  "codeStarts",
  "codeCounts",
  "concepts",
  "questionTemplates",
  "intros",
  "introTexts",
  "comparisons",
  "comparisonTexts",
  "lists",
  "listTexts",
  "closings",
  "closingTexts",
  "codeSamples",
  "codeTexts",
  "problems",
  "qualities",
  "metrics",
  "practices",
  "contexts",
  "experiences",
] as const;
type ArrayName = (typeof ARRAYS)[number];
const SCALARS = { first: ARRAYS.length + 1, last: ARRAYS.length + 2, perCategory: ARRAYS.length + 3 };

const INTEGER_ARRAYS: ArrayName[] = ["categoryIds", "areas", "codeStarts", "codeCounts"];
const p = (name: ArrayName) =>
  `($${ARRAYS.indexOf(name) + 1}::${INTEGER_ARRAYS.includes(name) ? "int" : "text"}[])`;
const n = (name: ArrayName) => `cardinality(${p(name)})`;
/** A random element of an array parameter (PostgreSQL arrays start at 1). */
const element = (name: ArrayName, salt: number) => `${p(name)}[1 + ${pick(salt, n(name))}]`;
/** A random 1-based index into an array parameter. */
const index = (name: ArrayName, salt: number) => `1 + ${pick(salt, n(name))}`;

/**
 * One INSERT … SELECT over generate_series: PostgreSQL builds every row
 * (question, answer HTML and its plain text for search, slug, tags) itself,
 * so 500,000 rows cost a handful of statements, not 500,000 round trips.
 * Each answer is an introduction, a comparison, a list and/or a code block,
 * and closing advice; its plain text is assembled from the same pieces'
 * text forms (computed with the site's htmlToText), as the seed would store it.
 * The answers are recorded as stored sanitised (sanitised_answers), as the seed's
 * and the editor's are: they are built from allow-listed markup only.
 */
const INSERT_SQL = `
  WITH inserted AS (
  INSERT INTO qa_items (category_id, slug, question, answer, answer_text, sort_order, tags)
  SELECT category_id,
         left(btrim(regexp_replace(lower(question), '[^a-z0-9]+', '-', 'g'), '-'), 70)
           || '-' || category_id || '-' || (position + 1),
         question,
         replace(${fillPlaceholders("answer_template")}, '{code}', ${p("codeSamples")}[code_index]),
         replace(${fillPlaceholders("text_template")}, '{code}', ${p("codeTexts")}[code_index]),
         position,
         ARRAY[concept]
  FROM (
    SELECT *,
           ${fillPlaceholders("question_template")} AS question,
           ${p("intros")}[intro_index]
             || ${p("comparisons")}[comparison_index]
             || CASE shape WHEN 0 THEN ${p("lists")}[list_index]
                           WHEN 1 THEN '{code}'
                           ELSE ${p("lists")}[list_index] || '{code}' END
             || ${p("closings")}[closing_index] AS answer_template,
           ${p("introTexts")}[intro_index] || ' '
             || ${p("comparisonTexts")}[comparison_index] || ' '
             || CASE shape WHEN 0 THEN ${p("listTexts")}[list_index] || ' '
                           WHEN 1 THEN '{code} '
                           ELSE ${p("listTexts")}[list_index] || ' {code} ' END
             || ${p("closingTexts")}[closing_index] AS text_template
    FROM (
      SELECT (g - 1) % $${SCALARS.perCategory} AS position,
             ${p("categoryIds")}[c + 1] AS category_id,
             ${p("technologies")}[c + 1] AS tech,
             ${p("concepts")}[${p("areas")}[c + 1] * ${CONCEPTS_PER_AREA} + 1 + ${pick(1, CONCEPTS_PER_AREA)}] AS concept,
             -- another concept of the same area: 1 to 9 places after the first
             ${p("concepts")}[${p("areas")}[c + 1] * ${CONCEPTS_PER_AREA} + 1
               + (${pick(1, CONCEPTS_PER_AREA)} + 1 + ${pick(2, CONCEPTS_PER_AREA - 1)}) % ${CONCEPTS_PER_AREA}] AS concept2,
             ${element("problems", 3)} AS problem,
             ${element("qualities", 4)} AS quality,
             ${p("qualities")}[1 + (${pick(4, n("qualities"))} + 1 + ${pick(5, `(${n("qualities")} - 1)`)}) % ${n("qualities")}] AS quality2,
             ${element("metrics", 6)} AS metric,
             ${element("practices", 7)} AS practice,
             ${element("contexts", 8)} AS context,
             ${element("experiences", 9)} AS experience,
             ${element("questionTemplates", 10)} AS question_template,
             ${index("intros", 11)} AS intro_index,
             ${index("comparisons", 12)} AS comparison_index,
             ${pick(13, 3)} AS shape,
             ${index("lists", 14)} AS list_index,
             ${index("closings", 15)} AS closing_index,
             -- a code sample in the area's language
             ${p("codeStarts")}[c + 1] + ${pick(16, `${p("codeCounts")}[c + 1]`)} AS code_index
      FROM generate_series($${SCALARS.first}::int, $${SCALARS.last}::int) AS g,
           LATERAL (SELECT ((g - 1) / $${SCALARS.perCategory})::int AS c) AS category_index
    ) AS picked
  ) AS filled
  RETURNING id, answer
  )
  INSERT INTO sanitised_answers (qa_item_id, answer_sha256)
  SELECT id, sha256(convert_to(answer, 'UTF8')) FROM inserted
`;

/** The code samples as one array, with where each language's samples start (1-based) and how many there are. */
function codeBlocks() {
  const samples: string[] = [];
  const starts = new Map<string, number>();
  const counts = new Map<string, number>();
  for (const [language, list] of Object.entries(CODE_SAMPLES)) {
    starts.set(language, samples.length + 1);
    counts.set(language, list.length);
    for (const code of list) {
      // Highlighted here as the demo seed does, so generated answers look like edited ones.
      samples.push(
        sanitizeHtml(highlightCodeBlocks(`<pre><code class="language-${language}">${code}</code></pre>`)),
      );
    }
  }
  return { samples, starts, counts };
}

/** Inserts rows `first`..`last` (1-based over the whole run) of the generated Q&A. */
export async function insertGeneratedQa(
  client: pg.PoolClient,
  targets: TargetCategory[],
  range: { first: number; last: number; perCategory: number },
) {
  const code = codeBlocks();
  const arrays: Record<ArrayName, unknown[]> = {
    categoryIds: targets.map((target) => target.id),
    technologies: targets.map((target) => target.technology),
    areas: targets.map((target) => target.areaIndex),
    codeStarts: targets.map((target) => code.starts.get(target.language)!),
    codeCounts: targets.map((target) => code.counts.get(target.language)!),
    concepts: AREAS.flatMap((area) => area.concepts),
    questionTemplates: QUESTION_TEMPLATES,
    intros: INTRO_TEMPLATES,
    introTexts: INTRO_TEMPLATES.map(htmlToText),
    comparisons: COMPARISON_TEMPLATES,
    comparisonTexts: COMPARISON_TEMPLATES.map(htmlToText),
    lists: LIST_TEMPLATES,
    listTexts: LIST_TEMPLATES.map(htmlToText),
    closings: CLOSING_TEMPLATES,
    closingTexts: CLOSING_TEMPLATES.map(htmlToText),
    codeSamples: code.samples,
    codeTexts: code.samples.map(htmlToText),
    problems: PROBLEMS,
    qualities: QUALITIES,
    metrics: METRICS,
    practices: PRACTICES,
    contexts: CONTEXTS,
    experiences: EXPERIENCES,
  };
  await client.query(INSERT_SQL, [
    ...ARRAYS.map((name) => arrays[name]),
    range.first,
    range.last,
    range.perCategory,
  ]);
}
