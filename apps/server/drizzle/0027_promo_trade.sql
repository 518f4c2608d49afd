CREATE TABLE "promo_publishers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_number" text NOT NULL,
	"name" text NOT NULL,
	"dc_vendor_id" text,
	"company_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"role" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "promo_publishers_role" CHECK ("promo_publishers"."role" in ('TRADE', 'SELF_PUBLISHED'))
);
--> statement-breakpoint
ALTER TABLE "promo_requests" ALTER COLUMN "project_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_requests" ALTER COLUMN "owner_customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_requests" ADD COLUMN "source" text DEFAULT 'QUIRE' NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_requests" ADD COLUMN "publisher_vendor_number" text;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_publishers_vendor_number_idx" ON "promo_publishers" USING btree ("vendor_number");--> statement-breakpoint
CREATE INDEX "promo_publishers_name_idx" ON "promo_publishers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "promo_requests_trade_idx" ON "promo_requests" USING btree ("publisher_vendor_number","status");--> statement-breakpoint
CREATE INDEX "promo_requests_ean_idx" ON "promo_requests" USING btree ("ean","status");--> statement-breakpoint
ALTER TABLE "promo_requests" ADD CONSTRAINT "promo_requests_source" CHECK (("promo_requests"."source" = 'QUIRE' and "promo_requests"."project_id" is not null and "promo_requests"."owner_customer_id" is not null) or ("promo_requests"."source" = 'TRADE' and "promo_requests"."publisher_vendor_number" is not null and "promo_requests"."project_id" is null and "promo_requests"."scheduled_price_id" is null));