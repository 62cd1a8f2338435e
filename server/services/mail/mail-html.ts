/** What every mail's HTML body needs: text from rows and visitors, escaped once the same way. */

/** Text placed in a mail's HTML (a name, a title, a reason): markup characters become entities. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A date as the mails write it ("March 4, 2026"), in UTC so every process writes the same. */
export function mailDate(date: Date): string {
  return date.toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}
