-- Issue 17: the listing page's read model, kept by the database on every write as the search cards are
-- (docs/decisions/039-listing-page-read-model.md). One row per listing: the JSON text of the page's parts that
-- every viewer sees alike, and the last day (UTC) its beds' availability holds. GET /api/listing/{id} reads it by
-- primary key and puts the viewer's parts (point, phone, vocabulary names in their language, views) in front.
CREATE TABLE "listing_pages" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"shared" text NOT NULL,
	"fresh_until" date
);
--> statement-breakpoint
-- A bed's availability on a day (docs/product/specification/2-listings-and-tenants.md §2.8; docs/decisions/023-reports-and-bed-availability.md), from the bed's
-- status and what its pending and accepted rentals say of it:
-- reserved: a pending invitation holds it (the bed is promised, though nobody may live in it yet);
-- occupied: an accepted rental with no check-out holds it (or the bed is BUSY with no rental to date it);
-- available_from: the latest check-out of the accepted rentals holding it is that day or later;
-- available otherwise (a check-out already past is ended by the hourly job).
CREATE FUNCTION bed_availability(pending boolean, open_ended boolean, until date, bed_status text, today date)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN coalesce(pending, false) OR bed_status = 'PENDING' THEN 'reserved'
    WHEN coalesce(open_ended, false) OR (bed_status = 'BUSY' AND until IS NULL) THEN 'occupied'
    WHEN until >= today THEN 'available_from'
    ELSE 'available' END
$$;
--> statement-breakpoint
-- The shared parts of the given listings' pages as of today (UTC): id, title, rates in dollars (as centsToDollars
-- gives them), description, creation time in ISO 8601 UTC, airports in the listing's order, the lister's name and
-- photo, live rooms and beds in the lister's order with each bed's rent and availability, the review count.
-- fresh_until is the earliest check-out date a bed shows as "available from": after it that bed shows available.
-- The rentals table is read with plain SQL, so no tenant's name, e-mail or id is part of a page.
CREATE FUNCTION listing_page_parts(ids integer[])
RETURNS TABLE (listing_id integer, shared text, fresh_until date) LANGUAGE sql STABLE AS $$
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
    rooms.fresh_until
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
-- Rewrites the pages of the given listings; a deleted listing's page goes. The ids are joined with unnest, never
-- tested with = ANY(ids) (a parameter array is searched in a line, once per row: quadratic for a bulk write).
-- The existing page rows are locked first, in id order, in a statement of their own: a refresh that waited for
-- another one then builds from a snapshot taken after that one committed, instead of writing an older page over
-- the newer one (READ COMMITTED).
CREATE FUNCTION listing_page_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM listing_pages p JOIN unnest(ids) AS t(id) ON p.listing_id = t.id
    ORDER BY p.listing_id FOR UPDATE OF p;
  INSERT INTO listing_pages AS p (listing_id, shared, fresh_until)
    SELECT f.listing_id, f.shared, f.fresh_until FROM listing_page_parts(ids) f ORDER BY f.listing_id
  ON CONFLICT (listing_id) DO UPDATE SET shared = excluded.shared, fresh_until = excluded.fresh_until;
  DELETE FROM listing_pages p USING unnest(ids) AS t(id)
    WHERE p.listing_id = t.id
      AND NOT EXISTS (SELECT 1 FROM listings l WHERE l.id = p.listing_id AND l.status <> 0);
END
$$;
--> statement-breakpoint
-- What of a listing row a search card shows, sorts or filters on, and what its page shows, as text to compare.
CREATE FUNCTION listing_card_fields(l listings) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT row(l.status, l.title, l.thumbnail, l.rate_per_from_cents, l.rate_per_to_cents, l.enable_price_range,
    l.airport_distance, l.num_beds, l.num_occupied_beds, l.bathrooms, l.public_latitude, l.public_longitude,
    l.neighborhood, l.feature_listing, l.feature_ongoing, l.created_at, l.review_count, l.review_score_sum,
    l.preferences::text)::text
$$;
--> statement-breakpoint
CREATE FUNCTION listing_page_fields(l listings) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT row(l.user_id, l.status, l.title, l.city, l.state, l.country, l.neighborhood, l.rental_type,
    l.rate_per_from_cents, l.rate_per_to_cents, l.deposit_cents, l.description, l.airport_distance,
    l.other_airport_distance, l.max_nights, l.bathrooms, l.number_of_shower, l.total_rooms, l.num_beds,
    l.num_occupied_beds, l.created_at, l.rules_policies_des, l.images::text, l.thumbnail, l.review_count)::text
