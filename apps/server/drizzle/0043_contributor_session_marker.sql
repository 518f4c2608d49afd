ALTER TABLE "sessions" ADD COLUMN "contributor_session" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "sessions" SET "contributor_session" = true WHERE "id_hash" IN (SELECT "session_key" FROM "contributor_sessions");
