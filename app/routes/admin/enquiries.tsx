import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Badge.css";
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconMailForward } from "@tabler/icons-react";
import { Link, useFetcher } from "react-router";
import { AdminMessages, ENQUIRY_STATES } from "@shared/admin/admin-messages";
import { listEnquiriesSchema, setEnquiryHandledSchema } from "@shared/admin/admin-schemas";
import { listEnquiries, setEnquiryHandled } from "@server/services/admin/manage-enquiries";
import { formatRecordDate, formatRecordTime } from "~/components/account/record-date";
import { RowList } from "~/components/lists/row-list";
import { LinkPagination } from "~/components/navigation/link-pagination";
import { readListPage } from "~/components/navigation/list-location";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { readForm, runFormAction, succeeded } from "~/forms/form-action.server";
import { useFetcherFeedback } from "~/forms/form-feedback";
import { actorOf, requireAdmin } from "./admin-session.server";
import type { Route } from "./+types/enquiries";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const parsed = listEnquiriesSchema.safeParse({
    state: url.searchParams.get("state") ?? undefined,
    page: String(readListPage(url.searchParams.get("page"))),
  });
  // An unknown state in a hand-typed address shows the waiting ones rather than an error page.
  const query = parsed.success ? parsed.data : { state: "open" as const, page: 1 };
  const found = await listEnquiries(context.db, query);
  return {
    state: query.state,
    page: found.page,
    lastPage: found.lastPage,
    total: found.total,
    enquiries: found.rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
      handledAt: row.handledAt?.toISOString() ?? null,
      handledBy: row.handledByEmail,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

export const meta: Route.MetaFunction = () => privatePageMeta("Inquiries");

/** Marks one enquiry handled or open again, at the version shown. */
// A refusal with a wait (429, 503) keeps its Retry-After.
export { formHeaders as headers } from "~/forms/form-action.server";

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context);
  const form = await readForm(request);
  return runFormAction(form, setEnquiryHandledSchema, async (input) => {
    await setEnquiryHandled(context.db, actorOf(session), input);
    return succeeded(input.handled === "yes" ? AdminMessages.enquiryHandled : AdminMessages.enquiryReopened);
  });
}

const STATE_LABELS: Record<(typeof ENQUIRY_STATES)[number], string> = {
  open: "Waiting",
  handled: "Handled",
  all: "All",
};

/**
 * The answer starts in the admin's own mail program, addressed to the person, titled and with
 * their question quoted below: the site keeps no replies, so the answer and its thread live in
 * that mailbox. Mark the enquiry handled once it is sent.
 */
function replyAddress(enquiry: { name: string; email: string; message: string; createdAt: string }) {
  const quoted = enquiry.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n");
  const body = `Hello ${enquiry.name},\n\n\n\nOn ${formatRecordDate(enquiry.createdAt)} you wrote:\n${quoted}\n`;
  const query = new URLSearchParams({ subject: REPLY_SUBJECT, body }).toString().replace(/\+/g, "%20");
  return `mailto:${enquiry.email}?${query}`;
}

const REPLY_SUBJECT = "Your immigration-support inquiry";

/** /admin/enquiries: immigration-support enquiries, the waiting ones first, 25 a page. */
export default function Enquiries({ loaderData }: Route.ComponentProps) {
  const { state, page, lastPage, total, enquiries } = loaderData;
  const change = useFetcher();
  useFetcherFeedback(change, "The inquiry could not be changed.");
  const pendingId = change.formData?.get("enquiryId");
  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Inquiries
        </Title>
        <Text c="dimmed" size="sm">
          {total} {total === 1 ? "inquiry" : "inquiries"}
        </Text>
      </Group>
      <Group gap="xs" component="nav" aria-label="Which inquiries">
        {ENQUIRY_STATES.map((value) => (
          <Button
            key={value}
            component={Link}
            to={value === "open" ? "?" : `?state=${value}`}
            size="xs"
            variant={value === state ? "filled" : "default"}
            aria-current={value === state ? "page" : undefined}
          >
            {STATE_LABELS[value]}
          </Button>
        ))}
      </Group>
      <RowList
        rows={enquiries}
        empty={<Text c="dimmed">{state === "open" ? "No inquiry is waiting." : "No inquiries."}</Text>}
      >
        {(enquiry) => (
          <Paper component="li" key={enquiry.id} withBorder p="sm" radius="md" data-testid="enquiry-row">
            <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
              <div style={{ minWidth: 0, flex: "1 1 16rem" }}>
                <Group gap="xs">
                  <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                    {enquiry.name}
                  </Text>
                  {enquiry.handledAt ? (
                    <Badge color="green" variant="light">
                      Handled
                    </Badge>
                  ) : (
                    <Badge color="orange" variant="light">
                      Waiting
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                  <Anchor href={`mailto:${enquiry.email}`} size="sm">
                    {enquiry.email}
                  </Anchor>{" "}
                  · {enquiry.phone} · {formatRecordTime(enquiry.createdAt)}
                </Text>
              </div>
              <Group gap="xs">
                <Button
                  component="a"
                  href={replyAddress(enquiry)}
                  size="xs"
                  variant="light"
                  leftSection={<IconMailForward size={16} aria-hidden />}
                >
                  Reply by email
                </Button>
                <Button
                  size="xs"
                  variant={enquiry.handledAt ? "default" : "filled"}
                  loading={pendingId === String(enquiry.id)}
                  onClick={() =>
                    change.submit(
                      {
                        enquiryId: String(enquiry.id),
                        updated_at: enquiry.updatedAt,
                        handled: enquiry.handledAt ? "no" : "yes",
                      },
                      { method: "post" },
                    )
                  }
                >
                  {enquiry.handledAt ? "Reopen" : "Mark handled"}
                </Button>
              </Group>
            </Group>
            <Text size="sm" mt="xs" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {enquiry.message}
            </Text>
            {enquiry.handledAt && (
              <Text size="xs" c="dimmed" mt={4}>
                Handled {formatRecordTime(enquiry.handledAt)}
                {enquiry.handledBy ? ` by ${enquiry.handledBy}` : ""}
              </Text>
            )}
          </Paper>
        )}
      </RowList>
      <LinkPagination
        page={page}
        lastPage={lastPage}
        filters={state === "open" ? undefined : { state }}
        label="Pages of inquiries"
      />
    </Stack>
  );
}
