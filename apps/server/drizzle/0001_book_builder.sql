-- Trigram search (decision 010): available on PostgreSQL (contrib) and in PGlite (loaded by the client).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"crumbs" text NOT NULL,
	"bisac" text,
	"audience" text NOT NULL,
	"subject_type" text NOT NULL,
	"bottom_level" boolean NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "isbn_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_customer_id" text NOT NULL,
	"isbn" text NOT NULL,
	"project_id" uuid,
	"assigned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "isbn_policies" (
	"owner_customer_id" text PRIMARY KEY NOT NULL,
	"has_free_isbn_access" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "isbn_policies_access_check" CHECK ("isbn_policies"."has_free_isbn_access" in (-1, 0, 1))
);
--> statement-breakpoint
CREATE TABLE "isbn_pool" (
	"isbn" text PRIMARY KEY NOT NULL,
	"assigned_project_id" uuid,
	"assigned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "project_categories" (
	"project_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"category_id" text NOT NULL,
	CONSTRAINT "project_categories_project_id_position_pk" PRIMARY KEY("project_id","position")
);
--> statement-breakpoint
CREATE TABLE "project_contributors" (
	"project_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role" text NOT NULL,
	"email" text,
	CONSTRAINT "project_contributors_project_id_position_pk" PRIMARY KEY("project_id","position")
);
--> statement-breakpoint
CREATE TABLE "project_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_customer_id" text NOT NULL,
	"title" text NOT NULL,
	"normalized_title" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_customer_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text,
	"subtitle" text,
	"group_project_id" uuid,
	"is_group_confirmed" boolean DEFAULT false NOT NULL,
	"pre_order" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"on_sale_date" timestamp with time zone,
	"published_date" timestamp with time zone,
	"publication_date" text,
	"list_price" numeric(10, 2),
	"price" numeric(10, 2),
	"quoted_price" numeric(10, 2),
	"isbn" text,
	"isbn_source" text,
	"allowed_for_merch_promo" boolean DEFAULT false NOT NULL,
	"suggested_search" text,
	"vendor_registration_first" boolean DEFAULT false NOT NULL,
	"is_default_sample" text,
	"interior_pdf_conversion_status" text,
	"interior_pre_flight_check_status" text,
	"sample_pre_flight_check_status" text,
	"cover_type" text,
	"cover_file" text,
	"cover_front_file" text,
	"cover_back_file" text,
	"cover_full_pre_flight_check_status" text,
	"cover_front_pre_flight_check_status" text,
	"cover_back_pre_flight_check_status" text,
	"spine_color" text,
	"cover_format" text,
	"cover_finish" text,
	"interior_approved" boolean DEFAULT false NOT NULL,
	"cover_full_approved" boolean DEFAULT false NOT NULL,
	"sample_approved" boolean DEFAULT false NOT NULL,
	"book_size_type" text,
	"page_size" text,
	"page_count" integer,
	"print_color" text,
	"paper_color" text,
	"page_count_changed" boolean DEFAULT false NOT NULL,
	"warning_message" text,
	"series_id" uuid,
	"series_number" integer,
	"language_code" text,
	"audience" text,
	"age_range" text,
	"subject_type" text,
	"mature" boolean DEFAULT false NOT NULL,
	"copyright_year" integer,
	"description" text,
	"editorial_reviews" text,
	"runtime" text,
	"publisher_name" text,
	"no_merch_flag" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "projects_type_check" CHECK ("projects"."type" in ('PRINT', 'POD', 'EBOOK')),
	CONSTRAINT "projects_page_count_check" CHECK ("projects"."page_count" is null or "projects"."page_count" between 0 and 2000)
);
--> statement-breakpoint
CREATE TABLE "retail_catalogue" (
	"isbn" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"publisher_name" text NOT NULL,
	"vendor_number" text
);
--> statement-breakpoint
CREATE TABLE "series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_customer_id" text NOT NULL,
	"name" text NOT NULL,
	"normalized_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "isbn_assignments" ADD CONSTRAINT "isbn_assignments_owner_customer_id_users_customer_id_fk" FOREIGN KEY ("owner_customer_id") REFERENCES "public"."users"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "isbn_policies" ADD CONSTRAINT "isbn_policies_owner_customer_id_users_customer_id_fk" FOREIGN KEY ("owner_customer_id") REFERENCES "public"."users"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "isbn_pool" ADD CONSTRAINT "isbn_pool_assigned_project_id_projects_id_fk" FOREIGN KEY ("assigned_project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_categories" ADD CONSTRAINT "project_categories_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_contributors" ADD CONSTRAINT "project_contributors_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_groups" ADD CONSTRAINT "project_groups_owner_customer_id_users_customer_id_fk" FOREIGN KEY ("owner_customer_id") REFERENCES "public"."users"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_customer_id_users_customer_id_fk" FOREIGN KEY ("owner_customer_id") REFERENCES "public"."users"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_owner_customer_id_users_customer_id_fk" FOREIGN KEY ("owner_customer_id") REFERENCES "public"."users"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("audience","subject_type","parent_id","position");--> statement-breakpoint
CREATE INDEX "categories_crumbs_trgm_idx" ON "categories" USING gin (lower("crumbs") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "isbn_assignments_owner_idx" ON "isbn_assignments" USING btree ("owner_customer_id","assigned_at");--> statement-breakpoint
CREATE INDEX "project_contributors_name_trgm_idx" ON "project_contributors" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "project_groups_owner_idx" ON "project_groups" USING btree ("owner_customer_id","normalized_title");--> statement-breakpoint
CREATE INDEX "projects_owner_updated_idx" ON "projects" USING btree ("owner_customer_id","updated_at");--> statement-breakpoint
CREATE INDEX "projects_group_idx" ON "projects" USING btree ("group_project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_isbn_key" ON "projects" USING btree ("isbn");--> statement-breakpoint
CREATE INDEX "projects_search_trgm_idx" ON "projects" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "series_owner_name_key" ON "series" USING btree ("owner_customer_id","normalized_name");--> statement-breakpoint
CREATE INDEX "series_name_trgm_idx" ON "series" USING gin ("normalized_name" gin_trgm_ops);