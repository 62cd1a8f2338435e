const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/**
 * The day a record of the user's own (a bookmark, a certificate, an order, a referral) carries,
 * e.g. "May 6, 2026": in UTC, so that the server's HTML and the browser's render agree.
 */
export function formatRecordDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

const timeFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/** A moment the admin pages show, e.g. "May 6, 2026, 2:30 PM UTC": in UTC for the same reason. */
export function formatRecordTime(iso: string): string {
  return `${timeFormat.format(new Date(iso))} UTC`;
}
