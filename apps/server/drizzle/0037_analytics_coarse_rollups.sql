-- The rollups are rebuilt from the facts (decision 045): every kept fact is queued for the fold, which
-- gives the same figures and statement lines (a fact's statement month is its own).
TRUNCATE "analytics_daily", "analytics_readers", "analytics_statement_lines", "analytics_fold_state";--> statement-breakpoint
CREATE TABLE "analytics_book_periods" (
	"owner_customer_id" text NOT NULL,
	"grain" text NOT NULL,
	"period" date NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"country" text NOT NULL,
	"events" bigint DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"royalty" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "analytics_book_periods_owner_customer_id_grain_period_project_id_kind_format_country_pk" PRIMARY KEY("owner_customer_id","grain","period","project_id","kind","format","country")
);
--> statement-breakpoint
CREATE TABLE "analytics_fold_queue" (
	"event_id" uuid PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_owner_periods" (
	"owner_customer_id" text NOT NULL,
	"grain" text NOT NULL,
	"period" date NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"country" text NOT NULL,
	"referrer_domain" text NOT NULL,
	"campaign" text NOT NULL,
	"events" bigint DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"royalty" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "analytics_owner_periods_owner_customer_id_grain_period_kind_format_country_referrer_domain_campaign_pk" PRIMARY KEY("owner_customer_id","grain","period","kind","format","country","referrer_domain","campaign")
);
--> statement-breakpoint
DROP INDEX "analytics_daily_project_idx";--> statement-breakpoint
DROP INDEX "analytics_daily_owner_day_idx";--> statement-breakpoint
DROP INDEX "analytics_daily_day_idx";--> statement-breakpoint
DROP INDEX "analytics_events_kind_idx";--> statement-breakpoint
DROP INDEX "analytics_events_owner_idx";--> statement-breakpoint
DROP INDEX "analytics_events_unfolded_idx";--> statement-breakpoint
DROP INDEX "analytics_readers_key_idx";--> statement-breakpoint
ALTER TABLE "analytics_daily" DROP CONSTRAINT "analytics_daily_owner_customer_id_day_project_id_kind_format_country_referrer_domain_campaign_pk";--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD CONSTRAINT "analytics_daily_project_id_day_kind_format_country_referrer_domain_campaign_owner_customer_id_pk" PRIMARY KEY("project_id","day","kind","format","country","referrer_domain","campaign","owner_customer_id");--> statement-breakpoint
CREATE INDEX "analytics_book_periods_period_idx" ON "analytics_book_periods" USING btree ("grain","period");--> statement-breakpoint
CREATE INDEX "analytics_events_redemptions_idx" ON "analytics_events" USING btree ("occurred_at") WHERE "analytics_events"."kind" = 'COUPON_REDEMPTION';--> statement-breakpoint
CREATE INDEX "analytics_readers_key_idx" ON "analytics_readers" USING btree ("reader_key","owner_customer_id","project_id","bought_at");--> statement-breakpoint
ALTER TABLE "analytics_events" DROP COLUMN "folded_at";--> statement-breakpoint
INSERT INTO "analytics_fold_queue" ("event_id") SELECT "id" FROM "analytics_events";--> statement-breakpoint
CREATE FUNCTION "analytics_queue_new_facts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "analytics_fold_queue" ("event_id") SELECT "id" FROM "new_facts";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "analytics_events_queue" AFTER INSERT ON "analytics_events"
  REFERENCING NEW TABLE AS "new_facts" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_queue_new_facts"();
