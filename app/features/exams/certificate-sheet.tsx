import { Box, Group, Stack, Text, Title } from "@mantine/core";
import classes from "./certificate-sheet.module.css";

export type CertificateSheetProps = {
  holderName: string;
  categoryName: string;
  issuedAt: string;
  expiresAt: string | null;
  code: string;
  verifyUrl: string;
  /** The QR code to verifyUrl as inline SVG, made on the server (our own markup). */
  qrSvg: string;
  layout: "portrait" | "landscape";
  expired?: boolean;
};

const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** The certificate as the page shows (and prints) it; the PDF is drawn on the server to match. */
export function CertificateSheet(props: CertificateSheetProps) {
  const { holderName, categoryName, issuedAt, expiresAt, code, verifyUrl, qrSvg, layout, expired } = props;
  return (
    <Box className={classes.sheet} data-layout={layout} data-testid="certificate-sheet">
      <Stack gap={6} align="center" ta="center">
        <Text fw={700} c="indigo.8" fz="lg">
          W3Programmer
        </Text>
        <Title order={1} className={classes.heading}>
          Certificate of Excellence
        </Title>
        <Text c="dimmed">This certifies that</Text>
        <Text className={classes.name} data-testid="certificate-name">
          {holderName}
        </Text>
        <Text c="dimmed">has passed the W3Programmer certification exam in</Text>
        <Text fw={700} fz={{ base: 20, sm: 24 }} c="indigo.8" data-testid="certificate-category">
          {categoryName}
        </Text>
        <Text>Awarded on {dateFormat.format(new Date(issuedAt))}</Text>
        {expiresAt && (
          <Text c={expired ? "red.8" : "dimmed"} fw={expired ? 700 : undefined}>
            {expired ? "Expired on" : "Valid until"} {dateFormat.format(new Date(expiresAt))}
          </Text>
        )}
      </Stack>
      <Group justify="space-between" align="flex-end" mt="xl" gap="lg" className={classes.footer}>
        <Stack gap={2} align="center" className={classes.signature}>
          <Text className={classes.signatureName}>W3Programmer</Text>
          <Box className={classes.signatureLine} />
          <Text fz="sm" c="dimmed">
            Head of Certification, W3Programmer
          </Text>
          <Text fz="xs" c="dimmed">
            Certificate ID: {code}
          </Text>
        </Stack>
        <Stack gap={4} align="center">
          {/* Generated on the server from our own verification URL: no outside markup. */}
          <Box
            className={classes.qr}
            dangerouslySetInnerHTML={{ __html: qrSvg }}
            data-testid="certificate-qr"
          />
        </Stack>
      </Group>
      <Text fz="xs" c="dimmed" ta="center" mt="md" className={classes.link}>
        Verify this certificate at{" "}
        <a href={verifyUrl} data-testid="verify-link">
          {verifyUrl}
        </a>
      </Text>
    </Box>
  );
}
