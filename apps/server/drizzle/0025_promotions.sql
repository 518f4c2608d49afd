CREATE TABLE "promo_definitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merc_promo_type" text NOT NULL,
	"name" text NOT NULL,
	"copy" text NOT NULL,
	"submit_by" date,
	"start_day" date,
	"end_day" date,
	"display_start" date,
	"display_end" date,
	"position" integer,
	"rules" text NOT NULL,
	"links" text NOT NULL,
	"fields" jsonb NOT NULL,
	"admin_only" boolean DEFAULT false NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "promo_definitions_seed_key_unique" UNIQUE("seed_key"),
	CONSTRAINT "promo_definitions_dates" CHECK ("promo_definitions"."end_day" is null or "promo_definitions"."start_day" is null or "promo_definitions"."end_day" >= "promo_definitions"."start_day")
);
--> statement-breakpoint
CREATE TABLE "promo_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"definition_id" uuid NOT NULL,
	"merc_promo_type" text NOT NULL,
	"project_id" uuid NOT NULL,
	"owner_customer_id" text NOT NULL,
	"vendor_number" text,
	"author_name" text NOT NULL,
	"ean" text NOT NULL,
	"title" text NOT NULL,
	"promo_price" numeric(10, 2),
	"regular_price" numeric(10, 2),
	"start_day" date,
	"end_day" date,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"flex_date" boolean DEFAULT false NOT NULL,
	"additional_comments" text NOT NULL,
	"status" text NOT NULL,
	"review_by" date,
	"submitted_at" timestamp with time zone NOT NULL,
	"submitted_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"decline_reason" text,
	"decline_note" text,
	"eligible_again" date,
	"scheduled_price_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "promo_requests_status" CHECK ("promo_requests"."status" in ('PENDING', 'APPROVED', 'DECLINED'))
);
--> statement-breakpoint
CREATE TABLE "promo_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text NOT NULL,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"undo_until" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone,
	"entries" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promo_requests" ADD CONSTRAINT "promo_requests_definition_id_promo_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."promo_definitions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_requests" ADD CONSTRAINT "promo_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_definitions_type_idx" ON "promo_definitions" USING btree ("merc_promo_type","display_end");--> statement-breakpoint
CREATE INDEX "promo_requests_status_idx" ON "promo_requests" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "promo_requests_owner_idx" ON "promo_requests" USING btree ("owner_customer_id","status","submitted_at");--> statement-breakpoint
CREATE INDEX "promo_requests_project_idx" ON "promo_requests" USING btree ("project_id","status");--> statement-breakpoint
CREATE INDEX "promo_requests_definition_idx" ON "promo_requests" USING btree ("definition_id");