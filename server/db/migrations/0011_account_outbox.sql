CREATE TABLE "account_email_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"file_name" text NOT NULL,
	"content" "bytea" NOT NULL,
	"size" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "account_email_attachments" ADD CONSTRAINT "account_email_attachments_email_id_account_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."account_emails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_emails" ADD CONSTRAINT "account_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_email_attachments_email_idx" ON "account_email_attachments" USING btree ("email_id","position");--> statement-breakpoint
CREATE INDEX "account_emails_user_idx" ON "account_emails" USING btree ("user_id","created_at");