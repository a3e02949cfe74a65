CREATE TABLE "payment_lines" (
	"user_id" uuid NOT NULL,
	"payment_number" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"market_bot_id" integer,
	CONSTRAINT "payment_lines_user_id_payment_number_position_pk" PRIMARY KEY("user_id","payment_number","position")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"user_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"description" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"invoice" text NOT NULL,
	"bot" text,
	"idempotency_key" text,
	"request_fingerprint" text,
	"bought_bot_ids" integer[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "payments_user_id_number_pk" PRIMARY KEY("user_id","number")
);
--> statement-breakpoint
ALTER TABLE "payment_lines" ADD CONSTRAINT "payment_lines_user_id_payment_number_payments_user_id_number_fk" FOREIGN KEY ("user_id","payment_number") REFERENCES "public"."payments"("user_id","number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_user_key_idx" ON "payments" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id","created_at" DESC NULLS LAST);