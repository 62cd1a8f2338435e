import type { Config } from "../../config.ts";
import type { DatabaseOrTransaction } from "../../db/client.ts";
import { escapeHtml, mailDate } from "../mail/mail-html.ts";
import { queueMail } from "../mail/queue-mail.ts";
import { itemRowHtml, loadOrderForMail } from "./order-mail.ts";

/**
 * Queues the buyer's notice of a refund, in the refunding transaction (queueMail), whoever made
 * it (an admin, the operator's command, the provider's refund or lost chargeback): the order's
 * code, each item with its price, the amount refunded, and which books left their library. A book
 * they paid for in another order too stays theirs (refund-order.ts), and the mail says so rather
 * than tell them it is gone.
 */
export async function queueRefundMail(
  tx: DatabaseOrTransaction,
  config: Pick<Config, "publicUrl">,
  orderId: number,
  revokedServiceIds: ReadonlySet<number>,
) {
  const order = await loadOrderForMail(tx, orderId);
  if (!order) return;
  const { items, money } = order;
  const refundedOn = mailDate(order.refundedAt ?? new Date());
  const billingUrl = `${config.publicUrl}/user/billing`;
  const kept = items.filter((item) => !revokedServiceIds.has(item.serviceId));
  const note = (item: (typeof items)[number]) =>
    revokedServiceIds.has(item.serviceId) ? "" : " (you keep it: you paid for it in another order too)";
  const gone =
    kept.length === items.length
      ? "Your library is unchanged: you paid for these books in another order too."
      : kept.length === 0
        ? "The books of this order are no longer in your library: they have left your dashboard and My books, and their reading links no longer open them."
        : "The other books of this order are no longer in your library: they have left your dashboard and My books, and their reading links no longer open them.";

  const text = [
    `Hello ${order.name},`,
    "",
    `Your order ${order.orderCode} was refunded in full on ${refundedOn}: ${money(order.totalAmount)}. A refund to a card can take a few days to show on your statement.`,
    "",
    ...items.map((item) => `- ${item.product}: ${money(item.amount)}${note(item)}`),
    "",
    `Refunded: ${money(order.totalAmount)}`,
    "",
    gone,
    `Your orders: ${billingUrl}`,
    "",
    "W3Programmer",
  ].join("\n");

  const rows = items
    .map((item) => itemRowHtml(escapeHtml(item.product + note(item)), money(item.amount)))
    .join("");
  const html = [
    `<p>Hello ${escapeHtml(order.name)},</p>`,
    `<p>Your order <strong>${escapeHtml(order.orderCode)}</strong> was refunded in full on ${escapeHtml(refundedOn)}: ${escapeHtml(money(order.totalAmount))}. A refund to a card can take a few days to show on your statement.</p>`,
    `<table style="border-collapse:collapse">${rows}`,
    `<tr><td style="padding:8px 12px 4px 0"><strong>Refunded</strong></td><td style="text-align:right"><strong>${escapeHtml(money(order.totalAmount))}</strong></td></tr></table>`,
    `<p>${escapeHtml(gone)}</p>`,
    `<p><a href="${escapeHtml(billingUrl)}">Your orders</a></p>`,
    "<p>W3Programmer</p>",
  ].join("\n");

  await queueMail(tx, {
    to: order.email,
    subject: `Your W3Programmer order ${order.orderCode} was refunded`,
    text,
    html,
  });
}
