import "./guide-grid-styles";
import { SimpleGrid } from "@mantine/core";
import { GuideCard, type GuideCardData } from "~/components/store/guide-card";
import { useGuideDetailsModal } from "./guide-details-modal";

/** Guides in a grid of cards; with `details`, each card has a Details button opening the modal. */
export function GuideGrid({
  guides,
  details = false,
  titleOrder,
}: {
  guides: GuideCardData[];
  details?: boolean;
  titleOrder?: 2 | 3;
}) {
  const detailsModal = useGuideDetailsModal();
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg">
        {guides.map((guide) => (
          <GuideCard
            key={guide.id}
            guide={guide}
            titleOrder={titleOrder}
            onDetails={details ? detailsModal.open : undefined}
          />
        ))}
      </SimpleGrid>
      {details && detailsModal.modal}
    </>
  );
}
