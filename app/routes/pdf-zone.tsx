import "@mantine/core/styles/Breadcrumbs.css";
import { Anchor, Breadcrumbs, Container, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { SearchedList } from "~/components/navigation/searched-list";
import { PdfList } from "~/features/library/pdf-list";
import { LIBRARY_SEARCH_MAX_LENGTH } from "@shared/library/library-messages";
import { loadPdfZone } from "./pdf-zone.server";
import type { Route } from "./+types/pdf-zone";

export function loader({ params, url, context }: Route.LoaderArgs) {
  return loadPdfZone(context, params.slug, url);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.meta ?? [{ title: "Page not found | W3Programmer" }, { name: "robots", content: "noindex" }];

/** /pdf-zone/{slug}: a folder's PDFs with a search box and pages of 60 (SPEC.md §2). */
export default function PdfZone({ loaderData }: Route.ComponentProps) {
  const { categoryName, items } = loaderData;
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
        <SearchedList
          list={loaderData}
          search={{
            label: "Search PDFs in this folder",
            placeholder: "e.g. SQL, Git, resume",
            maxLength: LIBRARY_SEARCH_MAX_LENGTH,
          }}
          noun={{ one: "PDF", many: "PDFs" }}
          empty={{
            list: "This folder has no PDFs yet.",
            search: "No PDFs match your search. Try other words, or clear the search.",
          }}
          pagesLabel="Pages of PDFs"
          testId="pdf"
          shown={items.length}
        >
          <PdfList items={items} />
        </SearchedList>
      </Stack>
    </Container>
  );
}
