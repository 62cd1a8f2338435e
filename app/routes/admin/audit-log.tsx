import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Input.css";
// NativeSelect draws its chevron with a Combobox class.
import "@mantine/core/styles/Combobox.css";
import { Anchor, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { Form, Link } from "react-router";
import { AUDITED_ENTITIES, AUDITED_ENTITY_LABELS } from "@shared/admin/admin-messages";
import { auditLogQuerySchema } from "@shared/admin/admin-schemas";
import { listAuditLog } from "@server/services/admin/audit-log";
import { auditChanges, auditRowName } from "~/features/admin/audit-change.server";
import { LinkPagination } from "~/components/navigation/link-pagination";
import { readListPage } from "~/components/navigation/list-location";
import { formatRecordTime } from "~/components/account/record-date";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { requireAdmin } from "./admin-session.server";
import type { Route } from "./+types/audit-log";
import { RowList } from "~/components/lists/row-list";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const parsed = auditLogQuerySchema.safeParse({
    entity_type: url.searchParams.get("entity_type") ?? undefined,
    entity_id: url.searchParams.get("entity_id") ?? undefined,
    page: String(readListPage(url.searchParams.get("page"))),
  });
  // A filter no row can match (a mistyped link) shows everything rather than an error page.
  const query = parsed.success ? parsed.data : { entity_type: undefined, entity_id: "", page: 1 };
  const found = await listAuditLog(context.db, query);
  return {
    filters: { entity_type: query.entity_type ?? "", entity_id: query.entity_id },
    page: found.page,
    lastPage: found.lastPage,
    total: found.total,
    entries: found.rows.map((row) => ({
      id: row.id,
      actorEmail: row.actorEmail,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      rowName: auditRowName(row.before, row.after),
      rowDeleted: row.rowDeleted,
      changes: auditChanges(row.entityType, row.before, row.after),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

export const meta: Route.MetaFunction = () => privatePageMeta("Audit log");

/** /admin/audit-log: every admin change, newest first, filtered by kind of row and row. */
const isAudited = (kind: string): kind is (typeof AUDITED_ENTITIES)[number] =>
  (AUDITED_ENTITIES as readonly string[]).includes(kind);

/** "PDF folder" rather than the table's pdf_category. */
const entityLabel = (kind: string) => (isAudited(kind) ? AUDITED_ENTITY_LABELS[kind] : kind);

/** What was done: the action after its kind ("service.hide" → "hide"). */
const actionVerb = (action: string) => action.slice(action.indexOf(".") + 1).replace(/[_-]/g, " ");

/** The admin pages a row is edited on, by kind: from a change to the thing as it is now. */
const ROW_PAGES: Partial<Record<(typeof AUDITED_ENTITIES)[number], (id: string) => string>> = {
  blog_category: (id) => `/admin/blog/categories/${id}`,
  blog_post: (id) => `/admin/blog/${id}`,
  blog_tag: (id) => `/admin/blog/tags/${id}`,
  brand: (id) => `/edit-brand/${id}`,
  category: (id) => `/admin/categories/${id}`,
  coupon: (id) => `/admin/coupons/${id}`,
  exam: (id) => `/admin/exams/${id}`,
  order: (id) => `/admin/orders/${id}`,
  page: (id) => `/admin/pages/${id}`,
  pdf_category: (id) => `/admin/library/${id}`,
  pdf_document: (id) => `/admin/library/files/${id}`,
  question: (id) => `/admin/questions/${id}`,
  service: (id) => `/admin/services/${id}`,
  settings: () => "/admin/settings",
  tutorial: (id) => `/admin/tutorials/${id}`,
  user: (id) => `/admin/users/${id}`,
};

/** Where the changed row is edited, unless it has been deleted (by this change or a later one) or has no page. */
function rowAddress(entry: { entityType: string; entityId: string; rowDeleted: boolean }) {
  if (entry.rowDeleted || !isAudited(entry.entityType)) return undefined;
  return ROW_PAGES[entry.entityType]?.(encodeURIComponent(entry.entityId));
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { filters, page, lastPage, total, entries } = loaderData;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Audit log
        </Title>
        <Text c="dimmed" size="sm">
          {total} {total === 1 ? "change" : "changes"}
        </Text>
      </Group>
      <Form method="get" role="search">
        <Group gap="xs" align="flex-end" wrap="wrap">
          <NativeSelect
            name="entity_type"
            label="Kind"
            defaultValue={filters.entity_type}
            data={[
              { value: "", label: "Everything" },
              ...AUDITED_ENTITIES.map((kind) => ({ value: kind, label: AUDITED_ENTITY_LABELS[kind] })),
            ]}
          />
          <TextInput name="entity_id" label="Id" defaultValue={filters.entity_id} maxLength={100} w={120} />
          <Button type="submit">Filter</Button>
        </Group>
      </Form>
      <RowList rows={entries} empty={<Text c="dimmed">No changes recorded.</Text>}>
        {(entry) => (
          <Paper component="li" key={entry.id} withBorder p="sm" radius="md" data-testid="audit-entry">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Group gap="xs" wrap="wrap">
                <Text fw={600} size="sm">
                  {entityLabel(entry.entityType)} #{entry.entityId}
                  {entry.rowName && ` “${entry.rowName}”`} · {actionVerb(entry.action)}
                </Text>
                {rowAddress(entry) && (
                  <Anchor component={Link} to={rowAddress(entry)!} size="sm">
                    Open
                  </Anchor>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {formatRecordTime(entry.createdAt)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              by {entry.actorEmail}
            </Text>
            {entry.changes.length === 0 && (
              <Text size="sm" c="dimmed" mt={4}>
                Saved with no field changed.
              </Text>
            )}
            {entry.changes.length > 0 && (
              <Stack component="ul" gap={0} mt={4} pl="md" m={0}>
                {entry.changes.map((change) => (
                  <Text component="li" key={change.field} size="sm" style={{ overflowWrap: "anywhere" }}>
                    {change.label}: {change.before} → {change.after}
                  </Text>
                ))}
              </Stack>
            )}
          </Paper>
        )}
      </RowList>
      <LinkPagination page={page} lastPage={lastPage} filters={filters} label="Pages of the audit log" />
    </Stack>
  );
}
