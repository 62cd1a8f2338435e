-- The coupon code an order was placed with, kept on the order (server/db/schema/store.ts): an
-- admin may rename a coupon, and orders, receipts and billing went on showing its new code because
-- they read coupons.code through coupon_id. coupon_id stays (the coupon's uses are counted and given
-- back by it). Orders placed before this migration get their coupon's code as it is now, the best
-- record there is.
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
UPDATE "orders" SET "coupon_code" = "coupons"."code" FROM "coupons" WHERE "coupons"."id" = "orders"."coupon_id";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_code_chk" CHECK ((coupon_id is null) = (coupon_code is null));
