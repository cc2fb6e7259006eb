CREATE TABLE "review_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"lister_id" integer NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_responses_message_length" CHECK (char_length("review_responses"."message") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"reviewer_id" integer NOT NULL,
	"lister_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"score" smallint NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_score" CHECK ("reviews"."score" between 1 and 5),
	CONSTRAINT "reviews_message_length" CHECK (char_length("reviews"."message") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "message_notices" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "review_score_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "message_threads" ADD COLUMN "user_a_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_threads" ADD COLUMN "user_b_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_responses" ADD CONSTRAINT "review_responses_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_responses" ADD CONSTRAINT "review_responses_lister_id_users_id_fk" FOREIGN KEY ("lister_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_lister_id_users_id_fk" FOREIGN KEY ("lister_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_responses_review_key" ON "review_responses" USING btree ("review_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_reviewer_listing_key" ON "reviews" USING btree ("reviewer_id","listing_id");--> statement-breakpoint
CREATE INDEX "reviews_lister_idx" ON "reviews" USING btree ("lister_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_listing_idx" ON "reviews" USING btree ("listing_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tenant_messages_unthreaded_idx" ON "tenant_messages" USING btree ("id") WHERE "tenant_messages"."thread_id" is null;