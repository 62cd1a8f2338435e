import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/ThemeIcon.css";
import { Button, Group, Paper, Text, ThemeIcon } from "@mantine/core";
import { IconClockHour4, IconPlayerPlay } from "@tabler/icons-react";
import { Link } from "react-router";
import { formatClock } from "@shared/exams/exam-rules";
import { useRemainingSeconds } from "./remaining-seconds";

/**
 * An exam the learner started and left: its name, the time left on the server's clock (hh:mm:ss,
 * as the exam page shows it) and a way back to it. The clock keeps running here too.
 */
export function RunningExamNotice({
  slug,
  name,
  deadlineAt,
  serverNow,
}: {
  slug: string;
  name: string;
  deadlineAt: string;
  serverNow: string;
}) {
  const remaining = useRemainingSeconds(deadlineAt, serverNow);
  return (
    <Paper withBorder p="md" radius="md" bg="indigo.0" data-testid="running-exam">
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" color="indigo" size="lg" aria-hidden>
            <IconClockHour4 size={20} />
          </ThemeIcon>
          <div>
            <Text fw={600}>Your {name} exam is in progress.</Text>
            <Text size="sm" c="dimmed">
              Time left:{" "}
              <span
                data-testid="running-exam-time"
                style={{ fontVariantNumeric: "tabular-nums" }}
                suppressHydrationWarning
              >
                {formatClock(remaining)}
              </span>
            </Text>
          </div>
        </Group>
        <Button
          component={Link}
          to={`/user/exam/${slug}`}
          leftSection={<IconPlayerPlay size={18} aria-hidden />}
        >
          Resume exam
        </Button>
      </Group>
    </Paper>
  );
}
