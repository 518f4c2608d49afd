CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"external_id" text,
	"project_id" uuid,
	"ean" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"country" text,
	"referrer_domain" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_events_source_external_idx" ON "analytics_events" USING btree ("source","external_id");--> statement-breakpoint
CREATE INDEX "analytics_events_project_idx" ON "analytics_events" USING btree ("project_id","occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_events_kind_idx" ON "analytics_events" USING btree ("kind","occurred_at");