ALTER TABLE "market_bots" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Issue 30: the sample payments written to accounts before (every checkout has an idempotency key, a sample none) are marked as samples.
UPDATE "payments" SET "sample" = true WHERE "idempotency_key" IS NULL;--> statement-breakpoint
-- A catalogue bot stored before was last updated when it was released, as far as its record says.
UPDATE "market_bots" SET "updated_at" = "created_at";
