-- A reader's purchase days of an owner, with the one before (decision 063), for "readers who
-- bought" counted without a distinct; filled from the readers, then kept by the fold.
CREATE TABLE "analytics_reader_days" (
	"owner_customer_id" text NOT NULL,
	"bought_day" date NOT NULL,
	"reader_key" text NOT NULL,
	"previous_day" date
);
--> statement-breakpoint
CREATE INDEX "analytics_reader_days_owner_idx" ON "analytics_reader_days" USING btree ("owner_customer_id","bought_day","reader_key","previous_day");--> statement-breakpoint
INSERT INTO "analytics_reader_days" ("owner_customer_id", "bought_day", "reader_key", "previous_day")
SELECT "owner_customer_id", "bought_day", "reader_key",
  lag("bought_day") OVER (PARTITION BY "reader_key", "owner_customer_id" ORDER BY "bought_day")
FROM (SELECT DISTINCT "reader_key", "owner_customer_id", "bought_day" FROM "analytics_readers"
  WHERE "bought_day" IS NOT NULL) d
ORDER BY "owner_customer_id", "bought_day";
