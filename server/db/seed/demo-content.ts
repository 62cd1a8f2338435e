import { BOOK_TYPES, categories, qaItems, services } from "../schema/index.ts";
import { slugify } from "../../../shared/text/slugify.ts";
import { htmlToText, sanitizeHtml } from "../../services/content/sanitize-html.ts";
import { storedHtml } from "../../services/content/stored-html.ts";
import { recordSanitisedAnswers } from "../../services/qa/sanitised-answers.ts";
import type { SeedMainCategory } from "./content/catalog/types.ts";
import { category as databases } from "./content/catalog/databases.ts";
import { category as dataAnalysis } from "./content/catalog/data-analytics.ts";
import { category as devops } from "./content/catalog/devops.ts";
import { category as dotnet } from "./content/catalog/dotnet.ts";
import { category as java } from "./content/catalog/java.ts";
import { category as javascript } from "./content/catalog/javascript.ts";
import { category as python } from "./content/catalog/python.ts";
import { category as testing } from "./content/catalog/testing.ts";
import { guidesContent } from "./content/guides.ts";
import type { SeedTransaction } from "./index.ts";

/** In menu order; the fourth is the home page's default tab (SPEC.md §9 "Home default category 4"). */
export const demoCatalog: SeedMainCategory[] = [
  java,
  python,
  javascript,
  databases,
  devops,
  testing,
  dotnet,
  dataAnalysis,
];

/** The demo catalogue: categories with their interview questions, and the guides and e-books. */
export async function seedDemoContent(tx: SeedTransaction) {
  // Main categories first, so that they get the first ids: SPEC's "category 4" is a main category.
  const parents = await tx
    .insert(categories)
    .values(
      demoCatalog.map((main, index) => ({
        name: main.name,
        slug: main.slug,
        description: sanitizeHtml(main.description),
        sortOrder: index,
        metaTitle: main.metaTitle,
        metaDescription: main.metaDescription,
        metaKeywords: main.metaKeywords,
      })),
    )
    .returning({ id: categories.id });

  for (const [mainIndex, main] of demoCatalog.entries()) {
    const children = await tx
      .insert(categories)
      .values(
        main.children.map((child, index) => ({
          parentId: parents[mainIndex]!.id,
          name: child.name,
          slug: child.slug,
          description: sanitizeHtml(child.description),
          sortOrder: index,
          metaTitle: child.metaTitle,
          metaDescription: child.metaDescription,
          metaKeywords: child.metaKeywords,
        })),
      )
      .returning({ id: categories.id });
    const questions = main.children.flatMap((child, childIndex) =>
      child.questions.map((qa, index) => {
        // Highlighted once here, so that pages serve ready-made markup (server/services/content/highlight-code.ts).
        const answer = storedHtml(qa.answer);
        return {
          categoryId: children[childIndex]!.id,
          slug: `${slugify(qa.question, 70)}-${children[childIndex]!.id}-${index + 1}`,
          question: qa.question,
          answer,
          answerText: htmlToText(answer),
          sortOrder: index,
        };
      }),
    );
    if (questions.length > 0) {
      const stored = await tx
        .insert(qaItems)
        .values(questions)
        .returning({ id: qaItems.id, answer: qaItems.answer });
      await recordSanitisedAnswers(tx, stored);
    }
  }

  await tx.insert(services).values(
    guidesContent.map((guide, index) => ({
      ...guide,
      descriptionFull: sanitizeHtml(guide.descriptionFull),
      bookTypes: BOOK_TYPES.standard,
      sortOrder: index,
    })),
  );
}
