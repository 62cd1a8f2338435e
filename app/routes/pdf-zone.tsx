import "@mantine/core/styles/Breadcrumbs.css";
import { Anchor, Breadcrumbs, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { LinkPagination } from "~/components/navigation/link-pagination";
import { ListSearchForm } from "~/components/navigation/list-search-form";
import { PdfList } from "~/features/library/pdf-list";
import { LIBRARY_SEARCH_MAX_LENGTH } from "@shared/library/library-messages";
import { loadPdfZone } from "./pdf-zone.server";
import type { Route } from "./+types/pdf-zone";

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadPdfZone(context, params.slug, new URL(request.url));
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.meta ?? [{ title: "Page not found | W3Programmer" }, { name: "robots", content: "noindex" }];

/** /pdf-zone/{slug}: a folder's PDFs with a search box and pages of 60 (SPEC.md §2). */
export default function PdfZone({ loaderData }: Route.ComponentProps) {
  const { categoryName, items, page, lastPage, total, pageSize, query } = loaderData;
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Container size="lg" py="xl">
      <Breadcrumbs mb="md" separator="›">
        <Anchor component={Link} to="/" c="indigo.8">
          Home
        </Anchor>
        <Anchor component={Link} to="/pdf-books" c="indigo.8">
          PDF Books
        </Anchor>
        <Text span c="dimmed">
          {categoryName}
        </Text>
      </Breadcrumbs>
      <Stack gap="md" maw={900}>
        <Title order={1}>{categoryName}</Title>
        <ListSearchForm
          query={query}
          label="Search PDFs in this folder"
          placeholder="e.g. SQL, Git, resume"
          maxLength={LIBRARY_SEARCH_MAX_LENGTH}
        />
        <Group justify="space-between" gap="xs">
          <Text c="dimmed" aria-live="polite" data-testid="pdf-count">
            {query
              ? `${total} ${total === 1 ? "result" : "results"} for “${query}”`
              : `${total} ${total === 1 ? "PDF" : "PDFs"}`}
            {total > 0 && ` · showing ${first}–${last}`}
          </Text>
          {query && (
            <Button component={Link} to="." variant="subtle" size="compact-sm">
              Clear search
            </Button>
          )}
        </Group>
        {items.length > 0 ? (
          <PdfList items={items} />
        ) : (
          <Text py="xl" ta="center" data-testid="pdf-empty">
            {query
              ? "No PDFs match your search. Try other words, or clear the search."
              : "This folder has no PDFs yet."}
          </Text>
        )}
        <Group justify="center">
          <LinkPagination page={page} lastPage={lastPage} query={query} label="Pages of PDFs" />
        </Group>
      </Stack>
    </Container>
  );
}
