CREATE TABLE "contributor_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_customer_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"permissions" text[] NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"contributor_user_id" uuid,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "contributor_grants_email_lower_check" CHECK ("contributor_grants"."email" = lower("contributor_grants"."email"))
);
--> statement-breakpoint
CREATE TABLE "contributor_sessions" (
	"session_key" text PRIMARY KEY NOT NULL,
	"grant_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contributor_grants" ADD CONSTRAINT "contributor_grants_author_customer_id_users_customer_id_fk" FOREIGN KEY ("author_customer_id") REFERENCES "public"."users"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributor_grants" ADD CONSTRAINT "contributor_grants_contributor_user_id_users_id_fk" FOREIGN KEY ("contributor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributor_sessions" ADD CONSTRAINT "contributor_sessions_session_key_sessions_id_hash_fk" FOREIGN KEY ("session_key") REFERENCES "public"."sessions"("id_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributor_sessions" ADD CONSTRAINT "contributor_sessions_grant_id_contributor_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."contributor_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contributor_grants_key_hash_key" ON "contributor_grants" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "contributor_grants_author_email_key" ON "contributor_grants" USING btree ("author_customer_id","email") WHERE "contributor_grants"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "contributor_grants_author_idx" ON "contributor_grants" USING btree ("author_customer_id");--> statement-breakpoint
CREATE INDEX "contributor_sessions_grant_idx" ON "contributor_sessions" USING btree ("grant_id");