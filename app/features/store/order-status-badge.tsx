import "@mantine/core/styles/Badge.css";
import { Badge } from "@mantine/core";

/** SPEC.md §4: "pending" is a warning badge, any other status a success badge; the text is uppercased. */
export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <Badge
      color={status === "pending" ? "yellow" : "teal"}
      variant="light"
      tt="uppercase"
      data-testid="order-status"
    >
      {status}
    </Badge>
  );
}