$$;
--> statement-breakpoint
-- A statement on listings refreshes the search rows of the listings whose card fields changed and the pages of
-- those whose page fields changed. The two versions of each row are put together with UNION ALL and grouped: one
-- pass, whatever the plan. (Before, a join of the two transition tables: once a connection had run the trigger
-- for a few single-row writes, PL/pgSQL kept a generic plan, a nested loop reading the whole old-rows store again
-- for every new row. On the bench's data the view counter's write of 3,000 listings' views then took 1.65 s
-- instead of 0.08 s, and of 30,000 minutes, holding those listings' rows all along; now 0.09 s and 0.8 s.)
-- The views written every few seconds change neither a card nor a page.
CREATE OR REPLACE FUNCTION search_listings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  card_ids integer[];
  page_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_refresh(ARRAY(SELECT id FROM new_rows));
    PERFORM listing_page_refresh(ARRAY(SELECT id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_refresh(ARRAY(SELECT id FROM old_rows));
    PERFORM listing_page_refresh(ARRAY(SELECT id FROM old_rows));
  ELSE
    SELECT array_agg(id ORDER BY id) FILTER (WHERE card_changed), array_agg(id ORDER BY id) FILTER (WHERE page_changed)
    INTO card_ids, page_ids
    FROM (
      SELECT id, count(DISTINCT card) > 1 AS card_changed, count(DISTINCT page) > 1 AS page_changed
      FROM (
        SELECT n.id, listing_card_fields(n) AS card, listing_page_fields(n) AS page FROM new_rows n
        UNION ALL
        SELECT o.id, listing_card_fields(o), listing_page_fields(o) FROM old_rows o
      ) versions
      GROUP BY id
    ) changes;
    PERFORM search_refresh(card_ids);
    PERFORM listing_page_refresh(page_ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Rooms, beds, rentals and a listing's airports: one refresh per statement of the listings it touched.
CREATE FUNCTION listing_pages_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM listing_page_refresh(ARRAY(SELECT DISTINCT listing_id FROM new_rows ORDER BY listing_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM listing_page_refresh(ARRAY(SELECT DISTINCT listing_id FROM old_rows ORDER BY listing_id));
  ELSE
    PERFORM listing_page_refresh(ARRAY(
      SELECT listing_id FROM new_rows UNION SELECT listing_id FROM old_rows ORDER BY listing_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['listing_rooms', 'listing_beds', 'rentals', 'listing_airports'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION listing_pages_rows_changed()', 'listing_pages_' || t || '_inserted', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION listing_pages_rows_changed()', 'listing_pages_' || t || '_updated', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION listing_pages_rows_changed()', 'listing_pages_' || t || '_deleted', t);
  END LOOP;
END
$$;
--> statement-breakpoint
-- A lister's name or photo, and an airport's code or name (reference data, renamed only by a data update), show
-- on the pages of their listings.
-- Their listings' rows are locked first, in id order, as every write to a listing does (docs/decisions/037 "Lock
-- order"), so a rename cannot deadlock with a write that holds one of those listings.
CREATE FUNCTION listing_pages_lister_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM listing_page_refresh(ARRAY(SELECT id FROM listings WHERE user_id = NEW.id ORDER BY id FOR NO KEY UPDATE));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listing_pages_lister_changed AFTER UPDATE OF display_name, photo ON users FOR EACH ROW
  WHEN (OLD.display_name IS DISTINCT FROM NEW.display_name OR OLD.photo IS DISTINCT FROM NEW.photo)
  EXECUTE FUNCTION listing_pages_lister_changed();
--> statement-breakpoint
CREATE FUNCTION listing_pages_airport_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM listing_page_refresh(ARRAY(
    SELECT l.id FROM listings l JOIN listing_airports la ON la.listing_id = l.id AND la.airport_id = NEW.id
    ORDER BY l.id FOR NO KEY UPDATE OF l));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listing_pages_airport_changed AFTER UPDATE OF iata, name ON airports FOR EACH ROW
  WHEN (OLD.iata IS DISTINCT FROM NEW.iata OR OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION listing_pages_airport_changed();
--> statement-breakpoint
SELECT listing_page_refresh(ARRAY(SELECT id FROM listings WHERE status <> 0 ORDER BY id));
--> statement-breakpoint
ANALYZE listing_pages;
