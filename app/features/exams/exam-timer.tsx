import "@mantine/core/styles/VisuallyHidden.css";
import "@mantine/core/styles/Badge.css";
import { Badge, Button, Group, VisuallyHidden } from "@mantine/core";
import { IconClock } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { TIMER_ANNOUNCEMENT_MINUTES, formatClock, spokenDuration } from "@shared/exams/exam-rules";
import classes from "./exam-timer.module.css";

const minutesLeft = (minutes: number) => `${minutes} ${minutes === 1 ? "minute" : "minutes"} left`;

/**
 * The timer as hh:mm:ss (SPEC.md §4). Screen readers are not told every second: a polite live
 * region says "10 minutes left", "5 minutes left" and "1 minute left" as those moments pass, and
 * the "Read out the time left" button, shown only to the keyboard, reads the time on request.
 */
export function ExamTimer({ remaining }: { remaining: number }) {
  const [announcement, setAnnouncement] = useState("");
  const previous = useRef(remaining);
  useEffect(() => {
    const before = previous.current;
    previous.current = remaining;
    const crossed = TIMER_ANNOUNCEMENT_MINUTES.find(
      (minutes) => before > minutes * 60 && remaining <= minutes * 60,
    );
    if (crossed) setAnnouncement(minutesLeft(crossed));
  }, [remaining]);

  const announceNow = () => {
    // Cleared first, so that asking twice in a row is read twice.
    setAnnouncement("");
    setTimeout(() => setAnnouncement(`${spokenDuration(remaining)} left`), 50);
  };

  const urgent = remaining <= 5 * 60;
  return (
    <Group gap="xs" wrap="nowrap">
      <Badge
        size="xl"
        radius="sm"
        variant={urgent ? "filled" : "light"}
        color={urgent ? "red.8" : "indigo"}
        leftSection={<IconClock size={18} aria-hidden />}
        role="timer"
        aria-label="Time left"
        data-testid="exam-timer"
        styles={{ label: { fontVariantNumeric: "tabular-nums", fontSize: 18 } }}
      >
        <span suppressHydrationWarning>{formatClock(remaining)}</span>
      </Badge>
      <Button variant="subtle" size="compact-sm" className={classes.readOut} onClick={announceNow}>
        Read out the time left
      </Button>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="timer-announcement">
        {announcement}
      </VisuallyHidden>
    </Group>
  );
}
