-- Decision 061: "also bought", kept by the fold for the "other authors" view: per reader, owner and
-- day they bought one of the owner's books (with their purchase day of that owner before it), every
-- other owner's book the reader bought. Written here from the readers already folded; the fold keeps
-- it from then on (analytics.also-bought.repository.ts, whose `alsoBoughtRows` this is for every reader).
CREATE TABLE "analytics_also_bought" (
	"reader_key" text NOT NULL,
	"owner_customer_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"bought_day" date NOT NULL,
	"previous_day" date
);
--> statement-breakpoint
INSERT INTO "analytics_also_bought" ("reader_key", "owner_customer_id", "project_id", "bought_day", "previous_day")
SELECT d."reader_key", d."owner_customer_id", o."project_id", d."bought_day", d."previous_day"
  FROM (SELECT "reader_key", "owner_customer_id", "bought_day",
               lag("bought_day") OVER (PARTITION BY "reader_key", "owner_customer_id" ORDER BY "bought_day") AS "previous_day"
          FROM (SELECT DISTINCT "reader_key", "owner_customer_id", "bought_day" FROM "analytics_readers"
                 WHERE "bought_day" IS NOT NULL) days) d
  JOIN "analytics_readers" o ON o."reader_key" = d."reader_key" AND o."owner_customer_id" <> d."owner_customer_id"
   AND o."bought_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "analytics_also_bought_owner_idx" ON "analytics_also_bought" USING btree ("owner_customer_id","bought_day","reader_key","previous_day","project_id");--> statement-breakpoint
ANALYZE "analytics_also_bought";
