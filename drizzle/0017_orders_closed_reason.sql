-- Why an unpaid order's checkout was closed, when another order of the same buyer closed it
-- (server/services/orders/release-checkouts.ts): a newer checkout replaced it, or its books were
-- bought in an order that was paid; and that order. /payment-cancel tells the buyer which, and
-- says nothing more for a checkout they left or that expired. Checkouts closed before this
-- migration have no reason recorded and are shown as closed.
ALTER TABLE "orders" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "closed_by_order_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_closed_by_order_id_orders_id_fk" FOREIGN KEY ("closed_by_order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_closed_reason_chk" CHECK (closed_reason in ('replaced', 'bought'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_closed_by_chk" CHECK ((closed_reason is null) = (closed_by_order_id is null));