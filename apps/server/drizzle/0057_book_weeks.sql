CREATE TABLE "analytics_book_weeks" (
	"owner_customer_id" text NOT NULL,
	"period" date NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"events" bigint DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"royalty" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "analytics_book_weeks_period_owner_customer_id_kind_project_id_format_pk" PRIMARY KEY("period","owner_customer_id","kind","project_id","format")
);
--> statement-breakpoint
-- Decision 067: the weeks already sealed, from their books' days (the rankings' kinds).
INSERT INTO "analytics_book_weeks" ("period", "owner_customer_id", "project_id", "kind", "format", "events", "units", "amount", "royalty")
SELECT date_trunc('week', d."day")::date, d."owner_customer_id", d."project_id", d."kind", d."format",
  sum(d."events")::bigint, sum(d."units")::bigint, sum(d."amount"), sum(d."royalty")
FROM "analytics_daily" d
WHERE d."kind" IN ('SALE', 'RETURN', 'COUPON_REDEMPTION', 'SAMPLE_OPENED')
  AND d."day" < (SELECT date_trunc('week', "through" + 1)::date FROM "analytics_periods_sealed" WHERE "id" = 1)
GROUP BY 1, 2, 3, 4, 5
-- In the key's order, so that an owner's rows of a week are neighbours on disk, as a seal writes them.
ORDER BY 1, d."owner_customer_id" COLLATE "C", d."kind" COLLATE "C", d."project_id", d."format" COLLATE "C";
