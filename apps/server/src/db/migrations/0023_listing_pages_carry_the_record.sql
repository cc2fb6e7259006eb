-- Writers of the previous release wait until this migration commits (docs/decisions/039, the last point): a write
-- whose page refresh ran the old definition meanwhile would leave its page's new columns as the backfill below
-- read them before it, or empty.
LOCK TABLE listings, users, listing_rooms, listing_beds, rentals, listing_airports, airports IN SHARE MODE;
--> statement-breakpoint
ALTER TABLE "listing_pages" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "listing_pages" ADD COLUMN "status" smallint;--> statement-breakpoint
ALTER TABLE "listing_pages" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "listing_pages" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "listing_pages" ADD COLUMN "public_latitude" double precision;--> statement-breakpoint
ALTER TABLE "listing_pages" ADD COLUMN "public_longitude" double precision;--> statement-breakpoint
ALTER TABLE "listing_pages" ADD COLUMN "num_beds" smallint;--> statement-breakpoint
ALTER TABLE "listing_pages" ADD COLUMN "num_occupied_beds" smallint;--> statement-breakpoint
ALTER TABLE "listing_pages" ADD COLUMN "review_count" integer;--> statement-breakpoint
ALTER TABLE "listing_pages" ADD COLUMN "review_score_sum" integer;--> statement-breakpoint
ALTER TABLE "listing_pages" ADD COLUMN "rules_policies_doc" jsonb;--> statement-breakpoint
ALTER TABLE "listing_pages" ADD COLUMN "amenities" jsonb;--> statement-breakpoint
ALTER TABLE "listing_pages" ADD COLUMN "preferences" jsonb;--> statement-breakpoint
ALTER TABLE "listing_pages" ADD COLUMN "places" jsonb;--> statement-breakpoint
ALTER TABLE "listing_pages" ADD COLUMN "lister_phone" text;--> statement-breakpoint
ALTER TABLE "listing_pages" ADD COLUMN "lister_phone_public" integer;
--> statement-breakpoint
-- docs/performance.md, "The listing page from one row"; docs/decisions/039-listing-page-read-model.md: the page's
-- row also carries the fields of the listing and of its lister that the page puts together per viewer (the exact
-- and public point, the beds for the occupancy rate, the review figures, the documents, the vocabulary ids, the
-- lister's phone and whether it is public), so GET /api/listing/{id} reads one row and the views' row instead of
-- four tables: at 500,000 listings `listings` (355 MB) no longer shares the database's buffers with the pages.
-- The same triggers keep them: every field below is compared by listing_page_fields, and the lister's phone and
-- its setting start the lister's trigger as the name and photo do.
DROP FUNCTION listing_page_parts(integer[]);
--> statement-breakpoint
-- What 0019's function gave, and the fields above, each as its table has it.
CREATE FUNCTION listing_page_parts(ids integer[])
RETURNS TABLE (listing_id integer, shared text, fresh_until date, user_id integer, status smallint,
  latitude double precision, longitude double precision, public_latitude double precision,
  public_longitude double precision, num_beds smallint, num_occupied_beds smallint, review_count integer,
  review_score_sum integer, rules_policies_doc jsonb, amenities jsonb, preferences jsonb, places jsonb,
  lister_phone text, lister_phone_public integer) LANGUAGE sql STABLE AS $$
  SELECT l.id,
    json_build_object('id', l.id, 'user_id', l.user_id, 'title', l.title, 'status', l.status, 'city', l.city,
      'state', l.state, 'country', l.country, 'neighborhood', l.neighborhood, 'rental_type', l.rental_type,
      'rate_per_from', l.rate_per_from_cents::float8 / 100, 'rate_per_to', l.rate_per_to_cents::float8 / 100,
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
-- As in migration 0019 (existing rows locked first, in id order), writing every column.
CREATE OR REPLACE FUNCTION listing_page_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM listing_pages p JOIN unnest(ids) AS t(id) ON p.listing_id = t.id
    ORDER BY p.listing_id FOR UPDATE OF p;
  INSERT INTO listing_pages AS p (listing_id, shared, fresh_until, user_id, status, latitude, longitude, public_latitude, public_longitude,
    num_beds, num_occupied_beds, review_count, review_score_sum, rules_policies_doc, amenities, preferences, places,
    lister_phone, lister_phone_public)
    SELECT f.listing_id, f.shared, f.fresh_until, f.user_id, f.status, f.latitude, f.longitude, f.public_latitude, f.public_longitude, f.num_beds, f.num_occupied_beds, f.review_count, f.review_score_sum, f.rules_policies_doc, f.amenities, f.preferences, f.places, f.lister_phone, f.lister_phone_public
    FROM listing_page_parts(ids) f ORDER BY f.listing_id
  ON CONFLICT (listing_id) DO UPDATE SET shared = excluded.shared,
    fresh_until = excluded.fresh_until,
    user_id = excluded.user_id,
    status = excluded.status,
    latitude = excluded.latitude,
    longitude = excluded.longitude,
    public_latitude = excluded.public_latitude,
    public_longitude = excluded.public_longitude,
    num_beds = excluded.num_beds,
    num_occupied_beds = excluded.num_occupied_beds,
    review_count = excluded.review_count,
    review_score_sum = excluded.review_score_sum,
    rules_policies_doc = excluded.rules_policies_doc,
    amenities = excluded.amenities,
    preferences = excluded.preferences,
    places = excluded.places,
    lister_phone = excluded.lister_phone,
    lister_phone_public = excluded.lister_phone_public;
  DELETE FROM listing_pages p USING unnest(ids) AS t(id)
    WHERE p.listing_id = t.id
      AND NOT EXISTS (SELECT 1 FROM listings l WHERE l.id = p.listing_id AND l.status <> 0);
END
$$;
--> statement-breakpoint
-- 0019's fields and the ones now carried (the jsonb as text, as listing_card_fields does the preferences).
CREATE OR REPLACE FUNCTION listing_page_fields(l listings) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT row(l.user_id, l.status, l.title, l.city, l.state, l.country, l.neighborhood, l.rental_type,
    l.rate_per_from_cents, l.rate_per_to_cents, l.deposit_cents, l.description, l.airport_distance,
    l.other_airport_distance, l.max_nights, l.bathrooms, l.number_of_shower, l.total_rooms, l.num_beds,
    l.num_occupied_beds, l.created_at, l.rules_policies_des, l.images::text, l.thumbnail, l.review_count,
    l.latitude, l.longitude, l.public_latitude, l.public_longitude, l.review_score_sum,
    l.rules_policies_doc::text, l.amenities::text, l.preferences::text, l.places::text)::text
$$;
--> statement-breakpoint
DROP TRIGGER listing_pages_lister_changed ON users;
--> statement-breakpoint
CREATE TRIGGER listing_pages_lister_changed
  AFTER UPDATE OF display_name, photo, phone_number, approval_public_phone_user ON users FOR EACH ROW
  WHEN (OLD.display_name IS DISTINCT FROM NEW.display_name OR OLD.photo IS DISTINCT FROM NEW.photo
    OR OLD.phone_number IS DISTINCT FROM NEW.phone_number
    OR OLD.approval_public_phone_user IS DISTINCT FROM NEW.approval_public_phone_user)
  EXECUTE FUNCTION listing_pages_lister_changed();
--> statement-breakpoint
-- The rows written before this release get their copies in one pass (their JSON text is unchanged).
UPDATE listing_pages p SET user_id = l.user_id, status = l.status, latitude = l.latitude,
  longitude = l.longitude, public_latitude = l.public_latitude, public_longitude = l.public_longitude,
  num_beds = l.num_beds, num_occupied_beds = l.num_occupied_beds, review_count = l.review_count,
  review_score_sum = l.review_score_sum, rules_policies_doc = l.rules_policies_doc, amenities = l.amenities,
  preferences = l.preferences, places = l.places,
  lister_phone = u.phone_number, lister_phone_public = u.approval_public_phone_user
  FROM listings l JOIN users u ON u.id = l.user_id
  WHERE l.id = p.listing_id;
--> statement-breakpoint
-- Every page now has them (the phone may be absent).
ALTER TABLE "listing_pages"
  ALTER COLUMN "user_id" SET NOT NULL,
  ALTER COLUMN "status" SET NOT NULL,
  ALTER COLUMN "latitude" SET NOT NULL,
  ALTER COLUMN "longitude" SET NOT NULL,
  ALTER COLUMN "public_latitude" SET NOT NULL,
  ALTER COLUMN "public_longitude" SET NOT NULL,
  ALTER COLUMN "num_beds" SET NOT NULL,
  ALTER COLUMN "num_occupied_beds" SET NOT NULL,
  ALTER COLUMN "review_count" SET NOT NULL,
  ALTER COLUMN "review_score_sum" SET NOT NULL,
  ALTER COLUMN "rules_policies_doc" SET NOT NULL,
  ALTER COLUMN "amenities" SET NOT NULL,
  ALTER COLUMN "preferences" SET NOT NULL,
  ALTER COLUMN "places" SET NOT NULL,
  ALTER COLUMN "lister_phone_public" SET NOT NULL;
