-- The books' days keyed by day, then owner, then book (decision 063): an owner's day is one look-up
-- in them, so the fold no longer writes an owner's days a second time in the owners' periods, nor
-- the books' days a second time in the books' periods.
ALTER TABLE "analytics_daily" DROP CONSTRAINT "analytics_daily_day_project_id_kind_format_country_referrer_domain_campaign_owner_customer_id_pk";--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD CONSTRAINT "analytics_daily_day_owner_customer_id_project_id_kind_format_country_referrer_domain_campaign_pk" PRIMARY KEY("day","owner_customer_id","project_id","kind","format","country","referrer_domain","campaign");--> statement-breakpoint
-- Those second copies: the views and the seal read the books' days instead. The platform's days stay.
DELETE FROM "analytics_owner_periods" WHERE "grain" = 'd' AND "owner_customer_id" <> '';--> statement-breakpoint
DELETE FROM "analytics_book_periods" WHERE "grain" = 'd';
