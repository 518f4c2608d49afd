CREATE TABLE "project_search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "words" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
UPDATE "projects" SET "words" = array(SELECT DISTINCT w FROM regexp_split_to_table("search_text", '[\s!-/:-@[-`{-~\u00a0\u2010-\u201f]+') w WHERE w <> '' AND w IS DISTINCT FROM "isbn" ORDER BY w) WHERE "search_text" <> '';--> statement-breakpoint
INSERT INTO "project_search_words" ("word") SELECT DISTINCT w FROM "projects", unnest("words") w WHERE w ~ '[^0-9]' ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE INDEX "project_search_words_trgm_idx" ON "project_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_words_idx" ON "projects" USING gin ("words");--> statement-breakpoint
CREATE INDEX "projects_updated_idx" ON "projects" USING btree ("updated_at");