ALTER TABLE "promo_requests" ADD COLUMN "preferred_start_day" date;--> statement-breakpoint
ALTER TABLE "promo_requests" ADD COLUMN "preferred_end_day" date;