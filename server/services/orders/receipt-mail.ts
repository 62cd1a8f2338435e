import type { Config } from "../../config.ts";
import type { DatabaseOrTransaction } from "../../db/client.ts";
import { escapeHtml, mailDate } from "../mail/mail-html.ts";
import { queueMail } from "../mail/queue-mail.ts";
import { itemRowHtml, loadOrderForMail } from "./order-mail.ts";

/**
 * Queues the receipt of a paid order, in the fulfilling transaction (queueMail): the order number,
 * each item with its price and a link to read it, the discount and the total.
 */
export async function queueReceiptMail(
  tx: DatabaseOrTransaction,
  config: Pick<Config, "publicUrl">,
  orderId: number,
) {
  const order = await loadOrderForMail(tx, orderId);
  if (!order) return;
  const { items, money } = order;
  const readUrl = (slug: string) => `${config.publicUrl}/read-ebooks/${encodeURIComponent(slug)}`;
  const billingUrl = `${config.publicUrl}/user/billing`;
  const paidOn = mailDate(order.paidAt ?? new Date());
  const discount = Number(order.discountAmount) > 0;

  const text = [
    `Hello ${order.name},`,
    "",
    `Thank you for your purchase. This is your receipt for order ${order.orderCode}, paid on ${paidOn}.`,
    "",
    ...items.map((item) => `- ${item.product}: ${money(item.amount)}\n  Read it: ${readUrl(item.slug)}`),
    "",
    `Subtotal: ${money(order.subtotalAmount)}`,
    ...(discount ? [`Discount (coupon ${order.couponCode ?? ""}): -${money(order.discountAmount)}`] : []),
    `Total paid: ${money(order.totalAmount)}`,
    "",
    "Your e-books are on your dashboard. Each copy carries your name and this order number.",
    `Your orders: ${billingUrl}`,
    "",
    "W3Programmer",
  ].join("\n");

  const rows = items
    .map((item) =>
      itemRowHtml(
        `<a href="${escapeHtml(readUrl(item.slug))}">${escapeHtml(item.product)}</a>`,
        money(item.amount),
      ),
    )
    .join("");
  const html = [
    `<p>Hello ${escapeHtml(order.name)},</p>`,
    `<p>Thank you for your purchase. This is your receipt for order <strong>${escapeHtml(order.orderCode)}</strong>, paid on ${escapeHtml(paidOn)}.</p>`,
    `<table style="border-collapse:collapse">${rows}`,
    `<tr><td style="padding:8px 12px 4px 0">Subtotal</td><td style="text-align:right">${escapeHtml(money(order.subtotalAmount))}</td></tr>`,
    discount
      ? `<tr><td style="padding:4px 12px 4px 0">Discount (coupon ${escapeHtml(order.couponCode ?? "")})</td><td style="text-align:right">-${escapeHtml(money(order.discountAmount))}</td></tr>`
      : "",
    `<tr><td style="padding:4px 12px 4px 0"><strong>Total paid</strong></td><td style="text-align:right"><strong>${escapeHtml(money(order.totalAmount))}</strong></td></tr></table>`,
    "<p>Your e-books are on your dashboard. Each copy carries your name and this order number.</p>",
    `<p><a href="${escapeHtml(billingUrl)}">Your orders</a></p>`,
    "<p>W3Programmer</p>",
  ].join("\n");

  await queueMail(tx, {
    to: order.email,
    subject: `Your W3Programmer receipt for order ${order.orderCode}`,
    text,
    html,
  });
}
