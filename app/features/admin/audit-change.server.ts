import type { AuditedRow } from "@server/db/schema/audit";
import { BRAND_STATUS } from "@server/db/schema/brands";
import { CONTENT_STATUS } from "@server/db/schema/catalog";
import { htmlToText } from "@server/services/content/sanitize-html";
import { USER_STATUS } from "@shared/admin/admin-messages";
import { formatRecordTime } from "~/components/account/record-date";

/**
 * How the audit log words a change for an admin: the row by its name, fields as words and
 * values as the admin pages show them, rather than the snapshots' keys and codes.
 */

/** The fields that name a row, most telling first. */
const NAME_FIELDS = ["title", "name", "email", "orderCode", "code", "question", "slug"] as const;

/** A value shown in a line of its own is cut here, with an ellipsis. */
const SHOWN_LENGTH = 120;

/** The row's name as its snapshot (after the change, or before a deletion) gives it, if any. */
export function auditRowName(before: AuditedRow | null, after: AuditedRow | null): string | undefined {
  for (const row of [after, before]) {
    for (const field of NAME_FIELDS) {
      const value = row?.[field];
      if (typeof value === "string" && value.trim()) return shorten(plainText(value), 80);
    }
  }
  return undefined;
}

/** Fields whose words are not their key's: the rest read as their key split into words. */
const FIELD_LABELS: Record<string, string> = {
  status: "Status",
  descriptionFull: "Full description",
  descriptionFullLength: "Full description (characters)",
  textLength: "Text (characters)",
  sizeBytes: "File size (bytes)",
  star: "Stars",
  viewUrl: "View link",
  downloadLink: "Download link",
  thumbnailImg: "Thumbnail",
  pdfFile: "PDF file",
  filePath: "File",
  metaKeyword: "Meta keywords",
  correctOption: "Correct option",
};

/**
 * "revokedServiceIds" → "Revoked services", "categoryId" → "Category", "handled_at" → "Handled at":
 * a key in words, an id named by what it points to.
 */
export function auditFieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
  const words = field
    .replace(/Ids$/, "s")
    .replace(/(?<=.)Id$/, "")
    .replace(/_/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** What a status code means for the kind of row it belongs to. */
function statusWord(entityType: string, value: number): string {
  if (entityType === "user") return value === USER_STATUS.active ? "active" : "deactivated";
  if (entityType === "brand") return value === BRAND_STATUS.active ? "active" : "inactive";
  return value === CONTENT_STATUS.published ? "shown" : "hidden";
}

/** A field's value as an admin reads it: "empty", "yes"/"no", a date, a status in words, text cut short. */
export function auditValue(entityType: string, field: string, row: AuditedRow | null): string {
  if (!row) return "—";
  const value = row[field];
  if (value === null || value === undefined || value === "") return "empty";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (field === "status" && typeof value === "number") return statusWord(entityType, value);
  if (typeof value === "string" && ISO_TIME.test(value)) return formatRecordTime(value);
  return shorten(plainText(String(value)), SHOWN_LENGTH);
}

export type AuditFieldChange = { field: string; label: string; before: string; after: string };

/** The fields a change touched (every field for a creation or a deletion), in words. */
export function auditChanges(entityType: string, before: AuditedRow | null, after: AuditedRow | null) {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .filter((field) => field !== "id" && field !== "updatedAt" && before?.[field] !== after?.[field])
    .map((field): AuditFieldChange => ({
      field,
      label: auditFieldLabel(field),
      before: auditValue(entityType, field, before),
      after: auditValue(entityType, field, after),
    }));
}

/** Rich text (an answer, a page) read as its words, so that the log shows what changed rather than markup. */
const plainText = (value: string) => (value.includes("<") ? htmlToText(value) : value);

const shorten = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
