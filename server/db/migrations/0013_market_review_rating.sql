ALTER TABLE "market_bots" ALTER COLUMN "rating" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "market_bots" ALTER COLUMN "rating" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "market_bots" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;