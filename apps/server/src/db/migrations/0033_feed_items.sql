CREATE TABLE "feed_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_time" time,
	"end_time" time,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"city_name" text NOT NULL,
	"business_name" text,
	"price_range" text,
	"rating" real,
	"repeat" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_items_type_check" CHECK ("feed_items"."type" in ('events', 'special_offers')),
	CONSTRAINT "feed_items_dates_check" CHECK ("feed_items"."end_date" >= "feed_items"."start_date")
);
--> statement-breakpoint
CREATE INDEX "feed_items_upcoming_idx" ON "feed_items" USING btree ("type","end_date","lat","lng");--> statement-breakpoint
CREATE INDEX "feed_items_admin_idx" ON "feed_items" USING btree ("type","start_date");