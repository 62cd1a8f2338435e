import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/PasswordInput.css";
import { Anchor, Button, Group, Paper, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { useRef, type RefObject } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { AdminMessages } from "@shared/admin/admin-messages";
import { setUserRoleSchema, setUserStatusSchema } from "@shared/admin/admin-schemas";
import { formatMoney } from "@shared/store/money";
import { isRecentLogin, sessionAuthentication } from "@server/services/accounts/recent-login";
import { getAdminUser, setUserRole, setUserStatus } from "@server/services/admin/manage-users";
import { listOrders } from "@server/services/orders/list-orders";
import { formatRecordDate } from "~/components/account/record-date";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { AccountBadges } from "~/features/admin/account-badges";
import { confirmAction, type Confirmation } from "~/forms/confirm-action";
import { formFailure, invalid, readForm, runFormAction, succeeded } from "~/forms/form-action.server";
import { firstError, useResultFeedback } from "~/forms/form-feedback";
import { actorOf, requireAdmin, rowIdOf } from "./admin-session.server";
import type { Route } from "./+types/user-detail";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context);
  const userId = rowIdOf(params.id, AdminMessages.userNotFound);
  try {
    const [user, orders] = await Promise.all([
      getAdminUser(context.db, userId),
      listOrders(context.db, userId),
    ]);
    return {
      isSelf: user.id === session.user.id,
      recentLogin: isRecentLogin(session),
      user: {
        id: user.id,
        w3Id: user.w3Id,
        name: user.name,
        email: user.email,
        role: user.role,
        status: user.status,
        deleted: user.deletedAt !== null,
        createdAt: user.createdAt.toISOString(),
        updatedAt: user.updatedAt.toISOString(),
      },
      orders: orders.map((order) => ({
        id: order.id,
        orderCode: order.orderCode,
        totalAmount: order.totalAmount,
        paymentStatus: order.paymentStatus,
        createdAt: order.createdAt.toISOString(),
      })),
    };
  } catch (error) {
    throw formFailure(error);
  }
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  privatePageMeta(loaded ? `${loaded.user.name} · Users` : "Users");

/**
 * `intent=status` deactivates or reactivates the account, `intent=role` grants or revokes the
 * admin role (with the password when the login is not recent); both at the version shown.
 */
// A refusal with a wait (429, 503) keeps its Retry-After.
export { formHeaders as headers } from "~/forms/form-action.server";

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context);
  const form = await readForm(request);
  switch (form.get("intent")) {
    case "status":
      return runFormAction(form, setUserStatusSchema, async (input) => {
        await setUserStatus(context.db, actorOf(session), input);
        return succeeded(input.status === "active" ? AdminMessages.reactivated : AdminMessages.deactivated);
      });
    case "role":
      return runFormAction(form, setUserRoleSchema, async (input) => {
        const authentication = sessionAuthentication(session, context.clientIp);
        await setUserRole(context.db, { ...actorOf(session), session: authentication }, input);
        return succeeded(input.role === "admin" ? AdminMessages.adminGranted : AdminMessages.adminRevoked);
      });
    default:
      return invalid({ ok: false, message: INTENT_INVALID, errors: { intent: [INTENT_INVALID] } });
  }
}

const INTENT_INVALID = "The intent must be status or role.";

/**
 * A submit button that asks first: deactivating signs the person out everywhere, and a role
 * change opens or closes the whole admin area, so neither happens on a stray click. The form's
 * own fields (the password, when asked for) go with it.
 */
function ConfirmedSubmit({
  form,
  confirmation,
  children,
  ...button
}: {
  form: RefObject<HTMLFormElement | null>;
  confirmation: Omit<Confirmation, "onConfirm">;
  children: string;
  color?: string;
  variant?: string;
  loading: boolean;
}) {
  const submit = useSubmit();
  const ask = () =>
    confirmAction({
      ...confirmation,
      onConfirm: () => {
        if (form.current) void submit(form.current);
      },
    });
  return (
    <Button type="button" onClick={ask} {...button}>
      {children}
    </Button>
  );
}

