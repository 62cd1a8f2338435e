import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/ThemeIcon.css";
import { Anchor, Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCertificate, IconCertificateOff } from "@tabler/icons-react";
import { Link } from "react-router";
import { formatRecordDate } from "~/components/account/record-date";
import { RecordList } from "~/components/account/record-list";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { listCertificates } from "@server/services/certificates/certificate-records";
import { requireUser } from "../auth/session-user.server";
import type { Route } from "./+types/certificate-list";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context);
  const certificates = await listCertificates(context.db, user.id);
  return {
    certificates: certificates.map((certificate) => ({
      id: certificate.id,
      categoryName: certificate.categoryName,
      categorySlug: certificate.slug,
      issuedAt: certificate.issuedAt.toISOString(),
      expiresAt: certificate.expiresAt?.toISOString() ?? null,
      state: certificate.state,
    })),
  };
}

export const meta: Route.MetaFunction = () => privatePageMeta("My certificates");

const STATE_BADGE = {
  valid: { color: "teal", label: "Valid" },
  expired: { color: "yellow", label: "Expired" },
  revoked: { color: "red", label: "Revoked" },
} as const;

type ListedCertificate = Route.ComponentProps["loaderData"]["certificates"][number];

/**
 * One certificate of the list: its category (to its results), when it was awarded and until when
 * it is valid, its state, and its page: the certificate, or for a revoked one, when and why.
 */
function CertificateRow({ certificate }: { certificate: ListedCertificate }) {
  const revoked = certificate.state === "revoked";
  return (
    <Paper
      component="li"
      withBorder
      p="md"
      radius="md"
      data-testid={revoked ? "revoked-certificate-row" : "certificate-row"}
    >
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon size={40} radius="md" variant="light" color={revoked ? "gray" : "orange"} aria-hidden>
            {revoked ? <IconCertificateOff size={22} /> : <IconCertificate size={22} />}
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/user/exam-results/${certificate.categorySlug}`} fw={600}>
              {certificate.categoryName}
            </Anchor>
            <Text size="xs" c="dimmed">
              Awarded {formatRecordDate(certificate.issuedAt)}
              {!revoked &&
                certificate.expiresAt &&
                ` · valid until ${formatRecordDate(certificate.expiresAt)}`}
            </Text>
          </div>
        </Group>
        <Group gap="xs">
          <Badge color={STATE_BADGE[certificate.state].color} variant="light">
            {STATE_BADGE[certificate.state].label}
          </Badge>
          <Button
            component={Link}
            to={`/user/getCertificate/${certificate.categorySlug}`}
            size="xs"
            variant={revoked ? "default" : "light"}
          >
            {revoked ? "Why" : "Certificate"}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * /user/certificate-list and /users/my-certificate: the certificates the user holds and their
 * results, then apart, under "Revoked", those taken back: a revoked certificate is no longer one
 * they hold, which is also what the dashboard counts (countCertificates).
 */
export default function CertificateList({ loaderData }: Route.ComponentProps) {
  const certificates = loaderData.certificates.filter((certificate) => certificate.state !== "revoked");
  const revoked = loaderData.certificates.filter((certificate) => certificate.state === "revoked");
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        My certificates
      </Title>
      <RecordList
        records={certificates}
        empty={{
          icon: IconCertificateOff,
          text: "No certificates yet. Pass an exam to earn one: the categories that have an exam show a Take Exam button on their question-and-answer page.",
          link: { to: "/all-category", label: "Browse the categories" },
        }}
      >
        {(certificate) => <CertificateRow key={certificate.id} certificate={certificate} />}
      </RecordList>
      {revoked.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="revoked-certificates">
          <Title order={2} fz={20} id="revoked-certificates">
            Revoked
          </Title>
          <Text size="sm" c="dimmed">
            These certificates were taken back and no longer count as yours. Open one to read when and why.
          </Text>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
            {revoked.map((certificate) => (
              <CertificateRow key={certificate.id} certificate={certificate} />
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
