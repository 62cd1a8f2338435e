import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Input.css";
// NativeSelect draws its chevron with a Combobox class.
import "@mantine/core/styles/Combobox.css";
import { Anchor, Badge, Button, Group, NativeSelect, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { ADMIN_SEARCH_MAX_LENGTH } from "@shared/admin/admin-messages";
import { formatMoney } from "@shared/store/money";
import {
  SERVICE_KIND_LABELS,
  SERVICE_KIND_VALUES,
  SERVICE_SORT_LABELS,
  SERVICE_SORTS,
  ServiceAdminMessages,
} from "@shared/store/store-admin-messages";
import {
  deleteService,
  listAdminServices,
  setServiceVisibility,
} from "@server/services/store/manage-services";
import { RowList } from "~/components/lists/row-list";
import { LinkPagination } from "~/components/navigation/link-pagination";
import { ListSearchForm } from "~/components/navigation/list-search-form";
import { ListSortForm } from "~/components/navigation/list-sort-form";
import { readListChoice, readListPage, readListQuery } from "~/components/navigation/list-location";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { ContentRow } from "~/features/admin/content-row";
import { requireAdmin } from "./admin-session.server";
import { contentRowAction } from "./content-row-action.server";
import type { Route } from "./+types/services";

type Kind = (typeof SERVICE_KIND_VALUES)[number];
const readKind = (value: string | null): Kind | undefined =>
  SERVICE_KIND_VALUES.find((kind) => kind === value);

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const search = readListQuery(url.searchParams.get("q"), ADMIN_SEARCH_MAX_LENGTH);
  const sort = readListChoice(url.searchParams.get("sort"), SERVICE_SORTS, "newest");
  const kind = readKind(url.searchParams.get("kind"));
  const found = await listAdminServices(context.db, {
    search,
    sort,
    kind,
    page: readListPage(url.searchParams.get("page")),
  });
  return {
    search,
    sort,
    kind: kind ?? "",
    page: found.page,
    lastPage: found.lastPage,
    total: found.total,
    services: found.rows.map((service) => ({
      id: service.id,
      title: service.title,
      slug: service.slug,
      kind: service.kind,
      price: service.price,
      oldPrice: service.oldPrice,
      status: service.status,
      soldCount: service.soldCount,
      hasPdf: service.pdfFile !== null,
      updatedAt: service.updatedAt.toISOString(),
    })),
  };
}

export const meta: Route.MetaFunction = () => privatePageMeta("Guides and e-books");

export function action({ request, context }: Route.ActionArgs) {
  return contentRowAction(request, context, {
    setVisibility: setServiceVisibility,
    remove: (db, actor, input) => deleteService(db, context, actor, input),
    messages: ServiceAdminMessages,
  });
}

/** /admin/services: the store's guides and e-books, searched, filtered, sorted and paged on the server. */
export default function Services({ loaderData }: Route.ComponentProps) {
  const { search, sort, kind, page, lastPage, total, services } = loaderData;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Guides and e-books
        </Title>
        <Button component={Link} to="/admin/services/new" leftSection={<IconPlus size={18} aria-hidden />}>
          Add
        </Button>
      </Group>
      <ListSearchForm
        query={search}
        label="Search by title"
        placeholder="Title"
        maxLength={ADMIN_SEARCH_MAX_LENGTH}
      />
      <ListSortForm
        query={search}
        sort={sort}
        sorts={SERVICE_SORTS}
        labels={SERVICE_SORT_LABELS}
        total={total}
        nouns={["item", "items"]}
        filters={
          <NativeSelect
            key={`kind-${kind}`}
            name="kind"
            label="Kind"
            defaultValue={kind}
            data={[
              { value: "", label: "All" },
              ...SERVICE_KIND_VALUES.map((value) => ({ value, label: SERVICE_KIND_LABELS[value] })),
            ]}
          />
        }
      />
      <RowList rows={services} gap="sm" empty={<Text c="dimmed">Nothing matches.</Text>}>
        {(service) => (
          <ContentRow
            key={service.id}
            testId="service-row"
            id={service.id}
            title={service.title}
            noun="guide or e-book"
            href={`/admin/services/${service.id}`}
            updatedAt={service.updatedAt}
            status={service.status}
            badges={
              !service.hasPdf && (
                <Badge color="orange" variant="light" style={{ flexShrink: 0 }}>
                  No PDF
                </Badge>
              )
            }
          >
            {SERVICE_KIND_LABELS[service.kind]} · {formatMoney(service.price)}
            {service.oldPrice && (
              <>
                {" "}
                <s>{formatMoney(service.oldPrice)}</s>
              </>
            )}{" "}
            · /{service.slug} · sold {service.soldCount}
          </ContentRow>
        )}
      </RowList>
      <LinkPagination
        page={page}
        lastPage={lastPage}
        query={search}
        filters={{ sort: sort === "newest" ? null : sort, kind: kind || null }}
        label="Pages of guides and e-books"
      />
      <Anchor component={Link} to="/admin/audit-log?entity_type=service" size="sm">
        Changes to guides and e-books in the audit log
      </Anchor>
    </Stack>
  );
}
