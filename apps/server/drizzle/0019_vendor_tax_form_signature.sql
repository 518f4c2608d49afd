ALTER TABLE "vendor_profiles" ADD COLUMN "w9_certified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "w9_certified_by" text;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "paper_form_requested_at" timestamp with time zone;