import "@mantine/core/styles/Input.css";
import { Button, Container, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { Form, Link, redirect } from "react-router";
import { GuideGrid } from "~/features/store/guide-grid";
import { PageLinks } from "~/features/store/page-links";
import { useRememberCoupon } from "~/features/store/remembered-coupon";
import { pageMeta } from "~/seo";
import { readListPage, readListQuery } from "~/components/navigation/list-location";
import { listEbooksPage } from "@server/services/store/list-ebooks-page";
import { toGuideCards } from "./store-cards.server";
import type { Route } from "./+types/ebooks";

/** A search longer than any title cannot match; it is cut rather than refused. */
const MAX_SEARCH = 100;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const params = url.searchParams;
  const search = readListQuery(params.get("search"), MAX_SEARCH);
  const page = readListPage(params.get("page"));
  const result = await listEbooksPage(context.db, { page, search });
  // Past the last page (an old link after e-books were taken down): the last page, as other lists do.
  const lastPage = Math.max(1, result.lastPage);
  if (page > lastPage) {
    const target = new URL(url);
    if (lastPage > 1) target.searchParams.set("page", String(lastPage));
    else target.searchParams.delete("page");
    throw redirect(`${target.pathname}${target.search}`);
  }
  return {
    ebooks: await toGuideCards(request, context, result.data),
    page,
    lastPage: result.lastPage,
    total: result.total,
    search,
    coupon: params.get("coupon"),
    meta: pageMeta({
      title: search ? `eBooks matching "${search}"` : page > 1 ? `eBooks, page ${page}` : "eBooks",
      description:
        "E-books for IT job seekers in the USA: SQL, system design, Docker and Kubernetes, React, Spring Boot, testing, data analysis and the US hiring process.",
      path: page > 1 ? `/ebooks?page=${page}` : "/ebooks",
      publicUrl: context.config.publicUrl,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/** /ebooks: the e-book store, paged, with a title search (SPEC.md §2). */
export default function Ebooks({ loaderData }: Route.ComponentProps) {
  const { ebooks, page, lastPage, total, search } = loaderData;
  useRememberCoupon(loaderData.coupon);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            eBooks
          </Title>
          <Text c="dimmed">
            Read in your browser the moment you buy: each copy is yours, with your name on it.
          </Text>
        </Stack>
        <Form method="get" role="search" key={search}>
          <Group gap="xs" align="flex-end" wrap="nowrap" maw={560}>
            <TextInput
              name="search"
              type="search"
              label="Search e-books"
              placeholder="Title, e.g. SQL"
              defaultValue={search}
              maxLength={MAX_SEARCH}
              leftSection={<IconSearch size={16} aria-hidden />}
              flex={1}
            />
            <Button type="submit">Search</Button>
          </Group>
        </Form>
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="ebook-results">
          {search
            ? `${total} ${total === 1 ? "e-book matches" : "e-books match"} "${search}"`
            : `${total} ${total === 1 ? "e-book" : "e-books"}`}
          {lastPage > 1 && ` · page ${page} of ${lastPage}`}
        </Text>
        {ebooks.length === 0 ? (
          <Stack gap="xs" align="flex-start">
            <Text>No e-books found.</Text>
            {search && (
              <Button component={Link} to="/ebooks" variant="subtle" px={0}>
                Show all e-books
              </Button>
            )}
          </Stack>
        ) : (
          <GuideGrid guides={ebooks} titleOrder={2} />
        )}
        <PageLinks page={page} lastPage={lastPage} search={search} label="Pages of e-books" />
      </Stack>
    </Container>
  );
}
