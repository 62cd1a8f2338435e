import { Container, Stack, Title } from "@mantine/core";
import { SearchedList } from "~/components/navigation/searched-list";
import { PdfList } from "~/features/library/pdf-list";
import { LIBRARY_SEARCH_MAX_LENGTH } from "@shared/library/library-messages";
import { loadPdfZone } from "./pdf-zone.server";
import type { Route } from "./+types/pdf-zone";
import { BreadcrumbTrail } from "~/components/navigation/breadcrumb-trail";
import { NOT_FOUND_META } from "~/seo";

export function loader({ params, url, context }: Route.LoaderArgs) {
  return loadPdfZone(context, params.slug, url);
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? NOT_FOUND_META;

/** /pdf-zone/{slug}: a folder's PDFs with a search box and pages of 60 (SPEC.md §2). */
export default function PdfZone({ loaderData }: Route.ComponentProps) {
  const { categoryName, items } = loaderData;
  return (
    <Container size="lg" py="xl">
      <BreadcrumbTrail
        crumbs={[
          { label: "Home", to: "/" },
          { label: "PDF Books", to: "/pdf-books" },
          { label: categoryName },
        ]}
      />
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
