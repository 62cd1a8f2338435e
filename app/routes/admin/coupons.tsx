import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Input.css";
import { Anchor, Badge, Button, Group, Paper, Text } from "@mantine/core";
import { IconCircleCheck, IconCircleOff, IconPencil, IconPlus } from "@tabler/icons-react";
import { Link, useFetcher } from "react-router";
import { deleteContentSchema } from "@shared/admin/content-schemas";
import { formatMoney } from "@shared/store/money";
import { CouponAdminMessages } from "@shared/store/store-admin-messages";
import { setCouponStatusSchema } from "@shared/store/store-admin-schemas";
import { formatPercent } from "@shared/text/percent";
import { deleteCoupon, listAdminCoupons, setCouponStatus } from "@server/services/orders/manage-coupons";
import { formatRecordDate } from "~/components/account/record-date";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { AdminListPage } from "~/features/admin/admin-list-page";
import { confirmRowDelete, DeleteRowButton, NotDeletable } from "~/features/admin/content-row-buttons";
import { invalid, readForm, runFormAction, succeeded } from "~/forms/form-action.server";
import { adminListData, readAdminListParams } from "./admin-list.server";
import { actorOf, requireAdmin } from "./admin-session.server";
import type { Route } from "./+types/coupons";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const params = readAdminListParams(url);
  const found = await listAdminCoupons(context.db, params);
  const now = Date.now();
  return adminListData(params, found, (coupon) => ({
    id: coupon.id,
    code: coupon.code,
    off:
      coupon.kind === "percent"
        ? `${formatPercent(Number(coupon.amount))} off`
        : `${formatMoney(coupon.amount)} off`,
    expiresAt: coupon.expiresAt.toISOString(),
    expired: coupon.expiresAt.getTime() <= now,
    usedCount: coupon.usedCount,
    maxUses: coupon.maxUses,
    enabled: coupon.status === 1,
    // What deleteCoupon refuses; its 409 stays for an order made meanwhile.
    keptBecause: coupon.keptBecause,
    updatedAt: coupon.updatedAt.toISOString(),
  }));
}

export const meta: Route.MetaFunction = () => privatePageMeta("Coupons");

// A refusal with a wait (429, 503) keeps its Retry-After.
export { formHeaders as headers } from "~/forms/form-action.server";

const INTENT_INVALID = "The intent must be status or delete.";

/**
 * A row's buttons, posted by a fetcher with the version the list showed: `intent=status` enables
 * or disables the coupon, `intent=delete` deletes it (refused while orders name it).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context);
  const form = await readForm(request);
  switch (form.get("intent")) {
    case "status":
      return runFormAction(form, setCouponStatusSchema, async (input) => {
        const coupon = await setCouponStatus(context.db, actorOf(session), input);
        return succeeded(coupon.status === 1 ? CouponAdminMessages.enabled : CouponAdminMessages.disabled);
      });
    case "delete":
      return runFormAction(form, deleteContentSchema, async (input) => {
        await deleteCoupon(context.db, actorOf(session), input);
        return succeeded(CouponAdminMessages.deleted);
      });
  }
  return invalid({ ok: false, message: INTENT_INVALID, errors: { intent: [INTENT_INVALID] } });
}

// Its answer is a toast, shown before the list is read again (a deleted row is gone by then).
export { toastRowAnswer as clientAction } from "~/features/admin/content-row-answer";

type CouponRowData = Route.ComponentProps["loaderData"]["rows"][number];

function CouponRow({ coupon }: { coupon: CouponRowData }) {
  const change = useFetcher();
  const busy = (intent: string) => change.state !== "idle" && change.formData?.get("intent") === intent;
  const submit = (fields: Record<string, string>) =>
    change.submit({ id: String(coupon.id), updated_at: coupon.updatedAt, ...fields }, { method: "post" });
  const confirmDelete = () =>
    confirmRowDelete({ noun: "coupon", name: coupon.code, onConfirm: () => submit({ intent: "delete" }) });
  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid="coupon-row">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div style={{ minWidth: 0, flex: "1 1 16rem" }}>
          <Group gap="xs">
            <Anchor component={Link} to={`/admin/coupons/${coupon.id}`} fw={600} ff="monospace">
              {coupon.code}
            </Anchor>
            <Badge color={coupon.enabled ? "green" : "gray"} variant="light">
              {coupon.enabled ? "Enabled" : "Disabled"}
            </Badge>
            {coupon.expired && (
              <Badge color="orange" variant="light">
                Expired
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {coupon.off} · until {formatRecordDate(coupon.expiresAt)} · used {coupon.usedCount} of{" "}
            {coupon.maxUses}
          </Text>
        </div>
        <Group gap="xs">
          <Button
            component={Link}
            to={`/admin/coupons/${coupon.id}`}
            variant="light"
            size="xs"
            leftSection={<IconPencil size={16} aria-hidden />}
            aria-label={`Edit ${coupon.code}`}
          >
            Edit
          </Button>
          <Button
            variant="subtle"
            size="xs"
            loading={busy("status")}
            leftSection={
              coupon.enabled ? (
                <IconCircleOff size={16} aria-hidden />
              ) : (
                <IconCircleCheck size={16} aria-hidden />
              )
            }
            onClick={() => submit({ intent: "status", status: coupon.enabled ? "0" : "1" })}
            aria-label={`${coupon.enabled ? "Disable" : "Enable"} ${coupon.code}`}
          >
            {coupon.enabled ? "Disable" : "Enable"}
          </Button>
          {coupon.keptBecause ? (
            <NotDeletable reason={coupon.keptBecause} />
          ) : (
            <DeleteRowButton name={coupon.code} loading={busy("delete")} onClick={confirmDelete} />
          )}
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * /admin/coupons: every coupon newest first, searched by code; enabled, disabled or (when no order
 * names it) deleted in place.
 */
export default function Coupons({ loaderData }: Route.ComponentProps) {
  const { search, page, lastPage, total, rows } = loaderData;
  return (
    <AdminListPage
      title="Coupons"
      actions={
        <Button component={Link} to="/admin/coupons/new" leftSection={<IconPlus size={18} aria-hidden />}>
          Add coupon
        </Button>
      }
      search={{ query: search, label: "Search by code", placeholder: "Part of the code" }}
      total={total}
      nouns={["coupon", "coupons"]}
      rows={rows}
      empty="No coupon matches."
      pages={{ page, lastPage, label: "Pages of coupons" }}
      auditLog={{ entityType: "coupon", label: "Changes to coupons in the audit log" }}
    >
      {(coupon) => <CouponRow key={coupon.id} coupon={coupon} />}
    </AdminListPage>
  );
}
