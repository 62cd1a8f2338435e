/**
 * The stale-edit rule's input (docs/decisions/0011): every admin edit form and call carries the
 * `updated_at` of the row as it was read, and the save is refused if the row has changed since.
 */
import { z } from "zod";

/** The version a form or call carries: the row's `updated_at` as ISO 8601 text. */
export function editVersion() {
  const required = "The updated at field is required.";
  return z
    .string({ error: (issue) => (issue.input === undefined ? required : "The updated at must be a string.") })
    .trim()
    .min(1, { error: required, abort: true })
    .max(40, { error: "The updated at is not a valid date." })
    .transform((value, context) => {
      const date = new Date(value);
      if (!/^\d{4}-\d\d-\d\dT/.test(value) || Number.isNaN(date.getTime())) {
        context.addIssue({ code: "custom", message: "The updated at is not a valid date." });
        return z.NEVER;
      }
      return date;
    });
}

/** What a stale save is told: the person reloads, sees the other change, and decides again. */
export function staleEditMessage(entityLabel: string): string {
  return `This ${entityLabel} has been changed since you opened it, in another tab or by another admin. Reload to see the changes.`;
}
