-- Decision 057: the periods' keys lead with the period and the daily rollup's with the day, so a
-- fold writes neighbouring rows; weeks and months have rows of their own only once sealed (ended),
-- the fold writing the current ones' facts to their days alone. Existing rollups are kept: the rows
-- of weeks and months not sealed yet (those ending after yesterday) are dropped, as their days hold
-- the same figures, and the next fold seals them when they end.
CREATE TABLE "analytics_periods_sealed" (
	"id" integer PRIMARY KEY NOT NULL,
	"through" date NOT NULL
);
--> statement-breakpoint
DROP INDEX "analytics_book_periods_period_idx";--> statement-breakpoint
ALTER TABLE "analytics_book_periods" DROP CONSTRAINT "analytics_book_periods_owner_customer_id_grain_period_project_id_kind_format_country_pk";--> statement-breakpoint
ALTER TABLE "analytics_daily" DROP CONSTRAINT "analytics_daily_project_id_day_kind_format_country_referrer_domain_campaign_owner_customer_id_pk";--> statement-breakpoint
ALTER TABLE "analytics_owner_periods" DROP CONSTRAINT "analytics_owner_periods_owner_customer_id_grain_period_kind_format_country_referrer_domain_campaign_pk";--> statement-breakpoint
ALTER TABLE "analytics_book_periods" ADD CONSTRAINT "analytics_book_periods_grain_period_owner_customer_id_project_id_kind_format_country_pk" PRIMARY KEY("grain","period","owner_customer_id","project_id","kind","format","country");--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD CONSTRAINT "analytics_daily_day_project_id_kind_format_country_referrer_domain_campaign_owner_customer_id_pk" PRIMARY KEY("day","project_id","kind","format","country","referrer_domain","campaign","owner_customer_id");--> statement-breakpoint
ALTER TABLE "analytics_owner_periods" ADD CONSTRAINT "analytics_owner_periods_grain_period_owner_customer_id_kind_format_country_referrer_domain_campaign_pk" PRIMARY KEY("grain","period","owner_customer_id","kind","format","country","referrer_domain","campaign");--> statement-breakpoint
INSERT INTO "analytics_periods_sealed" ("id", "through") VALUES (1, CURRENT_DATE - 1);--> statement-breakpoint
DELETE FROM "analytics_owner_periods"
  WHERE ("grain" = 'w' AND "period" >= (SELECT date_trunc('week', "through" + 1)::date FROM "analytics_periods_sealed"))
     OR ("grain" = 'm' AND "period" >= (SELECT date_trunc('month', "through" + 1)::date FROM "analytics_periods_sealed"));--> statement-breakpoint
DELETE FROM "analytics_book_periods"
  WHERE "grain" = 'm' AND "period" >= (SELECT date_trunc('month', "through" + 1)::date FROM "analytics_periods_sealed");
