/** Input of the admin area's users and audit-log operations: its pages and its /api/admin calls. */
import { z } from "zod";
import { secret } from "../accounts/account-schemas.ts";
import { MAX_PAGE, optionalWholeNumber, recordId, requiredText, searchText } from "../forms/schema-fields.ts";
import {
  ADMIN_SEARCH_MAX_LENGTH,
  AUDITED_ENTITIES,
  ENQUIRY_STATES,
  REVOCATION_REASON_MAX_LENGTH,
  USER_ROLES,
  USER_STATUS_CHOICES,
} from "./admin-messages.ts";
import { editVersion } from "./edit-version.ts";

const page = optionalWholeNumber("page", { min: 1, max: MAX_PAGE, fallback: 1 });

/** The Users screen: any part of a name or an email, and the page. */
export const listUsersSchema = z.object({ search: searchText("search", ADMIN_SEARCH_MAX_LENGTH), page });
export type ListUsersInput = z.infer<typeof listUsersSchema>;

/** "a", "a or b", "a, b or c": the choices as a message names them. */
function orList(values: readonly string[]): string {
  return values.length > 1 ? `${values.slice(0, -1).join(", ")} or ${values.at(-1)}` : (values[0] ?? "");
}

/**
 * One of a few fixed words (a status, a role), trimmed; blank is missing. The OpenAPI document
 * lists the values (an enum), and the message for any other names them.
 */
function choice<const Values extends readonly [string, ...string[]]>(field: string, values: Values) {
  const required = `The ${field} field is required.`;
  const invalid = `The ${field} field must be ${orList(values)}.`;
  return z.preprocess(
    (value) => (typeof value === "string" ? value.trim() || undefined : value),
    z.enum(values, { error: (issue) => (issue.input === undefined ? required : invalid) }),
  );
}

/** Deactivate or reactivate an account, at the version the admin saw. */
export const setUserStatusSchema = z.object({
  userId: recordId("user id"),
  status: choice("status", USER_STATUS_CHOICES),
  updated_at: editVersion(),
});
export type SetUserStatusInput = z.infer<typeof setUserStatusSchema>;

/**
 * Grant or revoke the admin role. `password` is needed when the admin's login is not recent
 * (server/services/accounts/recent-login.ts); empty means not given.
 */
export const setUserRoleSchema = z.object({
  userId: recordId("user id"),
  role: choice("role", USER_ROLES),
  updated_at: editVersion(),
  password: z.preprocess((value) => (value === "" ? undefined : value), secret("password").optional()),
});
export type SetUserRoleInput = z.infer<typeof setUserRoleSchema>;

/** The audit log's filters: what kind of row, which one, and the page. */
export const auditLogQuerySchema = z.object({
  entity_type: z.preprocess(
    (value) => (value === "" ? undefined : value),
    choice("kind", AUDITED_ENTITIES).optional(),
  ),
  entity_id: searchText("id", 100),
  page,
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** The enquiries screen: waiting ones first by default, or the handled ones, or all; the page. */
export const listEnquiriesSchema = z.object({
  state: z.preprocess(
    (value) => (value === "" || value === undefined ? "open" : value),
    choice("state", ENQUIRY_STATES),
  ),
  page,
});
export type ListEnquiriesInput = z.infer<typeof listEnquiriesSchema>;

/** Mark an enquiry handled (answered) or open again, at the version the admin saw. */
export const setEnquiryHandledSchema = z.object({
  enquiryId: recordId("enquiry id"),
  handled: choice("handled", ["yes", "no"]),
  updated_at: editVersion(),
});
export type SetEnquiryHandledInput = z.infer<typeof setEnquiryHandledSchema>;

/** The certificates screen: a certificate id (CERT-…) or any part of the holder's name or email. */
export const listAdminCertificatesSchema = z.object({
  search: searchText("search", ADMIN_SEARCH_MAX_LENGTH),
  page,
});
export type ListAdminCertificatesInput = z.infer<typeof listAdminCertificatesSchema>;

/** Revoke a certificate, saying why (kept with it and in the audit log). */
export const revokeCertificateSchema = z.object({
  certificateId: recordId("certificate id"),
  reason: requiredText("reason", { max: REVOCATION_REASON_MAX_LENGTH }),
});
export type RevokeCertificateInput = z.infer<typeof revokeCertificateSchema>;
