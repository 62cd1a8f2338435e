import type { GuideCardData } from "~/components/store/guide-card";
import { publicFileUrl } from "@server/services/catalog/public-file-url";
import type { GuideSummary } from "@server/services/store/list-guides";

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
