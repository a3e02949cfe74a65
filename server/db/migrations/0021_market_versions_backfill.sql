-- Custom SQL migration file, put your code below! --
-- D130: every market bot that already has a workflow becomes its version 1, dated when it was last
-- updated, and every bought copy runs that version; the seed then adds a version for each seeded
-- bot whose workflow changed since, which its buyers may update to.
INSERT INTO "market_bot_versions" ("market_bot_id", "version", "workflow", "changelog", "published_at")
SELECT "id", 1, "workflow", 'First version', "updated_at" FROM "market_bots" WHERE "workflow" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "bots" SET "market_version" = 1
WHERE "market_bot_id" IS NOT NULL AND EXISTS (SELECT 1 FROM "market_bot_versions" v WHERE v."market_bot_id" = "bots"."market_bot_id" AND v."version" = 1);
--> statement-breakpoint
-- Nothing is sold that does not run (D130): a bot published before it had to carry a workflow has
-- none to give its buyers, so it leaves the market; those who bought it keep their copy.
UPDATE "market_bots" SET "unpublished_at" = now() WHERE "workflow" IS NULL AND "publisher_id" IS NOT NULL;--> statement-breakpoint
DELETE FROM "cart_items" WHERE "bot_id" IN (SELECT "id" FROM "market_bots" WHERE "unpublished_at" IS NOT NULL);