export default function UserDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { user, orders, isSelf, recentLogin } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const errors = useResultFeedback(actionData);
  const statusForm = useRef<HTMLFormElement>(null);
  const roleForm = useRef<HTMLFormElement>(null);
  const hidden = (
    <>
      <input type="hidden" name="userId" value={user.id} />
      <input type="hidden" name="updated_at" value={user.updatedAt} />
    </>
  );
  const roleButton = (
    <ConfirmedSubmit
      form={roleForm}
      variant="light"
      loading={busy}
      confirmation={
        user.role === "admin"
          ? {
              title: `Remove ${user.name}'s admin role?`,
              text: "They lose the admin area at once: every admin page and call refuses them.",
              confirm: "Remove admin role",
            }
          : {
              title: `Make ${user.name} an administrator?`,
              text: "They can then change everything in the admin area: content, orders and refunds, certificates, and other people's roles.",
              confirm: "Make admin",
              destructive: false,
            }
      }
    >
      {user.role === "admin" ? "Remove admin role" : "Make admin"}
    </ConfirmedSubmit>
  );
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/users" size="sm">
        ← All users
      </Anchor>
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: "anywhere" }}>
          {user.name}
        </Title>
        <AccountBadges role={user.role} status={user.status} deleted={user.deleted} />
      </Group>
      <Text c="dimmed" size="sm" style={{ overflowWrap: "anywhere" }}>
        {user.email} · {user.w3Id} · joined {formatRecordDate(user.createdAt)}
      </Text>

      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Title order={2} fz={18} mb="xs">
          Account
        </Title>
        {user.deleted ? (
          <Text size="sm">The owner deleted this account; its personal data is erased.</Text>
        ) : isSelf ? (
          <Text size="sm">This is your own account.</Text>
        ) : (
          <Form method="post" ref={statusForm}>
            {hidden}
            <input type="hidden" name="intent" value="status" />
            <input type="hidden" name="status" value={user.status === 1 ? "deactivated" : "active"} />
            <Group justify="space-between" wrap="wrap">
              <Text size="sm">
                {user.status === 1
                  ? "Deactivating signs the person out everywhere and refuses their logins."
                  : "The person cannot log in until the account is reactivated."}
              </Text>
              {user.status === 1 ? (
                <ConfirmedSubmit
                  form={statusForm}
                  color="red"
                  loading={busy}
                  confirmation={{
                    title: `Deactivate ${user.name}?`,
                    text: "They are signed out everywhere at once, and their logins are refused until the account is reactivated.",
                    confirm: "Deactivate",
                  }}
                >
                  Deactivate account
                </ConfirmedSubmit>
              ) : (
                <Button type="submit" color="green" loading={busy}>
                  Reactivate account
                </Button>
              )}
            </Group>
          </Form>
        )}
      </Paper>

      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Title order={2} fz={18} mb="xs">
          Role
        </Title>
        <Form method="post" ref={roleForm}>
          {hidden}
          <input type="hidden" name="intent" value="role" />
          <input type="hidden" name="role" value={user.role === "admin" ? "user" : "admin"} />
          <Stack gap="sm">
            {/* The text and its button on one line, as the account's; a password to give goes between. */}
            <Group justify="space-between" wrap="wrap">
              <Text size="sm">
                {user.role === "admin"
                  ? "An administrator: opens the admin area and changes everything in it."
                  : "A user: no access to the admin area."}
              </Text>
              {recentLogin && roleButton}
            </Group>
            {!recentLogin && (
              <>
                <PasswordInput
                  name="password"
                  label="Your password"
                  description="Role changes need a login from the last 15 minutes: enter your password again."
                  autoComplete="current-password"
                  withAsterisk
                  error={firstError(errors, "password")}
                />
                <Group justify="flex-end">{roleButton}</Group>
              </>
            )}
          </Stack>
        </Form>
      </Paper>

      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Title order={2} fz={18} mb="xs">
          Orders
        </Title>
        {orders.length === 0 ? (
          <Text size="sm" c="dimmed">
            No orders.
          </Text>
        ) : (
          <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: "none" }}>
            {orders.map((order) => (
              <Group component="li" key={order.id} justify="space-between" wrap="wrap" gap="xs">
                <Anchor component={Link} to={`/admin/orders/${order.id}`} size="sm" ff="monospace">
                  {order.orderCode}
                </Anchor>
                <Text size="sm">
                  {formatMoney(order.totalAmount)} · {order.paymentStatus} ·{" "}
                  {formatRecordDate(order.createdAt)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Paper>
      <Anchor component={Link} to={`/admin/audit-log?entity_type=user&entity_id=${user.id}`} size="sm">
        Changes to this account in the audit log
      </Anchor>
    </Stack>
  );
}
