CREATE TABLE "order_tokens_used" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "payment_method" jsonb;--> statement-breakpoint
CREATE INDEX "order_tokens_used_expires_idx" ON "order_tokens_used" USING btree ("expires_at");