import { eq, inArray } from "drizzle-orm";
import { BOOK_TYPES, coupons, services } from "../schema/index.ts";
import { sanitizeHtml } from "../../services/content/sanitize-html.ts";
import type { FileStorage } from "../../services/files/file-storage.ts";
import {
  COVER_URL_PREFIX,
  PDF_TYPE,
  WEBP_TYPE,
  coverKey,
  demoPictureName,
  privateFileKey,
} from "../../services/store/ebook-files.ts";
import { renderBookPdf, type BookChapter } from "../../services/store/render-book-pdf.ts";
import { renderCover } from "../../services/store/render-cover.ts";
import type { SeedChildCategory } from "./content/catalog/types.ts";
import {
  EBOOK_PLANS,
  GUIDE_MAIN_CATEGORIES,
  HOW_TO_USE_A_GUIDE,
  WEEK_BEFORE_THE_INTERVIEW,
  type SeedBookChapter,
} from "./content/books.ts";
import { guidesContent, type SeedService } from "./content/guides.ts";
import { demoCatalog } from "./demo-content.ts";
import type { SeedTransaction } from "./index.ts";

/** The e-book whose detail page shows an extra image (SPEC book_types 2): its architecture diagram. */
const DIAGRAM_BOOK = "system-design-interview-essentials";

/** A demo coupon, so a visitor can try a discount: 10% off, 1,000 uses. */
export const DEMO_COUPON = { code: "WELCOME10", kind: "percent" as const, amount: "10.00", maxUses: 1000 };

const kindLabel = (service: SeedService) => (service.kind === "guide" ? "Interview eGuide" : "eBook");

function catalogueChild(slug: string): SeedChildCategory {
  const child = demoCatalog.flatMap((main) => main.children).find((candidate) => candidate.slug === slug);
  if (!child) throw new Error(`books.ts names ${slug}, which the demo catalogue does not have`);
  return child;
}

function catalogueChapter(child: SeedChildCategory): BookChapter {
  return { title: child.name, html: child.description, questions: child.questions };
}

const writtenChapter = (chapter: SeedBookChapter): BookChapter => ({
  title: chapter.title,
  html: chapter.html,
});

/** Every seeded guide and e-book's chapters: real text from the catalogue or written for it. */
export function bookChapters(service: SeedService): BookChapter[] {
  const about = {
    title: service.kind === "guide" ? "About this guide" : "About this book",
    html: service.descriptionFull,
  };
  const mainSlug = GUIDE_MAIN_CATEGORIES[service.slug];
  if (mainSlug) {
    const main = demoCatalog.find((category) => category.slug === mainSlug);
    if (!main)
      throw new Error(`books.ts names main category ${mainSlug}, which the demo catalogue does not have`);
    return [
      { ...about, html: `${about.html}<h3>How to use this guide</h3>${HOW_TO_USE_A_GUIDE}` },
      ...main.children.map(catalogueChapter),
      { title: "The week before your interview", html: WEEK_BEFORE_THE_INTERVIEW },
    ];
  }
  const plan = EBOOK_PLANS[service.slug];
  if (!plan) throw new Error(`No book content for ${service.slug} (server/db/seed/content/books.ts)`);
  return [
    about,
    ...(plan.chapters ?? []).map(writtenChapter),
    ...(plan.catalogueChapters ?? []).map((slug) => catalogueChapter(catalogueChild(slug))),
  ];
}

