CREATE TABLE "payment_authorisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"card_type" text NOT NULL,
	"last_four" text NOT NULL,
	"capture_key" text,
	"void_key" text,
	"refund_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_authorisations_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payment_authorisations_status_check" CHECK ("payment_authorisations"."status" in ('authorised', 'captured', 'voided', 'refunded')),
	CONSTRAINT "payment_authorisations_currency_check" CHECK ("payment_authorisations"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "payment_authorisations_amount_check" CHECK ("payment_authorisations"."amount" > 0)
);
