ALTER TABLE "vendor_profiles" ADD COLUMN "tax_form_key" text;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "tax_form_name" text;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "tax_form_uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "tax_form_enabled_at" timestamp with time zone;