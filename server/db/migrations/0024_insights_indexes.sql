CREATE INDEX "workflow_run_steps_failed_idx" ON "workflow_run_steps" USING btree ("run_id") WHERE "workflow_run_steps"."status" = 'failed';--> statement-breakpoint
CREATE INDEX "workflow_runs_sequence_start_idx" ON "workflow_runs" USING btree ("sequence_id","start_time");--> statement-breakpoint
CREATE INDEX "workflow_runs_server_user_start_idx" ON "workflow_runs" USING btree ("user_id","start_time") WHERE "workflow_runs"."kind" = 'server';--> statement-breakpoint
CREATE INDEX "workflow_runs_start_idx" ON "workflow_runs" USING btree ("start_time");