/** The System Design book's extra image: the building blocks of chapter 3, as a diagram. */
async function architectureDiagram(): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  const box = (x: number, y: number, w: number, label: string, fill: string) =>
    `<rect x="${x}" y="${y}" width="${w}" height="64" rx="10" fill="${fill}"/>` +
    `<text x="${x + w / 2}" y="${y + 40}" text-anchor="middle" font-size="22" fill="#fff" font-weight="700">${label}</text>`;
  const arrow = (x1: number, y1: number, x2: number, y2: number) =>
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#495057" stroke-width="3" marker-end="url(#a)"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="520" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">
<defs><marker id="a" markerWidth="10" markerHeight="10" refX="9" refY="5" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#495057"/></marker></defs>
<rect width="1000" height="520" fill="#f8f9fa"/>
<text x="40" y="50" font-size="26" font-weight="700" fill="#212529">A typical web-scale design</text>
${box(40, 110, 170, "Clients", "#495057")}
${box(270, 110, 200, "CDN", "#1098ad")}
${box(270, 230, 200, "Load balancer", "#364fc7")}
${box(530, 230, 200, "App servers", "#5f3dc4")}
${box(790, 130, 180, "Cache", "#e8590c")}
${box(790, 230, 180, "Database", "#2b8a3e")}
${box(790, 330, 180, "Replicas", "#2f9e44")}
${box(530, 380, 200, "Queue", "#c92a2a")}
${box(790, 430, 180, "Workers", "#862e9c")}
${arrow(210, 142, 268, 142)}
${arrow(125, 174, 268, 262)}
${arrow(470, 262, 528, 262)}
${arrow(730, 250, 788, 170)}
${arrow(730, 262, 788, 262)}
${arrow(880, 294, 880, 328)}
${arrow(630, 294, 630, 378)}
${arrow(730, 412, 788, 455)}
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 85 }).toBuffer();
}

/**
 * The demo store (its own marker, so databases seeded before get it too): the guides and e-books
 * of guides.ts that are missing, each with a real PDF drawn from real text into the storage's
 * private/ebooks, a cover image in its covers, and the demo coupon. Covers an operator set are kept.
 */
export async function seedDemoStore(tx: SeedTransaction, options: { storage: FileStorage; now?: Date }) {
  const { storage } = options;
  const now = options.now ?? new Date();
  await tx
    .insert(services)
    .values(
      guidesContent.map((guide, index) => ({
        ...guide,
        descriptionFull: sanitizeHtml(guide.descriptionFull),
        bookTypes: BOOK_TYPES.standard,
        sortOrder: index,
      })),
    )
    .onConflictDoNothing({ target: services.slug });
  const rows = await tx
    .select({ id: services.id, slug: services.slug, image: services.image })
    .from(services)
    .where(
      inArray(
        services.slug,
        guidesContent.map((guide) => guide.slug),
      ),
    );
  const bySlug = new Map(rows.map((row) => [row.slug, row]));

  for (const [index, guide] of guidesContent.entries()) {
    const row = bySlug.get(guide.slug);
    if (!row) continue;
    const pdf = await renderBookPdf({
      title: guide.title,
      kindLabel: kindLabel(guide),
      author: guide.instructor,
      summary: guide.descriptionShort,
      generatedAt: now,
      chapters: bookChapters(guide),
    });
    const pdfFile = `ebooks/${guide.slug}.pdf`;
    await storage.put(privateFileKey(pdfFile)!, pdf, { contentType: PDF_TYPE });
    const cover = await renderCover(
      { title: guide.title, kindLabel: kindLabel(guide), author: guide.instructor },
      index,
    );
    const coverName = demoPictureName(cover);
    await storage.put(coverKey(coverName), cover, { contentType: WEBP_TYPE });
    let extra: { bookTypes: number; extraImage: string } | undefined;
    if (guide.slug === DIAGRAM_BOOK) {
      const diagram = await architectureDiagram();
      const name = demoPictureName(diagram);
      await storage.put(coverKey(name), diagram, { contentType: WEBP_TYPE });
      extra = { bookTypes: BOOK_TYPES.withExtraImage, extraImage: `${COVER_URL_PREFIX}${name}` };
    }
    await tx
      .update(services)
      .set({ pdfFile, image: row.image ?? `${COVER_URL_PREFIX}${coverName}`, ...extra })
      .where(eq(services.id, row.id));
  }

  await tx
    .insert(coupons)
    .values({
      ...DEMO_COUPON,
      expiresAt: new Date(Date.UTC(now.getUTCFullYear() + 2, 0, 1)),
    })
    .onConflictDoNothing({ target: coupons.code });
}
