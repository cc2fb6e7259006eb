CREATE TABLE "featured_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"plan" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "featured_subscriptions_status" CHECK ("featured_subscriptions"."status" in ('active', 'cancelled', 'ended')),
	CONSTRAINT "featured_subscriptions_plan" CHECK ("featured_subscriptions"."plan" in ('boost_subscription', 'boost_1_week', 'boost_1_month'))
);
--> statement-breakpoint
CREATE TABLE "payment_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"lister_id" integer NOT NULL,
	"tenant_user_id" integer NOT NULL,
	"rental_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"room_id" integer,
	"payment_for" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"transaction_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_requests_status" CHECK ("payment_requests"."status" in ('pending', 'processing', 'complete', 'rejected')),
	CONSTRAINT "payment_requests_for" CHECK ("payment_requests"."payment_for" in ('deposit', 'rent', 'parking', 'other')),
	CONSTRAINT "payment_requests_amount" CHECK ("payment_requests"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "period" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "destination_account" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "autopay_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "featured_subscriptions" ADD CONSTRAINT "featured_subscriptions_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_subscriptions" ADD CONSTRAINT "featured_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_lister_id_users_id_fk" FOREIGN KEY ("lister_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_tenant_user_id_users_id_fk" FOREIGN KEY ("tenant_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_room_id_listing_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."listing_rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "featured_subscriptions_live_idx" ON "featured_subscriptions" USING btree ("listing_id") WHERE "featured_subscriptions"."status" in ('active', 'cancelled');--> statement-breakpoint
CREATE INDEX "featured_subscriptions_due_idx" ON "featured_subscriptions" USING btree ("current_period_end") WHERE "featured_subscriptions"."status" in ('active', 'cancelled');--> statement-breakpoint
CREATE INDEX "featured_subscriptions_user_idx" ON "featured_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payment_requests_tenant_idx" ON "payment_requests" USING btree ("tenant_user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_requests_lister_idx" ON "payment_requests" USING btree ("lister_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_requests_rental_idx" ON "payment_requests" USING btree ("rental_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_rental_period_idx" ON "transactions" USING btree ("rental_id","period") WHERE "transactions"."period" is not null;--> statement-breakpoint
CREATE INDEX "rentals_autopay_idx" ON "rentals" USING btree ("payment_day") WHERE "rentals"."status" = 'accepted' and "rentals"."auto_pay" in (1, 3);