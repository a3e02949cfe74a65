CREATE TABLE "bot_files" (
	"bot_id" integer PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"workflow" jsonb
);
--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "config_file_name" text;--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "config_file_type" text;--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "config_file_size" integer;--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "has_workflow" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bot_files" ADD CONSTRAINT "bot_files_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;