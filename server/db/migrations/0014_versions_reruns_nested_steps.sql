CREATE TABLE "sequence_versions" (
	"sequence_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_by" uuid,
	"workflow" jsonb NOT NULL,
	"node_count" integer NOT NULL,
	"edge_count" integer NOT NULL,
	"summary" text NOT NULL,
	CONSTRAINT "sequence_versions_sequence_id_number_pk" PRIMARY KEY("sequence_id","number")
);
--> statement-breakpoint
ALTER TABLE "workflow_run_steps" ADD COLUMN "parent_step_id" uuid;--> statement-breakpoint
ALTER TABLE "workflow_run_steps" ADD COLUMN "reused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_runs" ADD COLUMN "version" integer;--> statement-breakpoint
ALTER TABLE "workflow_runs" ADD COLUMN "rerun_of" uuid;--> statement-breakpoint
ALTER TABLE "workflow_runs" ADD COLUMN "start_at" jsonb;--> statement-breakpoint
ALTER TABLE "sequence_versions" ADD CONSTRAINT "sequence_versions_sequence_id_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_versions" ADD CONSTRAINT "sequence_versions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_runs" ADD CONSTRAINT "workflow_runs_rerun_of_workflow_runs_id_fk" FOREIGN KEY ("rerun_of") REFERENCES "public"."workflow_runs"("id") ON DELETE set null ON UPDATE no action;