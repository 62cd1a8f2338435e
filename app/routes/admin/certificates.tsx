import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Input.css";
import { Anchor, Badge, Button, Group, Paper, Text, TextInput } from "@mantine/core";
import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { AdminMessages, REVOCATION_REASON_MAX_LENGTH } from "@shared/admin/admin-messages";
import { revokeCertificateSchema } from "@shared/admin/admin-schemas";
import { listAdminCertificates, revokeCertificateAsAdmin } from "@server/services/admin/manage-certificates";
import { verificationUrl } from "@server/services/certificates/certificate-records";
import { formatRecordDate } from "~/components/account/record-date";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { AdminListPage } from "~/features/admin/admin-list-page";
import { confirmAction } from "~/forms/confirm-action";
import { readForm, runFormAction, succeeded } from "~/forms/form-action.server";
import { useFetcherFeedback } from "~/forms/form-feedback";
import { adminListData, readAdminListParams } from "./admin-list.server";
import { actorOf, requireAdmin } from "./admin-session.server";
import type { Route } from "./+types/certificates";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const params = readAdminListParams(url);
  const found = await listAdminCertificates(context.db, params);
  return adminListData(params, found, (row) => ({
    id: row.id,
    code: row.code,
    categoryName: row.categoryName,
    holderName: row.holderName,
    holderEmail: row.holderEmail,
    issuedAt: row.issuedAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revocationReason: row.revocationReason,
    state: row.state,
    url: verificationUrl(context.config.publicUrl, row.publicId, row.slug),
  }));
}

export const meta: Route.MetaFunction = () => privatePageMeta("Certificates");

// A refusal with a wait (429, 503) keeps its Retry-After.
export { formHeaders as headers } from "~/forms/form-action.server";

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context);
  const form = await readForm(request);
  return runFormAction(form, revokeCertificateSchema, async (input) => {
    await revokeCertificateAsAdmin(context.db, context.config, actorOf(session), input);
    return succeeded(AdminMessages.certificateRevoked);
  });
}

const STATE_COLORS = { valid: "green", expired: "gray", revoked: "red" } as const;

/** /admin/certificates: certificates newest first, found by id or holder; revoke with a reason. */
export default function Certificates({ loaderData }: Route.ComponentProps) {
  const { search, page, lastPage, total, rows } = loaderData;
  const revocation = useFetcher();
  useFetcherFeedback(revocation, "The certificate could not be revoked.");
  const pendingId = revocation.formData?.get("certificateId");
  return (
    <AdminListPage
      title="Certificates"
      search={{
        query: search,
        label: "Search by certificate id, name or email",
        placeholder: "CERT-…, name or email",
      }}
      total={total}
      nouns={["certificate", "certificates"]}
      countBesideTitle
      rows={rows}
      empty="No certificate matches."
      rowGap="xs"
      pages={{ page, lastPage, label: "Pages of certificates" }}
    >
      {(certificate) => (
        <Paper
          component="li"
          key={certificate.id}
          withBorder
          p="sm"
          radius="md"
          data-testid="certificate-row"
        >
          <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
            <div style={{ minWidth: 0, flex: "1 1 16rem" }}>
              <Group gap="xs">
                <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                  {certificate.holderName}
                </Text>
                <Badge color={STATE_COLORS[certificate.state]} variant="light">
                  {certificate.state}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                {certificate.holderEmail} · {certificate.categoryName}
              </Text>
              <Text size="sm" c="dimmed">
                <Anchor href={certificate.url} size="sm" ff="monospace">
                  {certificate.code}
                </Anchor>{" "}
                · awarded {formatRecordDate(certificate.issuedAt)}
              </Text>
              {certificate.revokedAt && (
                <Text size="xs" c="dimmed" mt={4} style={{ overflowWrap: "anywhere" }}>
                  Revoked {formatRecordDate(certificate.revokedAt)}
                  {certificate.revocationReason ? `: ${certificate.revocationReason}` : ""}
                </Text>
              )}
            </div>
            {!certificate.revokedAt && (
              <RevokeControl
                certificate={certificate}
                busy={pendingId === String(certificate.id)}
                onRevoke={(reason) =>
                  revocation.submit({ certificateId: String(certificate.id), reason }, { method: "post" })
                }
              />
            )}
          </Group>
        </Paper>
      )}
    </AdminListPage>
  );
}

type CertificateItem = Route.ComponentProps["loaderData"]["rows"][number];

/** The server's rule for the reason (revokeCertificateSchema), checked before asking to confirm. */
const reasonRule = revokeCertificateSchema.shape.reason;

/**
 * A reason and the Revoke button, which asks first: a revocation cannot be undone. A reason the
 * server would refuse is shown under its field instead, and nothing is asked until it is right.
 */
function RevokeControl({
  certificate,
  busy,
  onRevoke,
}: {
  certificate: CertificateItem;
  busy: boolean;
  onRevoke: (reason: string) => void;
}) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const field = useRef<HTMLInputElement>(null);
  const revoke = () => {
    const checked = reasonRule.safeParse(reason);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      field.current?.focus();
      return;
    }
    confirmAction({
      title: "Revoke this certificate?",
      text: (
        <>
          {certificate.code} ({certificate.holderName}, {certificate.categoryName}) will no longer verify, on
          its page or as a credential. This cannot be undone.
        </>
      ),
      confirm: "Revoke",
      onConfirm: () => onRevoke(checked.data),
    });
  };
  // The button sits beside the box, and the error under both, where it is read before trying again.
  return (
    <TextInput
      ref={field}
      label="Reason"
      placeholder="Why it no longer stands"
      size="xs"
      value={reason}
      onChange={(event) => {
        setReason(event.currentTarget.value);
        setError(undefined);
      }}
      error={error}
      maxLength={REVOCATION_REASON_MAX_LENGTH}
      style={{ flex: "1 1 16rem", maxWidth: "28rem" }}
      inputContainer={(input) => (
        <Group gap="xs" wrap="nowrap">
          <div style={{ flex: 1 }}>{input}</div>
          <Button size="xs" color="red" loading={busy} onClick={revoke}>
            Revoke
          </Button>
        </Group>
      )}
    />
  );
}
