CREATE TABLE "ad_banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"size" text NOT NULL,
	"resource_type" text NOT NULL,
	"image_path" text,
	"image_alt" text,
	"html" text,
	"link" text,
	"pages" text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "broadcast_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type_id" integer NOT NULL,
	"title" text NOT NULL,
	"details" text NOT NULL,
	"link" text,
	"severity" text DEFAULT 'INFO' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"audience" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "broadcast_messages_type" CHECK ("broadcast_messages"."type_id" in (1, 2, 3)),
	CONSTRAINT "broadcast_messages_severity" CHECK ("broadcast_messages"."severity" in ('INFO', 'CRITICAL')),
	CONSTRAINT "broadcast_messages_times" CHECK ("broadcast_messages"."end_at" is null or "broadcast_messages"."end_at" > "broadcast_messages"."start_at")
);
--> statement-breakpoint
CREATE TABLE "broadcast_reads" (
	"message_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"dismissed_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	CONSTRAINT "broadcast_reads_message_id_customer_id_pk" PRIMARY KEY("message_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "broadcast_recipients" (
	"message_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	CONSTRAINT "broadcast_recipients_message_id_customer_id_pk" PRIMARY KEY("message_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "content_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"path" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_modules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"module_type" text NOT NULL,
	"template" text NOT NULL,
	"double_template" boolean DEFAULT false NOT NULL,
	"columns" jsonb NOT NULL,
	"pages" text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "static_page_versions" (
	"slug" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"restored_from" integer,
	"seeded" boolean DEFAULT false NOT NULL,
	CONSTRAINT "static_page_versions_slug_version_pk" PRIMARY KEY("slug","version")
);
--> statement-breakpoint
ALTER TABLE "broadcast_reads" ADD CONSTRAINT "broadcast_reads_message_id_broadcast_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."broadcast_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD CONSTRAINT "broadcast_recipients_message_id_broadcast_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."broadcast_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_banners_updated_idx" ON "ad_banners" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "broadcast_messages_type_idx" ON "broadcast_messages" USING btree ("type_id","start_at");--> statement-breakpoint
CREATE INDEX "broadcast_reads_customer_idx" ON "broadcast_reads" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "broadcast_recipients_customer_idx" ON "broadcast_recipients" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_images_path_idx" ON "content_images" USING btree ("path");--> statement-breakpoint
CREATE INDEX "site_modules_type_idx" ON "site_modules" USING btree ("module_type","position");--> statement-breakpoint
CREATE INDEX "static_page_versions_publish_idx" ON "static_page_versions" USING btree ("slug","publish_at");