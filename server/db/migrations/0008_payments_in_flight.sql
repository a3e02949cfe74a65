CREATE TABLE "test_provider_charges" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"reference" text,
	"decline_reason" text,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_reference" text;--> statement-breakpoint
CREATE INDEX "payments_in_flight_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'pending' and "payments"."idempotency_key" is not null;