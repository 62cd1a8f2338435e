import "@mantine/core/styles/Input.css";
// NativeSelect draws its chevron with a Combobox class.
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Anchor, NativeSelect, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { Link } from "react-router";
import { COUPON_CODE_MAX_LENGTH, CouponAdminMessages } from "@shared/store/store-admin-messages";
import { saveCouponSchema } from "@shared/store/store-admin-schemas";
import { couponSaveErrors, getAdminCoupon, saveCoupon } from "@server/services/orders/manage-coupons";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { AdminEditForm } from "~/features/admin/admin-edit-form";
import { formFailure } from "~/forms/form-action.server";
import { firstError } from "~/forms/form-feedback";
import { adminSaveAction } from "./admin-save-action.server";
import { editedRowIdOf, requireAdmin } from "./admin-session.server";
import type { Route } from "./+types/coupon-edit";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const id = editedRowIdOf(params, CouponAdminMessages.notFound);
  try {
    const coupon = id === undefined ? undefined : await getAdminCoupon(context.db, id);
    return {
      coupon: coupon && {
        id: coupon.id,
        code: coupon.code,
        kind: coupon.kind,
        amount: coupon.amount,
        // The day as a date field shows it (UTC): a coupon runs to the end of that day.
        expiresOn: coupon.expiresAt.toISOString().slice(0, 10),
        maxUses: coupon.maxUses,
        usedCount: coupon.usedCount,
        status: coupon.status,
        updatedAt: coupon.updatedAt.toISOString(),
      },
    };
  } catch (error) {
    throw formFailure(error);
  }
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  privatePageMeta(loaded?.coupon ? `Edit ${loaded.coupon.code}` : "Add coupon");

export function action(args: Route.ActionArgs) {
  return adminSaveAction(args, {
    notFound: CouponAdminMessages.notFound,
    schema: saveCouponSchema,
    save: (input, { actor }) => saveCoupon(args.context.db, actor, input),
    alsoCheck: (fields) => couponSaveErrors(args.context.db, fields),
    messages: CouponAdminMessages,
    backTo: "/admin/coupons",
  });
}

export default function CouponEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { coupon } = loaderData;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/coupons" size="sm">
        ← All coupons
      </Anchor>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {coupon ? "Edit coupon" : "Add coupon"}
      </Title>
      <AdminEditForm
        key={coupon?.updatedAt ?? "new"}
        result={actionData}
        version={coupon?.updatedAt}
        cancelTo="/admin/coupons"
        submitLabel={coupon ? "Save coupon" : "Add coupon"}
      >
        {(errors) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              name="code"
              label="Code"
              description="Letters, digits, - or _; kept in capitals."
              withAsterisk
              defaultValue={coupon?.code}
              maxLength={COUPON_CODE_MAX_LENGTH}
              error={firstError(errors, "code")}
            />
            <NativeSelect
              name="kind"
              label="Discount"
              withAsterisk
              defaultValue={coupon?.kind ?? "percent"}
              data={[
                { value: "percent", label: "Percent off" },
                { value: "fixed", label: "Dollars off" },
              ]}
              error={firstError(errors, "kind")}
            />
            <TextInput
              name="amount"
              label="Amount"
              description="A percentage up to 100, or dollars."
              withAsterisk
              inputMode="decimal"
              defaultValue={coupon?.amount}
              error={firstError(errors, "amount")}
            />
            <TextInput
              name="expires_at"
              label="Valid until (UTC)"
              type="date"
              withAsterisk
              defaultValue={coupon?.expiresOn}
              error={firstError(errors, "expires_at")}
            />
            <TextInput
              name="max_uses"
              label="Usage cap"
              description={coupon ? `Used ${coupon.usedCount} times so far.` : "How many orders may use it."}
              withAsterisk
              inputMode="numeric"
              defaultValue={String(coupon?.maxUses ?? 100)}
              error={firstError(errors, "max_uses")}
            />
            <NativeSelect
              name="status"
              label="Status"
              defaultValue={String(coupon?.status ?? 1)}
              data={[
                { value: "1", label: "Enabled" },
                { value: "0", label: "Disabled" },
              ]}
              error={firstError(errors, "status")}
            />
          </SimpleGrid>
        )}
      </AdminEditForm>
    </Stack>
  );
}
