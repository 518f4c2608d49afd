-- The readers of a book by purchase month (decision 063), for the reading views' whole months;
-- filled from the readers (as analytics.reading-months.repository.ts sums them, FINISHED_PROGRESS = 90), then kept by the fold.
CREATE TABLE "analytics_reading_months" (
	"owner_customer_id" text NOT NULL,
	"month" date NOT NULL,
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
	CONSTRAINT "analytics_reading_months_owner_customer_id_month_project_id_pk" PRIMARY KEY("owner_customer_id","month","project_id")
);--> statement-breakpoint
INSERT INTO "analytics_reading_months" ("owner_customer_id", "month", "project_id", "buyers", "opened",
  "reached25", "reached50", "reached75", "finished", "progress_count", "progress_sum", "open_seconds")
SELECT "owner_customer_id", date_trunc('month', "bought_day")::date, "project_id", count(*),
  count(*) FILTER (WHERE "first_read_at" IS NOT NULL),
  count(*) FILTER (WHERE "max_progress" >= 25), count(*) FILTER (WHERE "max_progress" >= 50),
  count(*) FILTER (WHERE "max_progress" >= 75), count(*) FILTER (WHERE "max_progress" >= 90),
  count("max_progress"), coalesce(sum("max_progress"), 0),
  coalesce(sum(greatest(extract(epoch FROM ("first_read_at" - "bought_at")), 0))
    FILTER (WHERE "first_read_at" IS NOT NULL AND "bought_at" IS NOT NULL), 0)
FROM "analytics_readers" WHERE "bought_day" IS NOT NULL
GROUP BY 1, 2, 3;
