CREATE TABLE "analytics_owner_visits" (
	"grain" text NOT NULL,
	"period" date NOT NULL,
	"owner_customer_id" text NOT NULL,
	"format" text NOT NULL,
	"referrer_domain" text NOT NULL,
	"events" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_owner_visits_grain_period_owner_customer_id_format_referrer_domain_pk" PRIMARY KEY("grain","period","owner_customer_id","format","referrer_domain")
);
--> statement-breakpoint
-- Decision 068: the weeks and months already sealed, from the owners' (and the platform's) periods.
INSERT INTO "analytics_owner_visits" ("grain", "period", "owner_customer_id", "format", "referrer_domain", "events")
SELECT p."grain", p."period", p."owner_customer_id", p."format", p."referrer_domain", sum(p."events")::bigint
FROM "analytics_owner_periods" p
WHERE p."kind" = 'PAGE_VISIT' AND p."grain" IN ('w', 'm')
GROUP BY 1, 2, 3, 4, 5
ORDER BY p."grain" COLLATE "C", p."period", p."owner_customer_id" COLLATE "C", p."format" COLLATE "C", p."referrer_domain" COLLATE "C";
