import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Input.css";
// NativeSelect draws its chevron with a Combobox class.
import "@mantine/core/styles/Combobox.css";
import { Badge, Button, NativeSelect } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
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
import { privatePageMeta } from "~/features/accounts/private-meta";
import { AdminListPage } from "~/features/admin/admin-list-page";
import { ContentRow } from "~/features/admin/content-row";
import { PublicPageLink } from "~/features/admin/public-page-link";
import { adminListData, readAdminListParams } from "./admin-list.server";
import { requireAdmin } from "./admin-session.server";
import { contentRowAction } from "./content-row-action.server";
import type { Route } from "./+types/services";

type Kind = (typeof SERVICE_KIND_VALUES)[number];
const readKind = (value: string | null): Kind | undefined =>
  SERVICE_KIND_VALUES.find((kind) => kind === value);

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const params = readAdminListParams(url, SERVICE_SORTS, "newest");
  const kind = readKind(url.searchParams.get("kind"));
  const found = await listAdminServices(context.db, { ...params, kind });
  return {
    kind: kind ?? "",
    ...adminListData(params, found, (service) => ({
      id: service.id,
      title: service.title,
      slug: service.slug,
      kind: service.kind,
      price: service.price,
      oldPrice: service.oldPrice,
      status: service.status,
      isPublic: service.isPublic,
      soldCount: service.soldCount,
      // What deleteService refuses; its 409 stays for an order made meanwhile.
      keptBecause: service.keptBecause,
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

// Its answer is a toast, shown before the list is read again.
export { toastRowAnswer as clientAction } from "~/features/admin/content-row-answer";

/** /admin/services: the store's guides and e-books, searched, filtered, sorted and paged on the server. */
export default function Services({ loaderData }: Route.ComponentProps) {
  const { search, sort, kind, page, lastPage, total, rows } = loaderData;
  return (
    <AdminListPage
      title="Guides and e-books"
      actions={
        <Button component={Link} to="/admin/services/new" leftSection={<IconPlus size={18} aria-hidden />}>
          Add
        </Button>
      }
      search={{ query: search, label: "Search by title", placeholder: "Title" }}
      total={total}
      nouns={["item", "items"]}
      order={{
        sort,
        sorts: SERVICE_SORTS,
        labels: SERVICE_SORT_LABELS,
        defaultSort: "newest",
        filters: (
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
        ),
      }}
      rows={rows}
      empty="Nothing matches."
      emptyUnfiltered="No guides or e-books yet."
      pages={{ page, lastPage, label: "Pages of guides and e-books", filters: { kind: kind || null } }}
      auditLog={{ entityType: "service", label: "Changes to guides and e-books in the audit log" }}
    >
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
          keptBecause={service.keptBecause}
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
          · sold {service.soldCount}
          <PublicPageLink path={`/guide-details/${service.slug}`} isPublic={service.isPublic} />
        </ContentRow>
      )}
    </AdminListPage>
  );
}
