import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Tooltip.css";
import "@mantine/core/styles/Table.css";
import {
  ActionIcon,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  CopyButton,
} from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { formatRecordDate } from "~/components/account/record-date";
import { CardsOnPhone } from "~/components/lists/cards-on-phone";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { toastSuccess } from "~/forms/form-feedback";
import { listReferrals } from "@server/services/referrals/list-referrals";
import { requireUser } from "../auth/session-user.server";
import type { Route } from "./+types/referral";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context);
  const referrals = await listReferrals(context.db, user.id);
  return {
    // SPEC.md §2: {origin}/referral?code={inviteCode}, with the site's public origin.
    link: `${context.config.publicUrl}/referral?code=${encodeURIComponent(user.inviteCode)}`,
    inviteCode: user.inviteCode,
    count: referrals.count,
    referrals: referrals.data.map((referral) => ({
      name: referral.name,
      email: referral.email,
      joined: referral.createdAt.toISOString(),
    })),
  };
}

export const meta: Route.MetaFunction = () => privatePageMeta("Referral");

export default function Referral({ loaderData }: Route.ComponentProps) {
  const { link, inviteCode, count, referrals } = loaderData;
  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Referral
        </Title>
        <Text c="dimmed">Share your link: everyone who signs up with it is listed below.</Text>
      </div>
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <TextInput
          label="Your referral link"
          description={`Invite code ${inviteCode}`}
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          data-testid="referral-link"
          rightSection={
            <CopyButton value={link} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? "Copied" : "Copy link"} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color={copied ? "teal" : "gray"}
                    aria-label="Copy referral link"
                    onClick={() => {
                      copy();
                      toastSuccess("Copied successfully");
                    }}
                  >
                    {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          }
        />
      </Paper>
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} fz={18}>
            People you referred
          </Title>
          <Text fw={600} data-testid="referral-count">
            {count}
          </Text>
        </Group>
        {referrals.length === 0 ? (
          <Text c="dimmed">Nobody has signed up with your link yet.</Text>
        ) : (
          // A phone gets a card a person: the table's columns would not fit beside each other.
          <CardsOnPhone
            rows={referrals}
            rowKey={(referral) => `${referral.email}-${referral.joined}`}
            cardTestId="referral-card"
            card={(referral) => (
              <>
                <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                  {referral.name}
                </Text>
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  {referral.email || "—"}
                </Text>
                <Text size="sm" c="dimmed">
                  Joined {formatRecordDate(referral.joined)}
                </Text>
              </>
            )}
          >
            <Table.ScrollContainer minWidth={420}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Email</Table.Th>
                    <Table.Th>Joined</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {referrals.map((referral) => (
                    <Table.Tr key={`${referral.email}-${referral.joined}`}>
                      <Table.Td>{referral.name}</Table.Td>
                      <Table.Td>{referral.email || "—"}</Table.Td>
                      <Table.Td>{formatRecordDate(referral.joined)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </CardsOnPhone>
        )}
      </Paper>
    </Stack>
  );
}
