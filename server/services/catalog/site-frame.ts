import { and, asc, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { ContentChanges } from "../../db/content-changes.ts";
import { categories, services } from "../../db/schema/index.ts";
import { isPublicCategory, isPublicService } from "../content/visibility.ts";
import { getContactSettings, socialLinksOf } from "../settings/site-settings.ts";

export type MenuCategory = {
  id: number;
  name: string;
  slug: string;
  children: { id: number; name: string; slug: string }[];
};

/**
 * What the header and footer of every page need: the category menu, the Interview eGuide menu,
 * and the contact address and social links of the site's settings (an empty email: the server's).
 */
export type SiteFrame = {
  categories: MenuCategory[];
  guides: { id: number; title: string; slug: string }[];
  contact: { email: string; links: { label: string; url: string }[] };
};

const FRAME_TTL_MS = 30_000;
/**
 * Each main category's menu shows its first children only; its "All … topics" link leads to the
 * rest. A catalogue with thousands of child categories must not put them all in every page.
 */
export const MENU_CHILDREN_PER_CATEGORY = 12;
const MENU_GUIDES = 12;
const cache = new WeakMap<Database, { at: number; generation: number; frame: Promise<SiteFrame> }>();

async function queryFrame(db: Database): Promise<SiteFrame> {
  const ranked = db.$with("ranked").as(
    db
      .select({
        id: categories.id,
        name: categories.name,
        slug: categories.slug,
        parentId: categories.parentId,
        position:
          sql<number>`row_number() over (partition by ${categories.parentId} order by ${categories.sortOrder}, ${categories.id})`.as(
            "position",
          ),
      })
      .from(categories)
      .where(and(isNotNull(categories.parentId), isPublicCategory())),
  );
  const [parents, children, guides, contact] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name, slug: categories.slug })
      .from(categories)
      .where(and(isNull(categories.parentId), isPublicCategory()))
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
    db
      .with(ranked)
      .select()
      .from(ranked)
      .where(lte(ranked.position, MENU_CHILDREN_PER_CATEGORY))
      .orderBy(asc(ranked.parentId), asc(ranked.position)),
    db
      .select({ id: services.id, title: services.title, slug: services.slug })
      .from(services)
      .where(and(eq(services.kind, "guide"), isPublicService()))
      .orderBy(asc(services.sortOrder), asc(services.id))
      .limit(MENU_GUIDES),
    getContactSettings(db),
  ]);
  const childrenOf = new Map<number, MenuCategory["children"]>();
  for (const { id, name, slug, parentId } of children) {
    const list = childrenOf.get(parentId!) ?? [];
    list.push({ id, name, slug });
    childrenOf.set(parentId!, list);
  }
  return {
    categories: parents.map((parent) => ({ ...parent, children: childrenOf.get(parent.id) ?? [] })),
    guides,
    contact: { email: contact.contactEmail, links: socialLinksOf(contact) },
  };
}

/**
 * Rendered on every page, so it is kept per process: until the content changes when PostgreSQL
 * tells this process of changes (`changes`, as the page cache is: server/db/content-changes.ts),
 * else for a few seconds: a menu a little behind an edit is fine, a query pair per page view is not.
 */
export function loadSiteFrame(db: Database, changes?: ContentChanges): Promise<SiteFrame> {
  const hit = cache.get(db);
  const generation = changes?.generation ?? 0;
  if (hit) {
    const fresh = changes?.isCurrent ? hit.generation === generation : Date.now() - hit.at < FRAME_TTL_MS;
    if (fresh) return hit.frame;
  }
  const frame = queryFrame(db);
  cache.set(db, { at: Date.now(), generation, frame });
  frame.catch(() => cache.delete(db));
  return frame;
}
