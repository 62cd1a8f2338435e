import { slugify } from "../../shared/text/slugify.ts";
import { AREAS, FACETS, type CodeLanguage } from "./areas.ts";

/** Like the demo catalogue's main categories, scaled: 20 children each. */
export const CHILDREN_PER_MAIN = 20;

export type PlannedChild = {
  name: string;
  slug: string;
  technology: string;
  areaIndex: number;
  language: CodeLanguage;
  description: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
};

export type PlannedMain = {
  name: string;
  slug: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  children: PlannedChild[];
};

/**
 * The categories for `childCount` child categories: main category i is area
 * i (areas repeat as "Set 2", "Set 3"… once all areas are used), its children are
 * the area's technologies crossed with interview facets. Slugs end in
 * `-g{batch}` so that a second run adds new categories instead of clashing.
 */
export function planCatalog(childCount: number, batch: number): PlannedMain[] {
  const mains: PlannedMain[] = [];
  for (let mainIndex = 0; mainIndex * CHILDREN_PER_MAIN < childCount; mainIndex++) {
    const areaIndex = mainIndex % AREAS.length;
    const area = AREAS[areaIndex]!;
    const round = Math.floor(mainIndex / AREAS.length);
    const set = round > 0 ? ` (Set ${round + 1})` : "";
    const name = `${area.name}${set}`;
    const technologies = area.technologies.join(", ");
    const childrenHere = Math.min(CHILDREN_PER_MAIN, childCount - mainIndex * CHILDREN_PER_MAIN);
    const children = Array.from({ length: childrenHere }, (_, index): PlannedChild => {
      const technology = area.technologies[index % area.technologies.length]!;
      const facetIndex = Math.floor(index / area.technologies.length) + round * 4;
      const facet = FACETS[facetIndex % FACETS.length]!;
      const childName = `${technology} ${facet} Interview Questions${set}`;
      return {
        name: childName,
        slug: `${slugify(childName, 90)}-g${batch}`,
        technology,
        areaIndex,
        language: area.language,
        description: `<p>${technology} ${facet.toLowerCase()} questions check how well you understand ${area.concepts.slice(0, 3).join(", ")} and ${area.concepts[3]} in real projects.</p><p>Each answer explains the idea, compares it with the alternatives and shows how to talk about it in a US job interview.</p>`,
        metaTitle: `${technology} ${facet} Interview Questions`.slice(0, 60),
        metaDescription:
          `${technology} ${facet.toLowerCase()} interview questions and answers: ${area.concepts.slice(0, 4).join(", ")}.`.slice(
            0,
            160,
          ),
        metaKeywords: [`${technology.toLowerCase()} interview questions`, ...area.concepts.slice(0, 4)].join(
          ", ",
        ),
      };
    });
    mains.push({
      name,
      slug: `${slugify(name, 90)}-g${batch}`,
      description: `<p>${area.name} interview questions for IT jobs in the USA: ${technologies}. Practice the questions hiring managers ask about ${area.concepts.slice(0, 3).join(", ")} and more.</p>`,
      metaTitle: `${area.name} Interview Questions and Answers`.slice(0, 60),
      metaDescription: `${area.name} interview questions with answers on ${technologies}.`.slice(0, 160),
      metaKeywords: [
        `${area.name.toLowerCase()} interview questions`,
        ...area.technologies.map((t) => t.toLowerCase()),
      ].join(", "),
      children,
    });
  }
  const slugs = new Set<string>();
  for (const slug of mains.flatMap((main) => [main.slug, ...main.children.map((child) => child.slug)])) {
    // Two areas naming the same technology would collide here; areas.ts must keep them distinct.
    if (slugs.has(slug)) throw new Error(`The generated catalogue has the slug ${slug} twice.`);
    slugs.add(slug);
  }
  return mains;
}
