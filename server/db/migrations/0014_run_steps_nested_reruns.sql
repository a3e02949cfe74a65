ALTER TABLE "workflow_run_steps" ADD COLUMN "parent_step_id" uuid;--> statement-breakpoint
ALTER TABLE "workflow_run_steps" ADD COLUMN "reused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_runs" ADD COLUMN "rerun_of" uuid;--> statement-breakpoint
ALTER TABLE "workflow_runs" ADD COLUMN "start_at" jsonb;--> statement-breakpoint
ALTER TABLE "workflow_runs" ADD CONSTRAINT "workflow_runs_rerun_of_workflow_runs_id_fk" FOREIGN KEY ("rerun_of") REFERENCES "public"."workflow_runs"("id") ON DELETE set null ON UPDATE no action;