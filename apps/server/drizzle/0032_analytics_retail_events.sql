ALTER TABLE "analytics_events" ADD COLUMN "owner_customer_id" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "unit_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "campaign" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "progress" numeric(5, 2);--> statement-breakpoint
CREATE INDEX "analytics_events_owner_idx" ON "analytics_events" USING btree ("owner_customer_id","occurred_at");