import "@mantine/core/styles/Alert.css";
import { Alert, Anchor, Container, Group, Stack, Text } from "@mantine/core";
import {
  IconAlertTriangle,
  IconDownload,
  IconFileCertificate,
  IconRosetteDiscountCheck,
} from "@tabler/icons-react";
import { data, redirect } from "react-router";
import { NotFound } from "~/components/not-found";
import { pageMeta } from "~/seo";
import { CertificateSheet } from "~/features/exams/certificate-sheet";
import { RevokedCertificate, type RevokedCertificateFacts } from "~/features/exams/revoked-certificate";
import { DownloadFileButton } from "~/features/exams/download-file-button";
import { ExamMessages } from "@shared/exams/exam-messages";
import { findPublicCertificate } from "@server/services/certificates/certificate-records";
import { certificateSheet } from "./certificate-view.server";
import classes from "./verify-certificate.module.css";
import type { Route } from "./+types/verify-certificate";

/**
 * Public: anyone with the address sees the holder's name, the category and the dates, never how
 * they answered. A revoked certificate's page says, first, that it is not valid, then which
 * certificate it was and when it was revoked (RevokedCertificate), with 410 Gone: it no longer
 * proves anything, and a link checker or search engine must not take it for a live certificate
 * (its PDF and credential answer 404, the status list marks it revoked). One whose holder deleted
 * their account answers 410 and says it was withdrawn; an unknown one 404, saying the address is
 * wrong. The public id finds the certificate: an address whose slug is no longer its category's
 * (an admin changed it after the certificate was printed or shared) redirects for good to the
 * current one.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const certificate = await findPublicCertificate(context.db, params.uId);
  if (certificate === "withdrawn") return data({ kind: "withdrawn" as const }, { status: 410 });
  if (!certificate) return data({ kind: "unknown" as const }, { status: 404 });
  const path = `/verify-certificate/${encodeURIComponent(certificate.publicId)}/${encodeURIComponent(certificate.slug)}`;
  if (params.slug !== certificate.slug) throw redirect(path, 301);
  if (certificate.state === "revoked") {
    const revoked: RevokedCertificateFacts = {
      holderName: certificate.holderName,
      categoryName: certificate.categoryName,
      code: certificate.code,
      issuedAt: certificate.issuedAt.toISOString(),
      revokedAt: certificate.revokedAt!.toISOString(),
    };
    return data(
      { kind: "revoked" as const, revoked, path, publicUrl: context.config.publicUrl },
      { status: 410 },
    );
  }
  return {
    kind: "certificate" as const,
    sheet: certificateSheet(certificate, context.config.publicUrl),
    searchable: certificate.searchable,
    path,
    publicUrl: context.config.publicUrl,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (loaderData?.kind === "revoked") {
    const { revoked } = loaderData;
    // Never indexed, whatever the holder chose: a revoked certificate is no one's credential.
    return [
      ...pageMeta({
        title: `Revoked: ${revoked.holderName}, ${revoked.categoryName} certificate`,
        description: `This W3Programmer certificate (${revoked.code}) was revoked and is not valid.`,
        path: loaderData.path,
        publicUrl: loaderData.publicUrl,
      }),
      { name: "robots", content: "noindex, nofollow" },
    ];
  }
  if (loaderData?.kind !== "certificate") {
    const title = loaderData?.kind === "withdrawn" ? "Certificate withdrawn" : "Certificate not found";
    return [{ title: `${title} | W3Programmer` }, { name: "robots", content: "noindex" }];
  }
  const { sheet } = loaderData;
  const tags = pageMeta({
    title: `${sheet.holderName}: ${sheet.categoryName} Certificate of Excellence`,
    description: `${sheet.holderName} passed the W3Programmer ${sheet.categoryName} certification exam.`,
    path: loaderData.path,
    publicUrl: loaderData.publicUrl,
  });
  // Certificates are personal: out of search engines unless the holder chose otherwise.
  return loaderData.searchable ? tags : [...tags, { name: "robots", content: "noindex, nofollow" }];
};

/** /verify-certificate/{uId}/{slug}: the public, printable certificate (SPEC.md §2). */
export default function VerifyCertificate({ loaderData }: Route.ComponentProps) {
  switch (loaderData.kind) {
    case "withdrawn":
      return <NotFound code={410} message={ExamMessages.certificateWithdrawn} testId="certificate-missing" />;
    case "unknown":
      return (
        <NotFound
          message={ExamMessages.certificateNotFound}
          detail={ExamMessages.certificateAddressHint}
          testId="certificate-missing"
        />
      );
    case "revoked":
      return <RevokedCertificate {...loaderData.revoked} />;
  }
  const { sheet } = loaderData;
  return (
    <Container size={760} py="xl" className={classes.page} data-printable-certificate>
      <Stack gap="lg">
        <Group gap="xs" className={classes.noPrint} justify="space-between">
          <Group gap={6}>
            <IconRosetteDiscountCheck size={22} color="var(--mantine-color-teal-8)" aria-hidden />
            <Text fw={600} c="teal.9" data-testid="verified">
              {sheet.expired ? "Issued by W3Programmer" : "Verified: issued by W3Programmer"}
            </Text>
          </Group>
          <Group gap="sm">
            <DownloadFileButton
              href={sheet.pdfUrl}
              fileName={sheet.pdfName}
              leftSection={<IconDownload size={18} aria-hidden />}
              data-testid="download-pdf"
            >
              Download PDF
            </DownloadFileButton>
            <DownloadFileButton
              href={sheet.credentialUrl}
              fileName={sheet.credentialName}
              variant="default"
              leftSection={<IconFileCertificate size={18} aria-hidden />}
              data-testid="download-credential"
            >
              Download credential (JSON)
            </DownloadFileButton>
          </Group>
        </Group>
        {sheet.expired && (
          <Alert
            color="yellow"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            data-testid="certificate-expired"
          >
            {ExamMessages.certificateExpired}
          </Alert>
        )}
        <CertificateSheet {...sheet} layout="portrait" />
        <Text size="sm" c="dimmed" className={classes.noPrint} ta="center">
          The downloadable credential is an Open Badges 3.0 verifiable credential signed by W3Programmer; its
          public key is published at <Anchor href="/.well-known/jwks.json">/.well-known/jwks.json</Anchor>.
        </Text>
      </Stack>
    </Container>
  );
}
