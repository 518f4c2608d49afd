CREATE TABLE "project_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"element_type" text NOT NULL,
	"kind" text NOT NULL,
	"original_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" text,
	"uploaded_at" timestamp with time zone NOT NULL,
	"superseded_at" timestamp with time zone,
	"preflight_status" text DEFAULT 'NOT_STARTED' NOT NULL,
	"conversion_status" text,
	"progress" integer DEFAULT 0 NOT NULL,
	"findings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"page_count" integer,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"job_id" uuid,
	"completed_at" timestamp with time zone,
	CONSTRAINT "project_files_element_check" CHECK ("project_files"."element_type" in ('INTERIOR', 'SAMPLE', 'FULL_COVER', 'FRONT_COVER', 'BACK_COVER')),
	CONSTRAINT "project_files_kind_check" CHECK ("project_files"."kind" in ('EPUB', 'DOCX', 'PDF', 'JPEG', 'PNG')),
	CONSTRAINT "project_files_status_check" CHECK ("project_files"."preflight_status" in ('NOT_STARTED', 'IN_PROGRESS', 'SUCCESSFUL', 'ERROR')),
	CONSTRAINT "project_files_progress_check" CHECK ("project_files"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_files_current_key" ON "project_files" USING btree ("project_id","element_type") WHERE "project_files"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "project_files_project_idx" ON "project_files" USING btree ("project_id","element_type","uploaded_at");