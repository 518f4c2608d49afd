CREATE TABLE "analytics_reading_years" (
	"owner_customer_id" text NOT NULL,
	"year" date NOT NULL,
	"project_id" uuid NOT NULL,
	"buyers" bigint DEFAULT 0 NOT NULL,
	"opened" bigint DEFAULT 0 NOT NULL,
	"reached25" bigint DEFAULT 0 NOT NULL,
	"reached50" bigint DEFAULT 0 NOT NULL,
	"reached75" bigint DEFAULT 0 NOT NULL,
	"finished" bigint DEFAULT 0 NOT NULL,
	"progress_count" bigint DEFAULT 0 NOT NULL,
	"progress_sum" numeric DEFAULT '0' NOT NULL,
	"open_seconds" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "analytics_reading_years_owner_customer_id_year_project_id_pk" PRIMARY KEY("owner_customer_id","year","project_id")
);
--> statement-breakpoint
-- Decision 073: the years of the reading months kept so far; the readers' fold keeps both from now on.
INSERT INTO "analytics_reading_years" ("owner_customer_id", "year", "project_id", "buyers", "opened", "reached25", "reached50", "reached75", "finished", "progress_count", "progress_sum", "open_seconds")
SELECT "owner_customer_id", date_trunc('year', "month")::date, "project_id", sum("buyers"), sum("opened"), sum("reached25"), sum("reached50"), sum("reached75"), sum("finished"), sum("progress_count"), sum("progress_sum"), sum("open_seconds")
FROM "analytics_reading_months" GROUP BY 1, 2, 3;
