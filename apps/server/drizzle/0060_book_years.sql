CREATE TABLE "analytics_book_years" (
	"owner_customer_id" text NOT NULL,
	"period" date NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"events" bigint DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"royalty" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "analytics_book_years_period_owner_customer_id_project_id_kind_format_pk" PRIMARY KEY("period","owner_customer_id","project_id","kind","format")
);
--> statement-breakpoint
-- Decision 074: the years sealed so far, from their months (every month of a sealed year is sealed).
INSERT INTO "analytics_book_years" ("period", "owner_customer_id", "project_id", "kind", "format", "events", "units", "amount", "royalty")
SELECT date_trunc('year', m."period")::date, m."owner_customer_id", m."project_id", m."kind", m."format", sum(m."events")::bigint, sum(m."units")::bigint, sum(m."amount"), sum(m."royalty")
FROM "analytics_book_months" m
WHERE m."period" < (SELECT date_trunc('year', s."through" + 1)::date FROM "analytics_periods_sealed" s WHERE s."id" = 1)
GROUP BY 1, 2, 3, 4, 5
ORDER BY 1, m."owner_customer_id" COLLATE "C", m."project_id", m."kind" COLLATE "C", m."format" COLLATE "C";
