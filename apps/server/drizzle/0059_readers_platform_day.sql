DROP INDEX "analytics_readers_day_idx";--> statement-breakpoint
CREATE INDEX "analytics_readers_platform_day_idx" ON "analytics_readers" USING btree (("bought_day" + 0));