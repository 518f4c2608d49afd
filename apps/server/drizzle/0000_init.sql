CREATE TABLE "feature_flags" (
	"flag" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"enabled_globally" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"secret_question" text NOT NULL,
	"secret_answer_hash" text NOT NULL,
	"account_type" text NOT NULL,
	"email_opted_in" boolean DEFAULT false NOT NULL,
	"role" text DEFAULT 'AUTHOR' NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pre_sell_days" integer DEFAULT 0 NOT NULL,
	"author_access" integer DEFAULT 0 NOT NULL,
	"analytics_access" text DEFAULT '' NOT NULL,
	"can_refer" boolean DEFAULT false NOT NULL,
	"pre_order_available" boolean DEFAULT false NOT NULL,
	"vendor_status" text DEFAULT 'None' NOT NULL,
	"vendor_number" text,
	"business_status" text DEFAULT 'None' NOT NULL,
	"approval_date" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('AUTHOR', 'ADMIN', 'CONTRIBUTOR')),
	CONSTRAINT "users_email_lower_check" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_last_seen_at_idx" ON "sessions" USING btree ("last_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_customer_id_key" ON "users" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_vendor_number_key" ON "users" USING btree ("vendor_number");