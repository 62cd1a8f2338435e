/** The admin area's calls beyond SPEC.md §7: users, enquiries, certificates and the audit log (docs/decisions/0011). */
import { createRoute, z } from "@hono/zod-openapi";
import {
  AUDITED_ENTITIES,
  ENQUIRY_STATES,
  USER_ROLES,
  USER_STATUS_CHOICES,
} from "../../../shared/admin/admin-messages.ts";
import {
  auditLogQuerySchema,
  listAdminCertificatesSchema,
  listEnquiriesSchema,
  revokeCertificateSchema,
  listUsersSchema,
  setEnquiryHandledSchema,
  setUserRoleSchema,
  setUserStatusSchema,
} from "../../../shared/admin/admin-schemas.ts";
import { recordId } from "../../../shared/forms/schema-fields.ts";
import { requireAdmin } from "../../http/auth.ts";
import {
  adminOnlyResponses,
  ErrorSchema,
  formBody,
  jsonContent,
  PaginationSchema,
  rateLimitedResponse,
  rowIdParam,
  staleEditResponse,
  ValidationErrorSchema,
} from "../router.ts";

const adminCall = { tags: ["Admin"], middleware: requireAdmin, security: [{ bearerAuth: [] }] };

export const AdminUserSchema = z
  .object({
    id: z.number().int(),
    w3_id: z.string(),
    name: z.string(),
    email: z.string(),
    status: z.number().int().openapi({ description: "1 active, 0 deactivated" }),
    role: z.enum(USER_ROLES),
    deleted: z.boolean().openapi({ description: "The account was deleted by its owner (data erased)" }),
    created_at: z.string().openapi({ description: "ISO 8601" }),
    updated_at: z.string().openapi({ description: "ISO 8601; the version to send back with a change" }),
  })
  .openapi("AdminUser");

export const listUsers = createRoute({
  ...adminCall,
  method: "get",
  path: "/admin/users",
  summary: "Accounts, newest first, searched by any part of the name or email (25 a page)",
  request: {
    query: z.object({
      search: listUsersSchema.shape.search.openapi({ example: "smith" }),
      page: listUsersSchema.shape.page.openapi({ type: "integer", minimum: 1, example: 1 }),
    }),
  },
  responses: {
    200: jsonContent(z.object({ data: z.array(AdminUserSchema), pagination: PaginationSchema }), "A page"),
    ...adminOnlyResponses,
    422: jsonContent(ValidationErrorSchema, "A bad page or an over-long search"),
  },
});

const OrderSchema = z.object({
  id: z.number().int(),
  orderId: z.string(),
  total_amount: z.string(),
  payment_status: z.string(),
  created_at: z.string(),
});

export const getUser = createRoute({
  ...adminCall,
  method: "get",
  path: "/admin/users/{id}",
  summary: "One account and its orders",
  request: { params: rowIdParam },
  responses: {
    200: jsonContent(z.object({ data: AdminUserSchema, orders: z.array(OrderSchema) }), "The account"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such account"),
    422: jsonContent(ValidationErrorSchema, "An id that is not a whole number"),
  },
});

export const setUserStatus = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/users/{id}/status",
  summary: "Deactivate (every session ends) or reactivate an account",
  request: {
    params: rowIdParam,
    body: formBody(setUserStatusSchema.omit({ userId: true }).openapi("SetUserStatusBody")),
  },
  responses: {
    200: jsonContent(z.object({ message: z.string(), data: AdminUserSchema }), "Changed"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such account"),
    ...staleEditResponse,
    422: jsonContent(
      ValidationErrorSchema,
      `A status other than ${USER_STATUS_CHOICES.join(" or ")}, or no updated_at`,
    ),
  },
});

export const setUserRole = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/users/{id}/role",
  summary: "Grant or revoke the admin role",
  description:
    "Needs a recent login: the session's login, or `password` given again, within the last 15 minutes. " +
    'Without it the answer is 403 "Enter your password again to change roles."; the last admin keeps the role (409).',
  request: {
    params: rowIdParam,
    body: formBody(setUserRoleSchema.omit({ userId: true }).openapi("SetUserRoleBody")),
  },
  responses: {
    200: jsonContent(z.object({ message: z.string(), data: AdminUserSchema }), "Changed"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such account"),
    ...staleEditResponse,
    422: jsonContent(
      ValidationErrorSchema,
      "A role other than user or admin, no updated_at, or a wrong password",
    ),
    ...rateLimitedResponse,
  },
});

/**
 * A field of a row as the audit log keeps it: text, a number, true/false or null. Written out for
 * OpenAPI 3.0, which has no null type of its own.
 */
const auditedValue = z
  .union([z.string(), z.number(), z.boolean()])
  .nullable()
  .openapi({
    anyOf: [
      { type: "string", nullable: true },
      { type: "number", nullable: true },
      { type: "boolean", nullable: true },
    ],
  });

/** A row as the audit log keeps it: its fields, whatever kind of row it is. */
const auditedRow = (description: string) =>
  z.record(z.string(), auditedValue).nullable().openapi({ description });

