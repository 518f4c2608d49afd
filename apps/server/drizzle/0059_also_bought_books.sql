-- Decision 069: per owner and other owner's book, how many of the owner's readers bought it at any
-- time (the "also bought" rows without a previous day), kept by the fold from here on
-- (analytics.also-bought.repository.ts); and the "also bought" rows by book, where the "other
-- authors" view counts a candidate book's readers in range.
CREATE TABLE "analytics_also_bought_books" (
	"owner_customer_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"readers" integer NOT NULL,
	CONSTRAINT "analytics_also_bought_books_owner_customer_id_project_id_pk" PRIMARY KEY("owner_customer_id","project_id")
);
--> statement-breakpoint
INSERT INTO "analytics_also_bought_books" ("owner_customer_id", "project_id", "readers")
SELECT "owner_customer_id", "project_id", count(*)::int
FROM "analytics_also_bought"
WHERE "previous_day" IS NULL
GROUP BY 1, 2
ORDER BY "owner_customer_id" COLLATE "C", "project_id";
--> statement-breakpoint
CREATE INDEX "analytics_also_bought_books_rank_idx" ON "analytics_also_bought_books" USING btree ("owner_customer_id","readers" DESC NULLS LAST,"project_id");--> statement-breakpoint
CREATE INDEX "analytics_also_bought_book_idx" ON "analytics_also_bought" USING btree ("owner_customer_id","project_id","bought_day","previous_day");--> statement-breakpoint
ANALYZE "analytics_also_bought_books";
