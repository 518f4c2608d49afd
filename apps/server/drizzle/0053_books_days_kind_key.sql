-- The books' days keyed by day, owner, then kind before book (decision 063): an owner's series over
-- days reads only the kinds it sums, not the product-page visits beside them (four rows in five);
-- a book's day is one look-up per kind its view names.
ALTER TABLE "analytics_daily" DROP CONSTRAINT "analytics_daily_day_owner_customer_id_project_id_kind_format_country_referrer_domain_campaign_pk";--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD CONSTRAINT "analytics_daily_day_owner_customer_id_kind_project_id_format_country_referrer_domain_campaign_pk" PRIMARY KEY("day","owner_customer_id","kind","project_id","format","country","referrer_domain","campaign");