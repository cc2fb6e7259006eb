CREATE TABLE "stay_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"requester_id" integer NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"guests" smallint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"rate_from_cents" integer NOT NULL,
	"rate_to_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stay_requests_dates" CHECK ("stay_requests"."check_out" > "stay_requests"."check_in"),
	CONSTRAINT "stay_requests_guests" CHECK ("stay_requests"."guests" between 1 and 16)
);
--> statement-breakpoint
ALTER TABLE "stay_requests" ADD CONSTRAINT "stay_requests_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_requests" ADD CONSTRAINT "stay_requests_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_requests" ADD CONSTRAINT "stay_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stay_requests_message_idx" ON "stay_requests" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "stay_requests_listing_idx" ON "stay_requests" USING btree ("listing_id","created_at");

--> statement-breakpoint
-- The listing page's shared JSON also carries the nightly rates (rate_per_day_from / rate_per_day_to, spec 2 §3),
-- which "Book Your Stay" shows (docs/decisions/065-book-your-stay.md); a change of either refreshes the page.
-- Writers wait until this commits, as in 0023 (docs/decisions/039).
LOCK TABLE listings, users, listing_rooms, listing_beds, rentals, listing_airports, airports IN SHARE MODE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION listing_page_parts(ids integer[])
RETURNS TABLE (listing_id integer, shared text, fresh_until date, user_id integer, status smallint,
  latitude double precision, longitude double precision, public_latitude double precision,
  public_longitude double precision, num_beds smallint, num_occupied_beds smallint, review_count integer,
  review_score_sum integer, rules_policies_doc jsonb, amenities jsonb, preferences jsonb, places jsonb,
  lister_phone text, lister_phone_public integer) LANGUAGE sql STABLE AS $$
  SELECT l.id,
    json_build_object('id', l.id, 'user_id', l.user_id, 'title', l.title, 'status', l.status, 'city', l.city,
      'state', l.state, 'country', l.country, 'neighborhood', l.neighborhood, 'rental_type', l.rental_type,
      'rate_per_from', l.rate_per_from_cents::float8 / 100, 'rate_per_to', l.rate_per_to_cents::float8 / 100,
      'rate_per_day_from', l.rate_per_day_from_cents::float8 / 100,
      'rate_per_day_to', l.rate_per_day_to_cents::float8 / 100,
      'deposit_required', l.deposit_cents::float8 / 100, 'description', l.description,
      'airport_distance', l.airport_distance, 'other_airport_distance', l.other_airport_distance,
      'max_nights', l.max_nights, 'bathrooms', l.bathrooms, 'number_of_shower', l.number_of_shower,
      'total_room', l.total_rooms, 'num_beds', l.num_beds, 'num_occupied_beds', l.num_occupied_beds,
      'created_at', to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'rules_policies_des', l.rules_policies_des, 'images', l.images, 'thumbnail', l.thumbnail,
      'airports', (SELECT coalesce(json_agg(json_build_object('id', a.id, 'prefix', a.iata, 'name', a.name)
          ORDER BY la.position), '[]')
        FROM listing_airports la JOIN airports a ON a.id = la.airport_id WHERE la.listing_id = l.id),
      'lister', json_build_object('id', u.id, 'display_name', u.display_name, 'photo', u.photo),
      'rooms', rooms.rooms,
      'review', json_build_object('num_reviews', l.review_count))::text,
    rooms.fresh_until,
    l.user_id, l.status, l.latitude, l.longitude, l.public_latitude, l.public_longitude, l.num_beds,
    l.num_occupied_beds, l.review_count, l.review_score_sum, l.rules_policies_doc, l.amenities, l.preferences,
    l.places, u.phone_number, u.approval_public_phone_user
  FROM unnest(ids) AS t(id)
  JOIN listings l ON l.id = t.id AND l.status <> 0
  JOIN users u ON u.id = l.user_id
  CROSS JOIN LATERAL (
    SELECT coalesce(json_agg(json_build_object('id', r.id, 'room_name', r.room_name, 'beds', r.beds)
        ORDER BY r.position, r.id), '[]') AS rooms,
      min(r.fresh_until) AS fresh_until
    FROM (
      SELECT rm.id, rm.room_name, rm.position,
        coalesce(json_agg(json_build_object('id', b.id, 'bed_name', b.bed_name,
            'rental_amount', coalesce(b.rental_amount_cents, l.rate_per_from_cents)::float8 / 100,
            'availability', a.availability,
            'available_from', CASE WHEN a.availability = 'available_from' THEN to_char(h.until, 'YYYY-MM-DD') END)
          ORDER BY b.position, b.id) FILTER (WHERE b.id IS NOT NULL), '[]') AS beds,
        min(h.until) FILTER (WHERE a.availability = 'available_from') AS fresh_until
      FROM listing_rooms rm
      LEFT JOIN listing_beds b ON b.room_id = rm.id AND b.status <> 'DELETED'
      LEFT JOIN LATERAL (
        SELECT bool_or(rt.status = 'pending') AS pending,
          bool_or(rt.status = 'accepted' AND rt.checkout_date IS NULL) AS open_ended,
          max(rt.checkout_date) FILTER (WHERE rt.status = 'accepted') AS until
        FROM rentals rt WHERE rt.bed_id = b.id AND rt.status IN ('pending', 'accepted')) h ON true
      CROSS JOIN LATERAL (SELECT bed_availability(h.pending, h.open_ended, h.until, b.status,
        (now() AT TIME ZONE 'UTC')::date) AS availability) a
      WHERE rm.listing_id = l.id AND rm.status <> 'DELETED'
      GROUP BY rm.id, rm.room_name, rm.position
    ) r
  ) rooms
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION listing_page_fields(l listings) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT row(l.user_id, l.status, l.title, l.city, l.state, l.country, l.neighborhood, l.rental_type,
    l.rate_per_from_cents, l.rate_per_to_cents, l.deposit_cents, l.description, l.airport_distance,
    l.other_airport_distance, l.max_nights, l.bathrooms, l.number_of_shower, l.total_rooms, l.num_beds,
    l.num_occupied_beds, l.created_at, l.rules_policies_des, l.images::text, l.thumbnail, l.review_count,
    l.latitude, l.longitude, l.public_latitude, l.public_longitude, l.review_score_sum,
    l.rules_policies_doc::text, l.amenities::text, l.preferences::text, l.places::text,
    l.rate_per_day_from_cents, l.rate_per_day_to_cents)::text
$$;
--> statement-breakpoint
SELECT listing_page_refresh(array_agg(id ORDER BY id)) FROM listings WHERE status <> 0;
