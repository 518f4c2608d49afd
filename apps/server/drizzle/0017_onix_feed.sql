CREATE TABLE "onix_feed_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "onix_feed_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"project_id" uuid NOT NULL,
	"change" text NOT NULL,
	"notification_type" text NOT NULL,
	"product_xml" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "onix_feed_entries_change_check" CHECK ("onix_feed_entries"."change" in ('ONSALE', 'OFFSALE'))
);
--> statement-breakpoint
CREATE INDEX "onix_feed_entries_at_idx" ON "onix_feed_entries" USING btree ("at","seq");--> statement-breakpoint
CREATE INDEX "onix_feed_entries_project_idx" ON "onix_feed_entries" USING btree ("project_id","at");