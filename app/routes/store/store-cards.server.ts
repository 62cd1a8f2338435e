import type { AppLoadContext } from "react-router";
import type { GuideCardData } from "~/components/store/guide-card";
import { currentSession } from "~/routes/auth/session-user.server";
import { publicFileUrl } from "@server/services/catalog/public-file-url";
import type { GuideSummary } from "@server/services/store/list-guides";
import { ownedBookIds } from "@server/services/store/owned-books";

/** A guide or e-book as the shop's cards need it, with its cover as an absolute URL (or ""). */
export function toGuideCard(publicUrl: string, guide: GuideSummary): GuideCardData {
  return {
    id: guide.id,
    slug: guide.slug,
    title: guide.title,
    image: publicFileUrl(publicUrl, guide.image),
    price: guide.price,
    oldPrice: guide.oldPrice,
    instructor: guide.instructor ?? "",
    star: guide.star,
  };
}

/**
 * The shop's cards for a page, each marked `owned` when the signed-in visitor bought it (one
 * query; none for a visitor without a session, whose pages may be kept and shared).
 */
export async function toGuideCards(
  request: Request,
  context: AppLoadContext,
  guides: GuideSummary[],
): Promise<GuideCardData[]> {
  const cards = guides.map((guide) => toGuideCard(context.config.publicUrl, guide));
  const session = await currentSession(request, context);
  if (!session) return cards;
  const owned = await ownedBookIds(
    context.db,
    session.user.id,
    cards.map((card) => card.id),
  );
  return owned.size === 0
    ? cards
    : cards.map((card) => (owned.has(card.id) ? { ...card, owned: true } : card));
}
