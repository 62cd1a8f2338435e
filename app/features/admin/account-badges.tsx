import "@mantine/core/styles/Badge.css";
import { Badge, Group } from "@mantine/core";

/** An account's role and state at a glance. */
export function AccountBadges({ role, status, deleted }: { role: string; status: number; deleted: boolean }) {
  return (
    <Group gap={4} wrap="nowrap">
      {role === "admin" && (
        <Badge color="indigo" variant="light">
          Admin
        </Badge>
      )}
      {deleted ? (
        <Badge color="gray" variant="light">
          Deleted
        </Badge>
      ) : status === 1 ? (
        <Badge color="green" variant="light">
          Active
        </Badge>
      ) : (
        <Badge color="red" variant="light">
          Deactivated
        </Badge>
      )}
    </Group>
  );
}
