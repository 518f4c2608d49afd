ALTER TABLE "projects" ADD COLUMN "accessibility" jsonb;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "epub_accessibility" jsonb;