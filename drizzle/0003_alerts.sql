CREATE TABLE "alert_items" (
	"key" text PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"content" jsonb NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"topics" jsonb NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"consent_at" timestamp with time zone NOT NULL,
	"privacy_policy_version" text NOT NULL,
	CONSTRAINT "alert_subscribers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "inquiry_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "subscriber_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "payload" jsonb;--> statement-breakpoint
CREATE INDEX "alert_subscribers_requested_at_idx" ON "alert_subscribers" USING btree ("requested_at");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_subscriber_id_alert_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."alert_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_subscriber_id_idx" ON "outbox" USING btree ("subscriber_id");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_one_owner" CHECK (("outbox"."kind" = 'sales-notification') = ("outbox"."inquiry_id" is not null) and ("outbox"."kind" = 'sales-notification') = ("outbox"."subscriber_id" is null));