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
  const owned = await ownedBySignedIn(
    request,
    context,
    guides.map((guide) => guide.id),
  );
  return markOwned(context.config.publicUrl, guides, owned);
}

/** Which of these books the signed-in visitor owns: one query, and none without a session. */
export async function ownedBySignedIn(
  request: Request,
  context: AppLoadContext,
  bookIds: number[],
): Promise<ReadonlySet<number>> {
  const session = await currentSession(request, context);
  if (!session || bookIds.length === 0) return new Set();
  return ownedBookIds(context.db, session.user.id, bookIds);
}

/** The cards of `guides`, those in `owned` marked so (they offer Read now instead of Add to Cart). */
export function markOwned(publicUrl: string, guides: GuideSummary[], owned: ReadonlySet<number>) {
  return guides.map((guide) => {
    const card = toGuideCard(publicUrl, guide);
    return owned.has(card.id) ? { ...card, owned: true } : card;
  });
}
