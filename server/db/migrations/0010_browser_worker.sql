CREATE TABLE "browser_workers" (
	"id" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_run_step_screenshots" (
	"step_id" uuid PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workflow_run_steps" ADD COLUMN "has_screenshot" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_run_step_screenshots" ADD CONSTRAINT "workflow_run_step_screenshots_step_id_workflow_run_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."workflow_run_steps"("id") ON DELETE cascade ON UPDATE no action;