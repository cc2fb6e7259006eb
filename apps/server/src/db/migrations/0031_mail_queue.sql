-- E-mail over SMTP goes through a queue in the emails table (docs/decisions/059-mail-queue.md): a mail waits as
-- 'pending' with its content until the server takes it, tried again with back-off while the server is away. Rows from
-- before were all delivered: 'sent'.
ALTER TABLE "emails" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "status" text DEFAULT 'sent' NOT NULL;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "emails_pending_idx" ON "emails" USING btree ("next_attempt_at") WHERE "emails"."status" = 'pending';