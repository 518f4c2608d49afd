ALTER TABLE "retail_catalogue" ADD COLUMN "subtitle" text;--> statement-breakpoint
ALTER TABLE "retail_catalogue" ADD COLUMN "contributors" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "retail_catalogue" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "retail_catalogue" ADD COLUMN "categories" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "retail_catalogue" ADD COLUMN "audience" text;--> statement-breakpoint
ALTER TABLE "retail_catalogue" ADD COLUMN "language_code" text;--> statement-breakpoint
ALTER TABLE "retail_catalogue" ADD COLUMN "series_name" text;--> statement-breakpoint
ALTER TABLE "retail_catalogue" ADD COLUMN "series_number" integer;--> statement-breakpoint
ALTER TABLE "retail_catalogue" ADD COLUMN "list_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "retail_catalogue" ADD COLUMN "transferred_to" text;--> statement-breakpoint
ALTER TABLE "retail_catalogue" ADD CONSTRAINT "retail_catalogue_transferred_to_users_customer_id_fk" FOREIGN KEY ("transferred_to") REFERENCES "public"."users"("customer_id") ON DELETE set null ON UPDATE no action;