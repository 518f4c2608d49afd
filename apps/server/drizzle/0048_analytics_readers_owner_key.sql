-- "Readers who bought" (each once) of an owner's range counted from the index alone: the reader's key
-- joins the owner and the purchase day in the index the reader views read, so the count reads index
-- pages instead of a heap page for nearly every reader (docs/performance.md, "Analytics").
DROP INDEX "analytics_readers_owner_idx";--> statement-breakpoint
CREATE INDEX "analytics_readers_owner_idx" ON "analytics_readers" USING btree ("owner_customer_id","bought_day","reader_key");--> statement-breakpoint
-- An index-only read skips only the pages the visibility map marks all-visible: vacuum the readers
-- after 2% of them changed (the default waits for 20%, which at 10,000,000 facts is weeks of folds).
ALTER TABLE "analytics_readers" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
