CREATE TABLE "revoked_bots" (
	"user_id" uuid NOT NULL,
	"bot_id" integer NOT NULL,
	"title" text NOT NULL,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revoked_bots_user_id_bot_id_pk" PRIMARY KEY("user_id","bot_id")
);
--> statement-breakpoint
CREATE TABLE "market_bot_versions" (
	"market_bot_id" integer NOT NULL,
	"version" integer NOT NULL,
	"workflow" jsonb NOT NULL,
	"changelog" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sequence_version" integer,
	CONSTRAINT "market_bot_versions_market_bot_id_version_pk" PRIMARY KEY("market_bot_id","version")
);
--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "market_version" integer;--> statement-breakpoint
ALTER TABLE "market_bots" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "market_bots" ADD COLUMN "sequence_id" uuid;--> statement-breakpoint
ALTER TABLE "market_bots" ADD COLUMN "unpublished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "revoked_bots" ADD CONSTRAINT "revoked_bots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_bot_versions" ADD CONSTRAINT "market_bot_versions_market_bot_id_market_bots_id_fk" FOREIGN KEY ("market_bot_id") REFERENCES "public"."market_bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_bots" ADD CONSTRAINT "market_bots_sequence_id_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."sequences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_bots_publisher_idx" ON "market_bots" USING btree ("publisher_id","id");