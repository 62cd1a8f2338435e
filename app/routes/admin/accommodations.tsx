import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Input.css";
import { Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { redirect } from "react-router";
import { ExamAdminMessages } from "@shared/exams/exam-admin-messages";
import { accommodationSchema } from "@shared/exams/exam-admin-schemas";
import { MAX_TIME_MULTIPLIER, examDurationSeconds, formatClock } from "@shared/exams/exam-rules";
import {
  accommodationSaveErrors,
  listAccommodations,
  setAccommodation,
} from "@server/services/exams/accommodations";
import { formatRecordDate } from "~/components/account/record-date";
import { RowList } from "~/components/lists/row-list";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { AdminEditForm } from "~/features/admin/admin-edit-form";
import { flashCookie } from "~/features/auth/flash.server";
import { readForm, runFormAction } from "~/forms/form-action.server";
import { firstError } from "~/forms/form-feedback";
import { actorOf, requireAdmin } from "./admin-session.server";
import type { Route } from "./+types/accommodations";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const rows = await listAccommodations(context.db);
  return {
    learners: rows.map((row) => ({
      userId: row.userId,
      name: row.name,
      email: row.email,
      multiplier: Number(row.multiplier),
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

export const meta: Route.MetaFunction = () => privatePageMeta("Exam time accommodations");

// A refusal with a wait (429, 503) keeps its Retry-After.
export { formHeaders as headers } from "~/forms/form-action.server";

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context);
  return runFormAction(
    await readForm(request),
    accommodationSchema,
    async (input) => {
      await setAccommodation(context.db, input.email, input.multiplier, actorOf(session));
      return redirect("/admin/accommodations", {
        headers: {
          "Set-Cookie": flashCookie(context.config.publicUrl, ExamAdminMessages.accommodationSaved),
        },
      });
    },
    { alsoCheck: (fields) => accommodationSaveErrors(context.db, fields) },
  );
}

/** /admin/accommodations: learners with extra exam time, and giving or taking it back. */
export default function Accommodations({ loaderData, actionData }: Route.ComponentProps) {
  const { learners } = loaderData;
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Exam time accommodations
      </Title>
      <Text c="dimmed" size="sm">
        A learner with a multiplier gets that many times the exam time ({formatClock(examDurationSeconds(1))})
        in every exam they start from now on; attempts already running keep their time. 1 takes it back.
      </Text>
      <AdminEditForm result={actionData} cancelTo="/admin" submitLabel="Save">
        {(errors) => (
          <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
            <TextInput
              name="email"
              label="Learner's email"
              type="email"
              withAsterisk
              error={firstError(errors, "email")}
            />
            <TextInput
              name="multiplier"
              label="Time multiplier"
              description={`From 1 to ${MAX_TIME_MULTIPLIER}, e.g. 1.5`}
              inputMode="decimal"
              withAsterisk
              error={firstError(errors, "multiplier")}
            />
          </Group>
        )}
      </AdminEditForm>
      <RowList rows={learners} gap="xs" empty={<Text c="dimmed">No learner has extra time.</Text>}>
        {(learner) => (
          <Paper
            component="li"
            key={learner.userId}
            withBorder
            p="sm"
            radius="md"
            data-testid="accommodation-row"
          >
            <Group justify="space-between" wrap="wrap">
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>{learner.name}</Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                  {learner.email} · since {formatRecordDate(learner.updatedAt)}
                </Text>
              </div>
              <Text fw={600}>
                {learner.multiplier}× · {formatClock(examDurationSeconds(learner.multiplier))}
              </Text>
            </Group>
          </Paper>
        )}
      </RowList>
    </Stack>
  );
}
