ALTER TABLE "bots" ADD COLUMN "inputs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "input_values" jsonb DEFAULT '{}'::jsonb NOT NULL;