import "@mantine/core/styles/Alert.css";
import { Alert, Anchor, Container, Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { data, Link } from "react-router";
import { ServiceError } from "@server/services/service-error";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { PdfReader } from "~/components/pdf/pdf-reader";
import { readOwnedEbook } from "@server/services/store/read-owned-ebook";
import { UnownedBookError } from "@server/services/store/refunded-books";
import { requireUser } from "../auth/session-user.server";
import { orPageNotFound } from "../service-not-found.server";
import type { Route } from "./+types/read-ebook";
import { BreadcrumbTrail } from "~/components/navigation/breadcrumb-trail";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context);
  try {
    // Unknown or hidden: the site's 404 page.
    const ebook = await orPageNotFound(readOwnedEbook(context.db, context.config, user.id, params.slug));
    return {
      ebook: { title: ebook.title, slug: ebook.slug, pdfUrl: ebook.pdfFile },
      refunded: null,
      unowned: null,
    };
  } catch (error) {
    // Theirs until its order was refunded: the buyer (only they reach this) is told so.
    if (error instanceof ServiceError && error.reason === "refunded") {
      return data(
        { ebook: null, refunded: { message: error.message, slug: params.slug }, unowned: null },
        { status: 410 },
      );
    }
    // A published book that is not theirs (a shared link, another account): where to buy it.
    if (error instanceof UnownedBookError) {
      return data(
        { ebook: null, refunded: null, unowned: { message: error.message, ...error.book } },
        { status: 403 },
      );
    }
    throw error;
  }
}

/** The signed link in the page must not outlive it in any cache (the root's headers pass on). */
export const headers: Route.HeadersFunction = ({ parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  headers.set("Cache-Control", "no-store");
  return headers;
};

export const meta: Route.MetaFunction = ({ loaderData }) =>
  privatePageMeta(
    loaderData?.ebook?.title ??
      loaderData?.unowned?.title ??
      (loaderData?.refunded ? "Order refunded" : "E-book"),
  );

/** The page around the book, or around what replaced it: the way back to the buyer's books, a title. */
function EbookPage({ size, title, children }: { size: "sm" | "lg"; title: string; children: ReactNode }) {
  return (
    <Container size={size} py={{ base: "md", md: "xl" }} px={{ base: "xs", sm: "md" }}>
      <BreadcrumbTrail
        crumbs={[
          { label: "Dashboard", to: "/dashboard" },
          { label: "My books", to: "/user/my-books" },
        ]}
      />
      <Stack gap="sm">
        <Title order={1} fz={{ base: 22, sm: 30 }}>
          {title}
        </Title>
        {children}
      </Stack>
    </Container>
  );
}

/** What a buyer reads instead of the book once its order was refunded: which order, when, and what now. */
function RefundedEbook({ message, slug }: { message: string; slug: string }) {
  return (
    <EbookPage size="sm" title="This order was refunded">
      <Alert color="yellow" data-testid="ebook-refunded">
        {message}
      </Alert>
      <Text size="sm">
        The refund was mailed to you with the order&apos;s items and amount. To read the book again, buy it
        once more from its page.
      </Text>
      <Group gap="md">
        <Anchor component={Link} to="/user/billing" size="sm">
          Your orders
        </Anchor>
        <Anchor component={Link} to={`/guide-details/${encodeURIComponent(slug)}`} size="sm">
          The book&apos;s page
        </Anchor>
      </Group>
    </EbookPage>
  );
}

/** What a user reads for a published book they do not own: so, and where to buy it or find theirs. */
function UnownedEbook({ message, title, slug }: { message: string; title: string; slug: string }) {
  return (
    <EbookPage size="sm" title={title}>
      <Alert color="yellow" data-testid="ebook-unowned">
        {message}
      </Alert>
      <Text size="sm">
        Its page says what is inside and what it costs. Once you buy it, it opens here, in your books.
      </Text>
      <Group gap="md">
        <Anchor component={Link} to={`/guide-details/${encodeURIComponent(slug)}`} size="sm">
          See the book
        </Anchor>
        <Anchor component={Link} to="/user/my-books" size="sm">
          My books
        </Anchor>
      </Group>
    </EbookPage>
  );
}

/** /read-ebooks/{slug} (SPEC.md §2): the buyer's own stamped copy in the site's PDF viewer. */
export default function ReadEbook({ loaderData }: Route.ComponentProps) {
  if (loaderData.unowned) return <UnownedEbook {...loaderData.unowned} />;
  if (loaderData.refunded) return <RefundedEbook {...loaderData.refunded} />;
  const { title, slug, pdfUrl } = loaderData.ebook;
  return (
    <EbookPage size="lg" title={title}>
      <Text size="sm" c="dimmed">
        This copy is yours: it carries your name and order number on every page.
      </Text>
      <PdfReader
        key={slug}
        url={pdfUrl}
        title={title}
        filename={`${slug}.pdf`}
        failure={
          <Alert color="red" title="The e-book could not be opened">
            Reload the page to try again. If it keeps failing, open it again from your books.
          </Alert>
        }
      />
    </EbookPage>
  );
}
