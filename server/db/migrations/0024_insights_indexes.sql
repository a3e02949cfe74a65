-- D148–D151: insights, the Runs card, the tiles' last run and the retention job.
-- workflow_runs_server_user_start_idx carries what insights count (INCLUDE, written here by hand:
-- drizzle's schema cannot say it), so a period's 100,000 runs are read by an index-only scan instead
-- of the table's wide rows (the saved workflow of each run); see `npm run bench -- insights`.
CREATE INDEX "workflow_run_steps_failed_idx" ON "workflow_run_steps" USING btree ("run_id") WHERE "workflow_run_steps"."status" = 'failed';--> statement-breakpoint
CREATE INDEX "workflow_runs_sequence_start_idx" ON "workflow_runs" USING btree ("sequence_id","start_time");--> statement-breakpoint
CREATE INDEX "workflow_runs_server_user_start_idx" ON "workflow_runs" USING btree ("user_id","start_time") INCLUDE ("status","end_time","sequence_id","id") WHERE "workflow_runs"."kind" = 'server';--> statement-breakpoint
CREATE INDEX "workflow_runs_start_idx" ON "workflow_runs" USING btree ("start_time");