CREATE INDEX "promo_requests_title_trgm_idx" ON "promo_requests" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "promo_requests_author_trgm_idx" ON "promo_requests" USING gin ("author_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "promo_requests_ean_trgm_idx" ON "promo_requests" USING gin ("ean" gin_trgm_ops);