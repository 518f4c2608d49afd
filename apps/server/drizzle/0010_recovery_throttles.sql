CREATE TABLE "recovery_throttles" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "recovery_throttles_window_idx" ON "recovery_throttles" USING btree ("window_started_at");