import { Container, Group, Stack, Text, Title } from "@mantine/core";
import { GuideGrid } from "~/features/store/guide-grid";
import { useRememberCoupon } from "~/features/store/remembered-coupon";
import { pageMeta } from "~/seo";
import { listGuides } from "@server/services/store/list-guides";
import { toGuideCards } from "./store-cards.server";
import type { Route } from "./+types/complete-guide";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const guides = await toGuideCards(request, context, await listGuides(context.db, { kind: "guide" }));
  return {
    guides,
    coupon: url.searchParams.get("coupon"),
    meta: pageMeta({
      title: "Interview eGuides",
      description:
        "Interview preparation guides for Java, Python, JavaScript, SQL, DevOps, QA, business analysis and .NET roles in the USA, with model answers.",
      path: "/complete-guide",
      publicUrl: context.config.publicUrl,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/** /complete-guide: every interview guide, with its total (SPEC.md §2). */
export default function CompleteGuide({ loaderData }: Route.ComponentProps) {
  const { guides } = loaderData;
  useRememberCoupon(loaderData.coupon);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 28, sm: 36 }}>
              Interview eGuides
            </Title>
            <Text c="dimmed">Focused preparation guides written from real US interview reports.</Text>
          </Stack>
          <Text fw={600} data-testid="guide-count">
            {guides.length} {guides.length === 1 ? "guide" : "guides"}
          </Text>
        </Group>
        {guides.length === 0 ? (
          <Text>No guides are for sale at the moment.</Text>
        ) : (
          <GuideGrid guides={guides} details titleOrder={2} />
        )}
      </Stack>
    </Container>
  );
}
