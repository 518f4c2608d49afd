CREATE TABLE "price_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"end_date_price" numeric(10, 2),
	"previous_price" numeric(10, 2),
	"version" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "price_schedules_end_after_start" CHECK ("price_schedules"."end_at" is null or "price_schedules"."end_at" > "price_schedules"."start_at")
);
--> statement-breakpoint
ALTER TABLE "price_schedules" ADD CONSTRAINT "price_schedules_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_schedules_project_idx" ON "price_schedules" USING btree ("project_id","start_at");