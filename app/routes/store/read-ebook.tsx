import "@mantine/core/styles/Alert.css";
import { Alert, Container, Stack, Text, Title } from "@mantine/core";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { PdfReader } from "~/components/pdf/pdf-reader";
import { readOwnedEbook } from "@server/services/store/read-owned-ebook";
import { requireUser } from "../auth/session-user.server";
import { orPageNotFound } from "../service-not-found.server";
import type { Route } from "./+types/read-ebook";
import { BreadcrumbTrail } from "~/components/navigation/breadcrumb-trail";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context);
  // Not theirs (or no longer, after a refund): the same 404 as a book that does not exist.
  const ebook = await orPageNotFound(readOwnedEbook(context.db, context.config, user.id, params.slug));
  return { title: ebook.title, slug: ebook.slug, pdfUrl: ebook.pdfFile };
}

/** The signed link in the page must not outlive it in any cache (the root's headers pass on). */
export const headers: Route.HeadersFunction = ({ parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  headers.set("Cache-Control", "no-store");
  return headers;
};

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title ?? "E-book");

/** /read-ebooks/{slug} (SPEC.md §2): the buyer's own stamped copy in the site's PDF viewer. */
export default function ReadEbook({ loaderData }: Route.ComponentProps) {
  const { title, slug, pdfUrl } = loaderData;
  return (
    <Container size="lg" py={{ base: "md", md: "xl" }} px={{ base: "xs", sm: "md" }}>
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
      </Stack>
    </Container>
  );
}
