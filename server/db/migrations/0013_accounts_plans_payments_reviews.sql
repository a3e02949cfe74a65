CREATE TABLE "market_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "market_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bot_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_reviews_rating_check" CHECK ("market_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "test_provider_refunds" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"charge_reference" text NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_provider_refunds_charge_reference_unique" UNIQUE("charge_reference")
);
--> statement-breakpoint
CREATE TABLE "plan_payments" (
	"user_id" uuid NOT NULL,
	"payment_number" integer NOT NULL,
	"plan_id" text NOT NULL,
	CONSTRAINT "plan_payments_user_id_payment_number_pk" PRIMARY KEY("user_id","payment_number")
);
--> statement-breakpoint
ALTER TABLE "market_bots" ALTER COLUMN "rating" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "market_bots" ALTER COLUMN "rating" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "market_bots" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "market_bots" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "current_period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_number" integer;--> statement-breakpoint
ALTER TABLE "market_reviews" ADD CONSTRAINT "market_reviews_bot_id_market_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."market_bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_reviews" ADD CONSTRAINT "market_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_payments" ADD CONSTRAINT "plan_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_payments" ADD CONSTRAINT "plan_payments_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "market_reviews_user_bot_idx" ON "market_reviews" USING btree ("user_id","bot_id");--> statement-breakpoint
CREATE INDEX "market_reviews_bot_created_idx" ON "market_reviews" USING btree ("bot_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- D83: the sample payments written to accounts before (every checkout has an idempotency key, a sample none) are marked as samples.
UPDATE "payments" SET "sample" = true WHERE "idempotency_key" IS NULL;--> statement-breakpoint
-- A catalogue bot stored before was last updated when it was released, as far as its record says.
UPDATE "market_bots" SET "updated_at" = "created_at";
