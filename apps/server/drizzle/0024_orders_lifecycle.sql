-- Orders placed before this migration get a plan from their placing time: production a day later,
-- shipping two days after that, delivery two days after shipping (new orders: the domain's lifecycle).
ALTER TABLE "orders" ADD COLUMN "production_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ships_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivers_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_state" text DEFAULT 'AUTHORISED' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "captured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded" numeric(12, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_comment" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
CREATE INDEX "orders_placed_idx" ON "orders" USING btree ("placed_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_state_check" CHECK ("orders"."payment_state" in ('AUTHORISED', 'CAPTURED', 'VOIDED', 'REFUNDED'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancelled_by_check" CHECK ("orders"."cancelled_by" is null or "orders"."cancelled_by" in ('AUTHOR', 'ADMINISTRATOR'));--> statement-breakpoint
UPDATE "orders" SET "production_starts_at" = "placed_at" + interval '1 day', "ships_at" = "placed_at" + interval '3 days', "delivers_at" = "placed_at" + interval '5 days' WHERE "production_starts_at" IS NULL;--> statement-breakpoint
UPDATE "orders" SET "payment_state" = 'CAPTURED', "captured_at" = coalesce("shipping_date", "updated_at") WHERE "status" IN ('SHIPPED', 'DELIVERED');--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "production_starts_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "ships_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "delivers_at" SET NOT NULL;
