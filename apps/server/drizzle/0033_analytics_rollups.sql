CREATE TABLE "analytics_daily" (
	"owner_customer_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"country" text NOT NULL,
	"referrer_domain" text NOT NULL,
	"campaign" text NOT NULL,
	"events" bigint DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"royalty" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "analytics_daily_owner_customer_id_day_project_id_kind_format_country_referrer_domain_campaign_pk" PRIMARY KEY("owner_customer_id","day","project_id","kind","format","country","referrer_domain","campaign")
);
--> statement-breakpoint
CREATE TABLE "analytics_fold_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"folded_at" timestamp with time zone NOT NULL,
	"last_received_at" timestamp with time zone,
	"events_folded" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_readers" (
	"project_id" uuid NOT NULL,
	"reader_key" text NOT NULL,
	"owner_customer_id" text NOT NULL,
	"bought_at" timestamp with time zone,
	"bought_day" date,
	"first_read_at" timestamp with time zone,
	"max_progress" numeric(5, 2),
	CONSTRAINT "analytics_readers_project_id_reader_key_pk" PRIMARY KEY("project_id","reader_key")
);
--> statement-breakpoint
CREATE TABLE "analytics_statement_lines" (
	"owner_customer_id" text NOT NULL,
	"statement_month" text NOT NULL,
	"project_id" uuid NOT NULL,
	"occurred_month" text NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"unit_price" numeric(10, 2) NOT NULL,
	"unit_royalty" numeric(10, 2) NOT NULL,
	"list_price" text NOT NULL,
	"coupon_code" text NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"royalty" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "analytics_statement_lines_owner_customer_id_statement_month_project_id_occurred_month_kind_format_unit_price_unit_royalty_list_price_coupon_code_pk" PRIMARY KEY("owner_customer_id","statement_month","project_id","occurred_month","kind","format","unit_price","unit_royalty","list_price","coupon_code")
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "day" date;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "format" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "list_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "royalty" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "statement_month" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "reader_key" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "folded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "analytics_daily_project_idx" ON "analytics_daily" USING btree ("project_id","day");--> statement-breakpoint
CREATE INDEX "analytics_daily_day_idx" ON "analytics_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_readers_owner_idx" ON "analytics_readers" USING btree ("owner_customer_id","bought_day");--> statement-breakpoint
CREATE INDEX "analytics_readers_key_idx" ON "analytics_readers" USING btree ("reader_key");--> statement-breakpoint
CREATE INDEX "analytics_readers_day_idx" ON "analytics_readers" USING btree ("bought_day");--> statement-breakpoint
CREATE INDEX "analytics_events_unfolded_idx" ON "analytics_events" USING btree ("received_at") WHERE "analytics_events"."folded_at" is null;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_redeemed_idx" ON "coupon_redemptions" USING btree ("redeemed_at","id");--> statement-breakpoint
UPDATE "analytics_events" SET "day" = ("occurred_at" AT TIME ZONE 'America/New_York')::date WHERE "day" IS NULL;--> statement-breakpoint
UPDATE "analytics_events" e SET "owner_customer_id" = p."owner_customer_id", "format" = CASE WHEN p."type" = 'EBOOK' THEN 'EBOOK' ELSE 'PRINT' END FROM "projects" p WHERE p."id" = e."project_id" AND (e."owner_customer_id" IS NULL OR e."format" IS NULL);--> statement-breakpoint
UPDATE "analytics_events" SET "statement_month" = to_char("day", 'YYYY-MM') WHERE "statement_month" IS NULL AND "kind" IN ('SALE', 'RETURN', 'COUPON_REDEMPTION');
