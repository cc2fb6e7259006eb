CREATE TABLE "listing_airports" (
	"listing_id" integer NOT NULL,
	"airport_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"distance" smallint NOT NULL,
	CONSTRAINT "listing_airports_listing_id_airport_id_pk" PRIMARY KEY("listing_id","airport_id")
);
--> statement-breakpoint
CREATE TABLE "listing_beds" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"bed_name" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"rental_amount_cents" integer,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_beds_status" CHECK ("listing_beds"."status" in ('ACTIVE', 'BUSY', 'PENDING', 'DELETED'))
);
--> statement-breakpoint
CREATE TABLE "listing_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"room_name" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_rooms_status" CHECK ("listing_rooms"."status" in ('ACTIVE', 'DELETED'))
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" smallint DEFAULT 2 NOT NULL,
	"title" text NOT NULL,
	"street1" text DEFAULT '' NOT NULL,
	"street2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'United States' NOT NULL,
	"neighborhood" text DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"public_latitude" double precision NOT NULL,
	"public_longitude" double precision NOT NULL,
	"rental_type" text NOT NULL,
	"bathrooms" smallint,
	"number_of_shower" smallint,
	"max_nights" smallint,
	"rate_per_from_cents" integer NOT NULL,
	"rate_per_to_cents" integer,
	"enable_price_range" boolean DEFAULT false NOT NULL,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"rate_per_day_from_cents" integer,
	"rate_per_day_to_cents" integer,
	"description" text NOT NULL,
	"rules_policies_des" text DEFAULT '' NOT NULL,
	"rules_policies_doc" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"thumbnail" text,
	"amenities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preferences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"places" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"airport_distance" smallint NOT NULL,
	"other_airport_distance" smallint,
	"total_rooms" smallint DEFAULT 0 NOT NULL,
	"num_beds" smallint DEFAULT 0 NOT NULL,
	"num_occupied_beds" smallint DEFAULT 0 NOT NULL,
	"feature_listing" smallint DEFAULT 0 NOT NULL,
	"feature_ongoing" smallint DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"description_updated_at" timestamp with time zone,
	CONSTRAINT "listings_status" CHECK ("listings"."status" in (0, 1, 2)),
	CONSTRAINT "listings_rates" CHECK ("listings"."rate_per_from_cents" >= 0 and "listings"."deposit_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"thumbnail_url" text,
	"name" text,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_kind" CHECK ("uploads"."kind" in ('image', 'pdf'))
);
--> statement-breakpoint
ALTER TABLE "listing_airports" ADD CONSTRAINT "listing_airports_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_airports" ADD CONSTRAINT "listing_airports_airport_id_airports_id_fk" FOREIGN KEY ("airport_id") REFERENCES "public"."airports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_beds" ADD CONSTRAINT "listing_beds_room_id_listing_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."listing_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_beds" ADD CONSTRAINT "listing_beds_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_rooms" ADD CONSTRAINT "listing_rooms_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_airports_airport_idx" ON "listing_airports" USING btree ("airport_id","listing_id");--> statement-breakpoint
CREATE INDEX "listing_beds_room_idx" ON "listing_beds" USING btree ("room_id","position");--> statement-breakpoint
CREATE INDEX "listing_beds_listing_idx" ON "listing_beds" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listing_rooms_listing_idx" ON "listing_rooms" USING btree ("listing_id","position");--> statement-breakpoint
CREATE INDEX "listings_user_idx" ON "listings" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "listings_active_created_idx" ON "listings" USING btree ("created_at") WHERE "listings"."status" = 2;--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_url_idx" ON "uploads" USING btree ("url");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id");