-- The books' months without the country (decision 063), for the rankings of books without a
-- country filter: the books' periods summed over their countries.
CREATE TABLE "analytics_book_months" (
	"owner_customer_id" text NOT NULL,
	"period" date NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"events" bigint DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"royalty" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "analytics_book_months_period_owner_customer_id_project_id_kind_format_pk" PRIMARY KEY("period","owner_customer_id","project_id","kind","format")
);--> statement-breakpoint
INSERT INTO "analytics_book_months" ("owner_customer_id", "period", "project_id", "kind", "format", "events", "units", "amount", "royalty")
SELECT "owner_customer_id", "period", "project_id", "kind", "format", sum("events"), sum("units"), sum("amount"), sum("royalty")
FROM "analytics_book_periods" WHERE "grain" = 'm'
GROUP BY 1, 2, 3, 4, 5;
