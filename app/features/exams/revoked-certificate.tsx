import "@mantine/core/styles/Paper.css";
import { Anchor, Container, Paper, Stack, Text } from "@mantine/core";
import { IconCertificateOff } from "@tabler/icons-react";
import { Link } from "react-router";
import { formatRecordDate } from "~/components/account/record-date";
import classes from "./revoked-certificate.module.css";

/**
 * What the public learns of a revoked certificate: which one it was (holder, exam, id, issue date)
 * and when it was revoked, as its holder was told their page would say. The reason is the holder's
 * (their page and the mail give it), so it is not shown here.
 */
export type RevokedCertificateFacts = {
  holderName: string;
  categoryName: string;
  code: string;
  issuedAt: string;
  revokedAt: string;
};

/** The verification page of a revoked certificate: not valid, said first, then what it was. */
export function RevokedCertificate({
  holderName,
  categoryName,
  code,
  issuedAt,
  revokedAt,
}: RevokedCertificateFacts) {
  const revokedOn = formatRecordDate(revokedAt);
  return (
    <Container size={760} py="xl">
      <Stack gap="lg">
        <div className={classes.verdict} role="status" data-testid="certificate-revoked">
          <IconCertificateOff size={40} stroke={1.6} aria-hidden style={{ flexShrink: 0 }} />
          <Stack gap={6}>
            <h1 className={classes.heading}>Revoked — this certificate is not valid</h1>
            <Text>
              W3Programmer revoked this certificate on {revokedOn}. It no longer proves that its holder passed
              the exam.
            </Text>
          </Stack>
        </div>
        <Paper withBorder radius="md" p="lg">
          <dl className={classes.facts} data-testid="revoked-certificate-facts">
            <dt>Holder</dt>
            <dd>{holderName}</dd>
            <dt>Exam</dt>
            <dd>{categoryName}</dd>
            <dt>Certificate ID</dt>
            <dd>{code}</dd>
            <dt>Issued</dt>
            <dd>{formatRecordDate(issuedAt)}</dd>
            <dt>Status</dt>
            <dd className={classes.revoked}>Revoked on {revokedOn}: not valid</dd>
          </dl>
        </Paper>
        <Text size="sm" c="dimmed">
          Its PDF and its downloadable credential are no longer offered, and the credential status list that
          W3Programmer publishes marks it revoked. Questions about this certificate?{" "}
          <Anchor component={Link} to="/contact-us" size="sm">
            Contact W3Programmer
          </Anchor>
          .
        </Text>
      </Stack>
    </Container>
  );
}
