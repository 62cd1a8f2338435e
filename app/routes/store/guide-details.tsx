import "@mantine/core/styles/Grid.css";
import "@mantine/core/styles/Image.css";
import "@mantine/core/styles/VisuallyHidden.css";
import {
  Box,
  Button,
  Container,
  Grid,
  Group,
  Image,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconBook, IconShoppingCartPlus } from "@tabler/icons-react";
import { Link, data } from "react-router";
import { addToCart } from "~/components/store/add-to-cart";
import { GuideCover } from "~/components/store/guide-cover";
import { GuideRating } from "~/components/store/star-rating";
import "~/features/store/guide-grid-styles";
import { hydrateWhenVisible } from "~/components/hydrate-when-visible";
import { useRememberCoupon } from "~/features/store/remembered-coupon";
import { NOT_FOUND_META, pageMeta } from "~/seo";
import { formatMoney } from "@shared/store/money";
import { StoreMessages } from "@shared/store/store-messages";
import { publicFileUrl } from "@server/services/catalog/public-file-url";
import { BOOK_TYPES } from "@server/db/schema/store";
import { getServiceRow } from "@server/services/store/get-service-row";
import { listMoreBooks } from "@server/services/store/list-more-books";
import { markOwned, ownedBySignedIn, toGuideCard } from "./store-cards.server";
import type { Route } from "./+types/guide-details";
import { BreadcrumbTrail } from "~/components/navigation/breadcrumb-trail";

/**
 * More Books, below the fold: its cards' code (and the grid's details modal) loads, and the grid
 * hydrates, when it scrolls into view.
 */
const GuideGrid = hydrateWhenVisible(() =>
  import("~/features/store/guide-grid").then((module) => module.GuideGrid),
);

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const { db, config } = context;
  const row = await getServiceRow(db, params.slug);
  if (!row) throw data(null, { status: 404 });
  const moreRows = await listMoreBooks(db, row);
  // Someone who bought it reads it, and the other books they own offer Read now: one lookup,
  // only for the person signed in (such pages are never kept).
  const ownedIds = await ownedBySignedIn(request, context, [row.id, ...moreRows.map((more) => more.id)]);
  const image = publicFileUrl(config.publicUrl, row.image);
  return {
    book: {
      ...toGuideCard(config.publicUrl, row),
      kind: row.kind,
      descriptionShort: row.descriptionShort ?? "",
      descriptionFull: row.descriptionFull,
      extraImage:
        row.bookTypes === BOOK_TYPES.withExtraImage ? publicFileUrl(config.publicUrl, row.extraImage) : "",
    },
    more: markOwned(config.publicUrl, moreRows, ownedIds),
    owned: ownedIds.has(row.id),
    coupon: url.searchParams.get("coupon"),
    meta: pageMeta({
      title: row.metaTitle || row.title,
      description: row.metaDescription || row.descriptionShort || row.title,
      keywords: row.metaKeywords ?? undefined,
      path: `/guide-details/${row.slug}`,
      publicUrl: config.publicUrl,
      image: image || undefined,
      type: "article",
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? NOT_FOUND_META;

/** /guide-details/{slug}: one guide or e-book with Add to Cart and a More Books grid (SPEC.md §2). */
export default function GuideDetails({ loaderData }: Route.ComponentProps) {
  const { book, more } = loaderData;
  useRememberCoupon(loaderData.coupon);
  const hasDetails = book.descriptionShort !== "" || book.descriptionFull !== "";
  return (
    <Container size="lg" py="xl">
      <BreadcrumbTrail
        crumbs={[
          { label: "Home", to: "/" },
          book.kind === "ebook"
            ? { label: "eBooks", to: "/ebooks" }
            : { label: "Interview eGuides", to: "/complete-guide" },
          { label: book.title },
        ]}
      />

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Box style={{ borderRadius: "var(--mantine-radius-md)", overflow: "hidden" }}>
            <GuideCover image={book.image} title={book.title} eager />
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <Title order={1} fz={{ base: 26, sm: 34 }}>
              {book.title}
            </Title>
            {book.instructor && <Text c="dimmed">By {book.instructor}</Text>}
            <GuideRating star={book.star} />
            {book.descriptionShort && <Text size="lg">{book.descriptionShort}</Text>}
            <Group gap="sm" align="baseline">
              <Text fz={30} fw={800} c="indigo.8" data-testid="guide-price">
                {formatMoney(book.price)}
              </Text>
              {book.oldPrice && (
                <Text component="s" c="dimmed">
                  <VisuallyHidden>Was </VisuallyHidden>
                  {formatMoney(book.oldPrice)}
                </Text>
              )}
            </Group>
            {loaderData.owned ? (
              <Stack gap={6} align="flex-start" data-testid="owned-book">
                <Text c="teal.9" fw={600}>
                  {StoreMessages.youOwnThis}
                </Text>
                <Button
                  component={Link}
                  to={`/read-ebooks/${book.slug}`}
                  size="md"
                  w={{ base: "100%", sm: "fit-content" }}
                  leftSection={<IconBook size={20} aria-hidden />}
                >
                  Read now
                </Button>
              </Stack>
            ) : (
              <Button
                size="md"
                w={{ base: "100%", sm: "fit-content" }}
                data-testid="add-book-to-cart"
                leftSection={<IconShoppingCartPlus size={20} aria-hidden />}
                onClick={() =>
                  addToCart({
                    id: book.id,
                    name: book.title,
                    slug: book.slug,
                    image: book.image,
                    price: book.price,
                  })
                }
              >
                Add to Cart
              </Button>
            )}
          </Stack>
        </Grid.Col>
      </Grid>

      <Box component="section" aria-labelledby="book-description" mt="xl">
        <Title order={2} fz={22} id="book-description" mb="sm">
          About this {book.kind === "ebook" ? "book" : "guide"}
        </Title>
        {hasDetails && book.descriptionFull ? (
          // Sanitised by the server when stored and when served.
          <Box className="rich-text" maw={860} dangerouslySetInnerHTML={{ __html: book.descriptionFull }} />
        ) : (
          <Text>{StoreMessages.noDetails}</Text>
        )}
        {book.extraImage && (
          <Image
            src={book.extraImage}
            alt={`Illustration from ${book.title}`}
            mt="lg"
            radius="md"
            maw={860}
          />
        )}
      </Box>

      {more.length > 0 && (
        <Box component="section" aria-labelledby="more-books" mt={48}>
          <Title order={2} fz={22} id="more-books" mb="md">
            More Books
          </Title>
          <GuideGrid guides={more} titleOrder={3} />
        </Box>
      )}
    </Container>
  );
}
