CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"max_uses" integer NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_code_chk" CHECK (code = upper(code) and length(code) between 1 and 40),
	CONSTRAINT "coupons_kind_chk" CHECK (kind in ('percent', 'fixed')),
	CONSTRAINT "coupons_amount_chk" CHECK (amount > 0 and (kind <> 'percent' or amount <= 100)),
	CONSTRAINT "coupons_uses_chk" CHECK (max_uses > 0 and used_count >= 0 and used_count <= max_uses),
	CONSTRAINT "coupons_status_chk" CHECK (status in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "test_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"order_code" text NOT NULL,
	"lines" jsonb NOT NULL,
	"amount_total_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"customer_email" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_checkout_sessions_status_chk" CHECK (status in ('open', 'complete', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_provider_chk";--> statement-breakpoint
-- Hand-edited: an order written before coupons existed had no discount, so its subtotal is its
-- total; added nullable, filled, then made NOT NULL so a database that already holds orders migrates.
ALTER TABLE "orders" ADD COLUMN "subtotal_amount" numeric(10, 2);--> statement-breakpoint
UPDATE "orders" SET "subtotal_amount" = "total_amount";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal_amount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_amount" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "owned_ebooks" ADD COLUMN "stamped_file" text;--> statement-breakpoint
ALTER TABLE "owned_ebooks" ADD COLUMN "stamped_source" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_coupon_id_idx" ON "orders" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "owned_ebooks_order_id_idx" ON "owned_ebooks" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_events_order_id_idx" ON "payment_events" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_provider_payment_id_unique" UNIQUE("provider_payment_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_chk" CHECK (discount_amount >= 0 and discount_amount <= subtotal_amount and total_amount = subtotal_amount - discount_amount);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_provider_chk" CHECK (provider in ('stripe', 'test', 'none'));
