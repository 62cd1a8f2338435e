import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Switch.css";
import "@mantine/core/styles/Alert.css";
import {
  Alert,
  Anchor,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconBrandLinkedin, IconCopy, IconDownload, IconFileCertificate } from "@tabler/icons-react";
import { data, Link, useFetcher } from "react-router";
import { formatRecordDate } from "~/components/account/record-date";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { CertificateSheet } from "~/features/exams/certificate-sheet";
import { DownloadFileButton } from "~/features/exams/download-file-button";
import { readForm, runFormAction, succeeded } from "~/forms/form-action.server";
import { toastSuccess } from "~/forms/form-feedback";
import { ExamMessages } from "@shared/exams/exam-messages";
import { certificateSearchableSchema } from "@shared/exams/exam-schemas";
import {
  findOwnRevocation,
  getOwnCertificate,
  setCertificateSearchable,
} from "@server/services/certificates/certificate-records";
import { requireUser } from "../auth/session-user.server";
import { certificateSheet, linkedInAddUrl } from "./certificate-view.server";
import { orNotFound } from "./exam-pages.server";
import type { Route } from "./+types/get-certificate";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context);
  // The holder's own revoked certificate is explained to them: when and why (anyone else: 404).
  const revoked = await findOwnRevocation(context.db, user.id, params.slug);
  if (revoked) {
    return data(
      { revoked: { ...revoked, revokedAt: revoked.revokedAt.toISOString() }, certificate: null },
      { status: 410 },
    );
  }
  const certificate = await orNotFound(() => getOwnCertificate(context.db, user.id, params.slug));
  return {
    revoked: null,
    certificate: {
      sheet: certificateSheet(certificate, context.config.publicUrl),
      linkedInUrl: linkedInAddUrl(certificate, context.config.publicUrl),
      searchable: certificate.searchable,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  privatePageMeta(
    loaderData?.certificate
      ? `${loaderData.certificate.sheet.categoryName} certificate`
      : loaderData?.revoked
        ? "Certificate revoked"
        : "Certificate",
  );

/** The holder's choice to let search engines index the public page. */
// A refusal with a wait (429, 503) keeps its Retry-After.
export { formHeaders as headers } from "~/forms/form-action.server";

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireUser(request, context);
  const form = await readForm(request);
  form.set("slug", params.slug);
  return runFormAction(form, certificateSearchableSchema, async ({ slug, searchable }) => {
    await setCertificateSearchable(context.db, user.id, slug, searchable);
    return succeeded(ExamMessages.visibilitySaved);
  });
}

/** What the holder reads instead of a revoked certificate: which one, when, why, and what now. */
function RevokedCertificate({
  revoked,
}: {
  revoked: { code: string; categoryName: string; slug: string; revokedAt: string; reason: string };
}) {
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Your certificate was revoked
      </Title>
      <Alert
        color="red"
        variant="light"
        title={`${revoked.categoryName} · ${revoked.code}`}
        data-testid="certificate-revoked"
      >
        <Text size="sm">Revoked on {formatRecordDate(revoked.revokedAt)}.</Text>
        <Text size="sm">Reason: {revoked.reason}</Text>
      </Alert>
      <Text size="sm">
        Its verification page and its credential now say that it was revoked, so it no longer proves the exam.
        We mailed you the same explanation; the mail says whom to write to if you believe this is a mistake.
      </Text>
      <Group gap="md">
        <Anchor component={Link} to={`/user/exam-results/${encodeURIComponent(revoked.slug)}`} size="sm">
          Your exam results
        </Anchor>
        <Anchor component={Link} to="/user/certificate-list" size="sm">
          My certificates
        </Anchor>
      </Group>
    </Stack>
  );
}

/** /user/getCertificate/{slug}: the certificate, its PDF (A4 landscape), its verification URL and QR code. */
export default function GetCertificate({ loaderData }: Route.ComponentProps) {
  if (!loaderData.certificate) return <RevokedCertificate revoked={loaderData.revoked} />;
  return <HeldCertificate {...loaderData.certificate} />;
}

function HeldCertificate({
  sheet,
  linkedInUrl,
  searchable: savedSearchable,
}: {
  sheet: ReturnType<typeof certificateSheet>;
  linkedInUrl: string;
  searchable: boolean;
}) {
  const visibility = useFetcher();
  const pendingSearchable = visibility.formData?.get("searchable");
  const searchable = pendingSearchable === undefined ? savedSearchable : pendingSearchable === "true";
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Your certificate
      </Title>
      <CertificateSheet {...sheet} layout="landscape" />

      <Group gap="sm">
        <DownloadFileButton
          href={`${sheet.pdfUrl}?layout=landscape`}
          fileName={sheet.pdfName}
          leftSection={<IconDownload size={18} aria-hidden />}
          data-testid="download-pdf"
        >
          Download PDF
        </DownloadFileButton>
        <Button
          component="a"
          href={linkedInUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          leftSection={<IconBrandLinkedin size={18} aria-hidden />}
        >
          Add to LinkedIn
        </Button>
        <DownloadFileButton
          href={sheet.credentialUrl}
          fileName={sheet.credentialName}
          variant="default"
          leftSection={<IconFileCertificate size={18} aria-hidden />}
        >
          Download credential (JSON)
        </DownloadFileButton>
      </Group>

      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} fz={18}>
            Share and verify
          </Title>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label="Verification URL"
              value={sheet.verifyUrl}
              readOnly
              style={{ flex: 1, minWidth: 0 }}
              onFocus={(event) => event.currentTarget.select()}
              data-testid="verify-url"
            />
            <CopyButton value={sheet.verifyUrl}>
              {({ copy }) => (
                <Button
                  leftSection={<IconCopy size={18} aria-hidden />}
                  onClick={() => {
                    copy();
                    toastSuccess(ExamMessages.certificateUrlCopied);
                  }}
                >
                  Copy
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="sm" c="dimmed">
            Anyone with this address can check the certificate: it shows your name, the category and the date.{" "}
            <Anchor href={sheet.verifyUrl}>Open the verification page</Anchor>
          </Text>
          <Switch
            checked={searchable}
            onChange={(event) =>
              void visibility.submit({ searchable: String(event.currentTarget.checked) }, { method: "post" })
            }
            label="Let search engines show my verification page"
            description="Off by default: the page is marked noindex, so it does not appear in search results."
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
