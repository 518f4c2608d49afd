CREATE TABLE "coupon_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"retailer_key_id" uuid NOT NULL,
	"order_ref" text NOT NULL,
	"ean" text NOT NULL,
	"project_id" uuid,
	"owner_customer_id" text NOT NULL,
	"campaign_label" text,
	"list_price" numeric(10, 2) NOT NULL,
	"coupon_price" numeric(10, 2) NOT NULL,
	"royalty" numeric(10, 2) NOT NULL,
	"remaining_after" integer,
	"sale_day" date NOT NULL,
	"redeemed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_titles" (
	"coupon_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"ean" text NOT NULL,
	"project_id" uuid
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_customer_id" text NOT NULL,
	"code" text NOT NULL,
	"code_key" text NOT NULL,
	"promo_kind" text NOT NULL,
	"percent_off" integer,
	"start_day" date NOT NULL,
	"end_day" date NOT NULL,
	"ended_early" boolean DEFAULT false NOT NULL,
	"redemption_limit" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"campaign_label" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	CONSTRAINT "coupons_days" CHECK ("coupons"."end_day" >= "coupons"."start_day"),
	CONSTRAINT "coupons_limit" CHECK ("coupons"."redemption_limit" is null or ("coupons"."redemption_limit" > 0 and "coupons"."redemptions" <= "coupons"."redemption_limit"))
);
--> statement-breakpoint
CREATE TABLE "retailer_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_retailer_key_id_retailer_keys_id_fk" FOREIGN KEY ("retailer_key_id") REFERENCES "public"."retailer_keys"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_titles" ADD CONSTRAINT "coupon_titles_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_titles" ADD CONSTRAINT "coupon_titles_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_order_idx" ON "coupon_redemptions" USING btree ("coupon_id","order_ref");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_owner_idx" ON "coupon_redemptions" USING btree ("owner_customer_id","sale_day");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_titles_pk" ON "coupon_titles" USING btree ("coupon_id","ean");--> statement-breakpoint
CREATE INDEX "coupon_titles_project_idx" ON "coupon_titles" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "coupon_titles_ean_idx" ON "coupon_titles" USING btree ("ean");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key_idx" ON "coupons" USING btree ("code_key");--> statement-breakpoint
CREATE INDEX "coupons_owner_idx" ON "coupons" USING btree ("owner_customer_id","start_day");--> statement-breakpoint
CREATE UNIQUE INDEX "retailer_keys_hash_idx" ON "retailer_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "retailer_keys_created_idx" ON "retailer_keys" USING btree ("created_at");