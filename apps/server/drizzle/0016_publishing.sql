ALTER TABLE "projects" ADD COLUMN "sale_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "sale_request" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "final_contents_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "final_files_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "correction_type" text DEFAULT 'NONE' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "sale_error" text;