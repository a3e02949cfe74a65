ALTER TABLE "workflow_run_steps" ADD COLUMN "handled" text;--> statement-breakpoint
ALTER TABLE "workflow_runs" ADD COLUMN "failures_handled" integer DEFAULT 0 NOT NULL;