const AuditEntrySchema = z
  .object({
    id: z.number().int(),
    actor_user_id: z.number().int().nullable(),
    actor_email: z.string(),
    action: z.string().openapi({ example: "brand.update" }),
    entity_type: z.string(),
    entity_id: z.string(),
    before: auditedRow("The row before the change; null when created"),
    after: auditedRow("The row after the change; null when deleted"),
    created_at: z.string(),
  })
  .openapi("AuditEntry");

export const auditLog = createRoute({
  ...adminCall,
  method: "get",
  path: "/admin/audit-log",
  summary: "Every admin change, newest first (25 a page), optionally of one kind of row or one row",
  request: {
    query: z.object({
      entity_type: auditLogQuerySchema.shape.entity_type.openapi({
        type: "string",
        enum: [...AUDITED_ENTITIES],
      }),
      entity_id: auditLogQuerySchema.shape.entity_id.openapi({ type: "string", example: "1" }),
      page: auditLogQuerySchema.shape.page.openapi({ type: "integer", minimum: 1, example: 1 }),
    }),
  },
  responses: {
    200: jsonContent(z.object({ data: z.array(AuditEntrySchema), pagination: PaginationSchema }), "A page"),
    ...adminOnlyResponses,
    422: jsonContent(ValidationErrorSchema, "An unknown entity type or a bad page"),
  },
});

const AdminEnquirySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    message: z.string(),
    created_at: z.string(),
    handled_at: z.string().nullable().openapi({ description: "ISO 8601; null while it waits" }),
    handled_by: z.string().nullable().openapi({ description: "The admin's email" }),
    updated_at: z.string().openapi({ description: "ISO 8601; the version to send back with a change" }),
  })
  .openapi("AdminEnquiry");

export const listEnquiries = createRoute({
  ...adminCall,
  method: "get",
  path: "/admin/enquiries",
  summary: "Immigration-support inquiries, newest first (25 a page): open (default), handled or all",
  request: {
    query: z.object({
      state: listEnquiriesSchema.shape.state.openapi({ type: "string", enum: [...ENQUIRY_STATES] }),
      page: listEnquiriesSchema.shape.page.openapi({ type: "integer", minimum: 1, example: 1 }),
    }),
  },
  responses: {
    200: jsonContent(z.object({ data: z.array(AdminEnquirySchema), pagination: PaginationSchema }), "A page"),
    ...adminOnlyResponses,
    422: jsonContent(ValidationErrorSchema, "An unknown state or a bad page"),
  },
});

export const setEnquiryHandled = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/enquiries/{id}/handled",
  summary: "Mark an inquiry handled (yes) or open again (no)",
  request: {
    params: z.object({
      id: recordId("id").openapi({
        param: { name: "id", in: "path" },
        type: "integer",
        minimum: 1,
        example: 1,
      }),
    }),
    body: formBody(setEnquiryHandledSchema.omit({ enquiryId: true }).openapi("SetEnquiryHandledBody")),
  },
  responses: {
    200: jsonContent(
      z.object({ message: z.string(), data: AdminEnquirySchema.omit({ handled_by: true }) }),
      "Changed",
    ),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such inquiry"),
    ...staleEditResponse,
    422: jsonContent(ValidationErrorSchema, "handled other than yes or no, or no updated_at"),
  },
});

const AdminCertificateSchema = z
  .object({
    id: z.number().int(),
    certificate_id: z.string().openapi({ example: "CERT-3F9A1C27B0" }),
    category: z.string(),
    holder_name: z.string(),
    holder_email: z.string(),
    issued_at: z.string(),
    expires_at: z.string().nullable(),
    revoked_at: z.string().nullable(),
    revocation_reason: z.string().nullable(),
    state: z.enum(["valid", "expired", "revoked"]),
    verification_url: z.string(),
  })
  .openapi("AdminCertificate");

export const listCertificates = createRoute({
  ...adminCall,
  method: "get",
  path: "/admin/certificates",
  summary: "Certificates, newest first (25 a page), found by certificate id or by the holder's name or email",
  request: {
    query: z.object({
      search: listAdminCertificatesSchema.shape.search.openapi({ example: "CERT-3F9A1C27B0" }),
      page: listAdminCertificatesSchema.shape.page.openapi({ type: "integer", minimum: 1, example: 1 }),
    }),
  },
  responses: {
    200: jsonContent(
      z.object({ data: z.array(AdminCertificateSchema), pagination: PaginationSchema }),
      "A page",
    ),
    ...adminOnlyResponses,
    422: jsonContent(ValidationErrorSchema, "A bad page or an over-long search"),
  },
});

export const revokeCertificate = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/certificates/{id}/revoke",
  summary: "Revoke a certificate: its public page and its credential no longer verify",
  request: {
    params: z.object({
      id: recordId("id").openapi({
        param: { name: "id", in: "path" },
        type: "integer",
        minimum: 1,
        example: 1,
      }),
    }),
    body: formBody(revokeCertificateSchema.omit({ certificateId: true }).openapi("RevokeCertificateBody")),
  },
  responses: {
    200: jsonContent(z.object({ message: z.string() }), "Revoked"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such certificate"),
    409: jsonContent(ErrorSchema, "Already revoked"),
    422: jsonContent(ValidationErrorSchema, "No reason, or one over 500 characters"),
  },
});
