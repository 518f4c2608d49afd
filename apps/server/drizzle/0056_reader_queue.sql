CREATE TABLE "analytics_reader_queue" (
	"event_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"project_id" uuid NOT NULL,
	"owner_customer_id" text NOT NULL,
	"reader_key" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"day" date,
	"progress" numeric(5, 2)
);
--> statement-breakpoint
-- Decision 066: the facts that name a reader are queued for the readers' fold too, which runs in a
-- transaction of its own beside the rollups' fold. Facts already waiting are copied once.
CREATE OR REPLACE FUNCTION "analytics_queue_new_facts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "analytics_fold_queue" ("event_id", "kind", "project_id", "owner_customer_id", "occurred_at", "received_at", "country", "referrer_domain", "quantity", "unit_price", "coupon_code", "campaign", "progress", "day", "format", "list_price", "royalty", "statement_month", "reader_key")
    SELECT "id", "kind", "project_id", "owner_customer_id", "occurred_at", "received_at", "country", "referrer_domain", "quantity", "unit_price", "coupon_code", "campaign", "progress", "day", "format", "list_price", "royalty", "statement_month", "reader_key" FROM "new_facts";
  INSERT INTO "analytics_reader_queue" ("event_id", "kind", "project_id", "owner_customer_id", "reader_key", "occurred_at", "day", "progress")
    SELECT "id", "kind", "project_id", "owner_customer_id", "reader_key", "occurred_at", "day", "progress" FROM "new_facts"
    WHERE "reader_key" IS NOT NULL AND "project_id" IS NOT NULL AND "owner_customer_id" IS NOT NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO "analytics_reader_queue" ("event_id", "kind", "project_id", "owner_customer_id", "reader_key", "occurred_at", "day", "progress")
  SELECT "event_id", "kind", "project_id", "owner_customer_id", "reader_key", "occurred_at", "day", "progress" FROM "analytics_fold_queue"
  WHERE "reader_key" IS NOT NULL AND "project_id" IS NOT NULL AND "owner_customer_id" IS NOT NULL;--> statement-breakpoint
-- Room on each new page for the next versions of its rows: a fold adds to rows it wrote earlier
-- the same day (an owner's day, a reader, a statement line), and an update that finds room on the
-- row's page changes no index (a "HOT" update). Full pages made every such update a new entry in
-- every index of the table. Pages written before keep their fill.
ALTER TABLE "analytics_daily" SET (fillfactor = 90);--> statement-breakpoint
ALTER TABLE "analytics_owner_days" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "analytics_owner_periods" SET (fillfactor = 90);--> statement-breakpoint
ALTER TABLE "analytics_readers" SET (fillfactor = 80);--> statement-breakpoint
ALTER TABLE "analytics_reading_months" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "analytics_statement_lines" SET (fillfactor = 70);
