import "@mantine/core/styles/Alert.css";
import { Alert, Anchor, Container, Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { data, Link } from "react-router";
import { ServiceError } from "@server/services/service-error";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { PdfReader } from "~/components/pdf/pdf-reader";
import { readOwnedEbook } from "@server/services/store/read-owned-ebook";
import { requireUser } from "../auth/session-user.server";
import { orPageNotFound } from "../service-not-found.server";
import type { Route } from "./+types/read-ebook";
import { BreadcrumbTrail } from "~/components/navigation/breadcrumb-trail";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context);
  try {
    // Not theirs: the same 404 as a book that does not exist.
    const ebook = await orPageNotFound(readOwnedEbook(context.db, context.config, user.id, params.slug));
    return { ebook: { title: ebook.title, slug: ebook.slug, pdfUrl: ebook.pdfFile }, refunded: null };
  } catch (error) {
    // Theirs until its order was refunded: the buyer (only they reach this) is told so.
    if (error instanceof ServiceError && error.reason === "refunded") {
      return data({ ebook: null, refunded: { message: error.message, slug: params.slug } }, { status: 410 });
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
  privatePageMeta(loaderData?.ebook?.title ?? (loaderData?.refunded ? "Order refunded" : "E-book"));

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

/** /read-ebooks/{slug} (SPEC.md §2): the buyer's own stamped copy in the site's PDF viewer. */
export default function ReadEbook({ loaderData }: Route.ComponentProps) {
  if (!loaderData.ebook) return <RefundedEbook {...loaderData.refunded} />;
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
