-- An owner's days by kind and format alone (decision 063, its update): the owner's series and totals
-- read a dozen rows an owner a day here, one range of the key, not their books' days split by book,
-- country, domain and campaign. Filled from the books' days, which hold every folded fact's day.
CREATE TABLE "analytics_owner_days" (
	"day" date NOT NULL,
	"owner_customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"events" bigint DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"royalty" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "analytics_owner_days_owner_customer_id_day_kind_format_pk" PRIMARY KEY("owner_customer_id","day","kind","format")
);
--> statement-breakpoint
INSERT INTO "analytics_owner_days" ("day", "owner_customer_id", "kind", "format", "events", "units", "amount", "royalty")
SELECT "day", "owner_customer_id", "kind", "format", sum("events"), sum("units"), sum("amount"), sum("royalty")
FROM "analytics_daily" GROUP BY 1, 2, 3, 4 ORDER BY 2, 1, 3, 4;
