import { AdminMessages } from "../../../shared/admin/admin-messages.ts";
import { listAuditLog } from "../../services/admin/audit-log.ts";
import { listAdminCertificates, revokeCertificateAsAdmin } from "../../services/admin/manage-certificates.ts";
import { verificationUrl } from "../../services/certificates/certificate-records.ts";
import {
  listEnquiries,
  setEnquiryHandled,
  type AdminEnquiry,
} from "../../services/admin/manage-enquiries.ts";
import {
  getAdminUser,
  listUsers,
  setUserRole,
  setUserStatus,
  type AdminUser,
} from "../../services/admin/manage-users.ts";
import { listOrders } from "../../services/orders/list-orders.ts";
import { createRouter, paginationJson } from "../router.ts";
import * as routes from "./admin.routes.ts";
import { sessionAuthentication } from "../../services/accounts/recent-login.ts";

const toAdminUserJson = (user: AdminUser) => ({
  id: user.id,
  w3_id: user.w3Id,
  name: user.name,
  email: user.email,
  status: user.status,
  role: user.role,
  deleted: user.deletedAt !== null,
  created_at: user.createdAt.toISOString(),
  updated_at: user.updatedAt.toISOString(),
});

const enquiryJson = (enquiry: Omit<AdminEnquiry, "handledByEmail">) => ({
  id: enquiry.id,
  name: enquiry.name,
  email: enquiry.email,
  phone: enquiry.phone,
  message: enquiry.message,
  created_at: enquiry.createdAt.toISOString(),
  handled_at: enquiry.handledAt?.toISOString() ?? null,
  updated_at: enquiry.updatedAt.toISOString(),
});

export const adminRouter = createRouter()
  .openapi(routes.listUsers, async (c) => {
    const found = await listUsers(c.var.db, c.req.valid("query"));
    return c.json({ data: found.rows.map(toAdminUserJson), pagination: paginationJson(found) }, 200);
  })
  .openapi(routes.getUser, async (c) => {
    const { id } = c.req.valid("param");
    const [user, orders] = await Promise.all([getAdminUser(c.var.db, id), listOrders(c.var.db, id)]);
    return c.json(
      {
        data: toAdminUserJson(user),
        orders: orders.map((order) => ({
          id: order.id,
          orderId: order.orderCode,
          total_amount: order.totalAmount,
          payment_status: order.paymentStatus,
          created_at: order.createdAt.toISOString(),
        })),
      },
      200,
    );
  })
  .openapi(routes.setUserStatus, async (c) => {
    const input = { ...c.req.valid("form"), userId: c.req.valid("param").id };
    const user = await setUserStatus(c.var.db, c.var.user, input);
    const message = input.status === "active" ? AdminMessages.reactivated : AdminMessages.deactivated;
    return c.json({ message, data: toAdminUserJson(user) }, 200);
  })
  .openapi(routes.setUserRole, async (c) => {
    const input = { ...c.req.valid("form"), userId: c.req.valid("param").id };
    const { user: admin } = c.var;
    const session = sessionAuthentication(c.var, c.var.clientIp);
    const user = await setUserRole(c.var.db, { id: admin.id, email: admin.email, session }, input);
    const message = input.role === "admin" ? AdminMessages.adminGranted : AdminMessages.adminRevoked;
    return c.json({ message, data: toAdminUserJson(user) }, 200);
  })
  .openapi(routes.auditLog, async (c) => {
    const found = await listAuditLog(c.var.db, c.req.valid("query"));
    return c.json(
      {
        data: found.rows.map((row) => ({
          id: row.id,
          actor_user_id: row.actorUserId,
          actor_email: row.actorEmail,
          action: row.action,
          entity_type: row.entityType,
          entity_id: row.entityId,
          before: row.before,
          after: row.after,
          created_at: row.createdAt.toISOString(),
        })),
        pagination: paginationJson(found),
      },
      200,
    );
  })
  .openapi(routes.listEnquiries, async (c) => {
    const found = await listEnquiries(c.var.db, c.req.valid("query"));
    return c.json(
      {
        data: found.rows.map((row) => ({ ...enquiryJson(row), handled_by: row.handledByEmail })),
        pagination: paginationJson(found),
      },
      200,
    );
  })
  .openapi(routes.setEnquiryHandled, async (c) => {
    const input = { ...c.req.valid("form"), enquiryId: c.req.valid("param").id };
    const enquiry = await setEnquiryHandled(c.var.db, c.var.user, input);
    const message = input.handled === "yes" ? AdminMessages.enquiryHandled : AdminMessages.enquiryReopened;
    return c.json({ message, data: enquiryJson(enquiry) }, 200);
  })
  .openapi(routes.listCertificates, async (c) => {
    const found = await listAdminCertificates(c.var.db, c.req.valid("query"));
    return c.json(
      {
        data: found.rows.map((row) => ({
          id: row.id,
          certificate_id: row.code,
          category: row.categoryName,
          holder_name: row.holderName,
          holder_email: row.holderEmail,
          issued_at: row.issuedAt.toISOString(),
          expires_at: row.expiresAt?.toISOString() ?? null,
          revoked_at: row.revokedAt?.toISOString() ?? null,
          revocation_reason: row.revocationReason,
          state: row.state,
          verification_url: verificationUrl(c.var.config.publicUrl, row.publicId, row.slug),
        })),
        pagination: paginationJson(found),
      },
      200,
    );
  })
  .openapi(routes.revokeCertificate, async (c) => {
    const input = { ...c.req.valid("form"), certificateId: c.req.valid("param").id };
    await revokeCertificateAsAdmin(c.var.db, c.var.config, c.var.user, input);
    return c.json({ message: AdminMessages.certificateRevoked }, 200);
  });
