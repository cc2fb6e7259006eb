CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_kind" CHECK ("notices"."kind" in ('renewal_failed', 'seeker_expiry'))
);
--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notices_kind_key_idx" ON "notices" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "notices_user_idx" ON "notices" USING btree ("user_id");