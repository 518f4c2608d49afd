-- The fold queue holds a copy of each waiting fact (decision 045): the fold reads the rows it
-- deletes instead of looking every fact up again, and the queue needs no index.
ALTER TABLE "analytics_fold_queue" DROP CONSTRAINT "analytics_fold_queue_pkey";--> statement-breakpoint
ALTER TABLE "analytics_fold_queue" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "analytics_fold_queue" ADD COLUMN "project_id" uuid;--> statement-breakpoint
ALTER TABLE "analytics_fold_queue" ADD COLUMN "owner_customer_id" text;--> statement-breakpoint
ALTER TABLE "analytics_fold_queue" ADD COLUMN "occurred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "analytics_fold_queue" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "analytics_fold_queue" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "analytics_fold_queue" ADD COLUMN "referrer_domain" text;--> statement-breakpoint
ALTER TABLE "analytics_fold_queue" ADD COLUMN "quantity" integer;--> statement-breakpoint
ALTER TABLE "analytics_fold_queue" ADD COLUMN "unit_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "analytics_fold_queue" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "analytics_fold_queue" ADD COLUMN "campaign" text;--> statement-breakpoint
ALTER TABLE "analytics_fold_queue" ADD COLUMN "progress" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "analytics_fold_queue" ADD COLUMN "day" date;--> statement-breakpoint
ALTER TABLE "analytics_fold_queue" ADD COLUMN "format" text;--> statement-breakpoint
ALTER TABLE "analytics_fold_queue" ADD COLUMN "list_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "analytics_fold_queue" ADD COLUMN "royalty" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "analytics_fold_queue" ADD COLUMN "statement_month" text;--> statement-breakpoint
ALTER TABLE "analytics_fold_queue" ADD COLUMN "reader_key" text;--> statement-breakpoint
UPDATE "analytics_fold_queue" q SET "kind" = e."kind", "project_id" = e."project_id", "owner_customer_id" = e."owner_customer_id", "occurred_at" = e."occurred_at", "received_at" = e."received_at", "country" = e."country", "referrer_domain" = e."referrer_domain", "quantity" = e."quantity", "unit_price" = e."unit_price", "coupon_code" = e."coupon_code", "campaign" = e."campaign", "progress" = e."progress", "day" = e."day", "format" = e."format", "list_price" = e."list_price", "royalty" = e."royalty", "statement_month" = e."statement_month", "reader_key" = e."reader_key"
  FROM "analytics_events" e WHERE e."id" = q."event_id";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "analytics_queue_new_facts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "analytics_fold_queue" ("event_id", "kind", "project_id", "owner_customer_id", "occurred_at", "received_at", "country", "referrer_domain", "quantity", "unit_price", "coupon_code", "campaign", "progress", "day", "format", "list_price", "royalty", "statement_month", "reader_key")
    SELECT "id", "kind", "project_id", "owner_customer_id", "occurred_at", "received_at", "country", "referrer_domain", "quantity", "unit_price", "coupon_code", "campaign", "progress", "day", "format", "list_price", "royalty", "statement_month", "reader_key" FROM "new_facts";
  RETURN NULL;
END
$$;
