CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sequence_id" uuid NOT NULL,
	"webhook_id" uuid,
	"node_id" text NOT NULL,
	"address" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"query" jsonb NOT NULL,
	"headers" jsonb NOT NULL,
	"content_type" text,
	"body" "bytea",
	"body_bytes" integer NOT NULL,
	"status" integer NOT NULL,
	"answer" jsonb,
	"verdict" text NOT NULL,
	"verdict_detail" text,
	"run_id" uuid,
	"idempotency_key" text,
	"duplicate_of" uuid,
	"replay_of" uuid
);
--> statement-breakpoint
CREATE TABLE "webhook_delivery_counts" (
	"webhook_id" uuid NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "webhook_delivery_counts_webhook_id_window_start_pk" PRIMARY KEY("webhook_id","window_start")
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"node_id" text NOT NULL,
	"production_key" text NOT NULL,
	"test_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "run_files" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "workflow_runs" ADD COLUMN "trigger" jsonb;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_sequence_id_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_run_id_workflow_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."workflow_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_delivery_counts" ADD CONSTRAINT "webhook_delivery_counts_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_sequence_id_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_sequence_idx" ON "webhook_deliveries" USING btree ("sequence_id","received_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_received_idx" ON "webhook_deliveries" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_key_idx" ON "webhook_deliveries" USING btree ("webhook_id","idempotency_key") WHERE "webhook_deliveries"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "webhooks_sequence_node_idx" ON "webhooks" USING btree ("sequence_id","node_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhooks_production_key_idx" ON "webhooks" USING btree ("production_key");--> statement-breakpoint
CREATE UNIQUE INDEX "webhooks_test_key_idx" ON "webhooks" USING btree ("test_key");--> statement-breakpoint
CREATE INDEX "run_files_user_idx" ON "run_files" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "workflow_runs_user_active_idx" ON "workflow_runs" USING btree ("user_id") WHERE "workflow_runs"."status" in ('queued', 'running');