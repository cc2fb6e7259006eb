CREATE TABLE "rental_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"rental_id" integer NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rentals" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"bed_id" integer NOT NULL,
	"lister_id" integer NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT 'US' NOT NULL,
	"airline" text DEFAULT '' NOT NULL,
	"job_position" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"start_date" date NOT NULL,
	"start_hour" smallint NOT NULL,
	"checkout_date" date,
	"checkout_hour" smallint,
	"checkout_requested_date" date,
	"checkout_requested_hour" smallint,
	"checkout_requested_at" timestamp with time zone,
	"rental_amount_cents" integer NOT NULL,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"payment_day" smallint NOT NULL,
	"auto_pay" smallint DEFAULT 0 NOT NULL,
	"note_agreement" text DEFAULT '' NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rentals_status" CHECK ("rentals"."status" in ('pending', 'accepted', 'ended', 'deleted')),
	CONSTRAINT "rentals_hours" CHECK ("rentals"."start_hour" between 0 and 23 and ("rentals"."checkout_hour" is null or "rentals"."checkout_hour" between 0 and 23)),
	CONSTRAINT "rentals_checkout_time" CHECK (("rentals"."checkout_date" is null) = ("rentals"."checkout_hour" is null)),
	CONSTRAINT "rentals_payment_day" CHECK ("rentals"."payment_day" between 1 and 28),
	CONSTRAINT "rentals_auto_pay" CHECK ("rentals"."auto_pay" between 0 and 3),
	CONSTRAINT "rentals_amounts" CHECK ("rentals"."rental_amount_cents" >= 0 and "rentals"."deposit_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "lister_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "rental_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rental_history" ADD CONSTRAINT "rental_history_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_history" ADD CONSTRAINT "rental_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_room_id_listing_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."listing_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_bed_id_listing_beds_id_fk" FOREIGN KEY ("bed_id") REFERENCES "public"."listing_beds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_lister_id_users_id_fk" FOREIGN KEY ("lister_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rental_history_rental_idx" ON "rental_history" USING btree ("rental_id","created_at");--> statement-breakpoint
CREATE INDEX "rentals_lister_idx" ON "rentals" USING btree ("lister_id","status");--> statement-breakpoint
CREATE INDEX "rentals_listing_idx" ON "rentals" USING btree ("listing_id","status");--> statement-breakpoint
CREATE INDEX "rentals_user_idx" ON "rentals" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "rentals_email_idx" ON "rentals" USING btree ("email","status");--> statement-breakpoint
CREATE INDEX "rentals_bed_idx" ON "rentals" USING btree ("bed_id","status");--> statement-breakpoint
CREATE INDEX "rentals_token_idx" ON "rentals" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "rentals_checkout_idx" ON "rentals" USING btree ("checkout_date") WHERE "rentals"."status" = 'accepted';--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_lister_id_users_id_fk" FOREIGN KEY ("lister_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_lister_paid_idx" ON "transactions" USING btree ("lister_id","paid_at") WHERE "transactions"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "transactions_rental_idx" ON "transactions" USING btree ("rental_id");--> statement-breakpoint
-- Two pending or accepted rentals never hold one bed over overlapping times (docs/decisions/021-tenants-and-rentals.md).
-- A range over the one bed id stands in for equality, so no extension (btree_gist) is needed; a rental with no
-- check-out date runs without end. Times are the listing's local wall-clock hours.
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_bed_no_overlap" EXCLUDE USING gist (
	int4range("bed_id", "bed_id", '[]') WITH &&,
	tsrange("start_date" + make_time("start_hour", 0, 0), "checkout_date" + make_time("checkout_hour", 0, 0), '[)') WITH &&
) WHERE ("status" IN ('pending', 'accepted'));
