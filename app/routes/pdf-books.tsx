import { Container, Stack, Text, Title } from "@mantine/core";
import { PdfFolderGrid } from "~/features/library/pdf-folder-grid";
import { pageMeta } from "~/seo";
import { listPdfCategories } from "@server/services/library/list-pdf-categories";
import type { Route } from "./+types/pdf-books";
import { BreadcrumbTrail } from "~/components/navigation/breadcrumb-trail";

/** SPEC.md §7: the PDF pages use a fixed title and description, not the SEO calls' results. */
const DESCRIPTION =
  "Free PDF cheat sheets, study notes, job-search guides and printable workbooks for IT interviews and IT jobs in the USA.";

export async function loader({ context }: Route.LoaderArgs) {
  const folders = await listPdfCategories(context.db);
  return {
    folders: folders.map(({ id, slug, shortName, count }) => ({ id, slug, shortName, count })),
    meta: pageMeta({
      title: "PDF Books",
      description: DESCRIPTION,
      path: "/pdf-books",
      publicUrl: context.config.publicUrl,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/** /pdf-books: the PDF folders, each with its count, linking to /pdf-zone/{slug} (SPEC.md §2). */
export default function PdfBooks({ loaderData }: Route.ComponentProps) {
  const { folders } = loaderData;
  return (
    <Container size="lg" py="xl">
      <BreadcrumbTrail crumbs={[{ label: "Home", to: "/" }, { label: "PDF Books" }]} />
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>PDF Books</Title>
          <Text c="dimmed" maw={720}>
            {DESCRIPTION} Read them in the browser or download them.
          </Text>
        </Stack>
        {folders.length > 0 ? (
          <PdfFolderGrid folders={folders} />
        ) : (
          <Text py="xl" ta="center">
            No PDF folders have been published yet.
          </Text>
        )}
      </Stack>
    </Container>
  );
}
