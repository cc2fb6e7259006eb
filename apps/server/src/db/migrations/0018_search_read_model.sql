CREATE TABLE "search_cards" (
	"listing_id" integer NOT NULL,
	"airport_id" integer NOT NULL,
	"card" text NOT NULL,
	CONSTRAINT "search_cards_listing_id_airport_id_pk" PRIMARY KEY("listing_id","airport_id")
);
--> statement-breakpoint
CREATE TABLE "search_entries" (
	"airport_id" integer NOT NULL,
	"bucket" smallint NOT NULL,
	"listing_id" integer NOT NULL,
	"featured_rank" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"title_key" text NOT NULL,
	"distance" smallint NOT NULL,
	"price" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_stats" (
	"airport_id" integer NOT NULL,
	"bucket" smallint NOT NULL,
	"total" integer NOT NULL,
	"price_sum" bigint NOT NULL,
	CONSTRAINT "search_stats_airport_id_bucket_pk" PRIMARY KEY("airport_id","bucket")
);
--> statement-breakpoint
CREATE INDEX "search_entries_default_idx" ON "search_entries" USING btree ("airport_id","bucket","featured_rank","created_at" DESC NULLS LAST,"listing_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_entries_newest_idx" ON "search_entries" USING btree ("airport_id","bucket","created_at","listing_id");--> statement-breakpoint
CREATE INDEX "search_entries_title_idx" ON "search_entries" USING btree ("airport_id","bucket","title_key","listing_id");--> statement-breakpoint
CREATE INDEX "search_entries_distance_idx" ON "search_entries" USING btree ("airport_id","bucket","distance","listing_id");--> statement-breakpoint
CREATE INDEX "search_entries_price_idx" ON "search_entries" USING btree ("airport_id","bucket","price","listing_id");--> statement-breakpoint
CREATE INDEX "search_entries_listing_idx" ON "search_entries" USING btree ("listing_id");--> statement-breakpoint
-- docs/decisions/037-search-read-model.md: rewrites the search rows of the given listings from the listings,
-- their airports and the gender preferences, and adds the difference to the per-(airport, bucket) figures.
-- The card is built the way listing-cards.ts's toCard builds it (listing-search-read-model.test.ts compares them).
CREATE FUNCTION search_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  male jsonb := jsonb_build_array((SELECT id FROM preferences WHERE key = 'males_only'));
  female jsonb := jsonb_build_array((SELECT id FROM preferences WHERE key = 'females_only'));
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  DELETE FROM search_cards c USING unnest(ids) AS t(id) WHERE c.listing_id = t.id;
  INSERT INTO search_cards (listing_id, airport_id, card)
    -- row_to_json writes compact JSON and float8 in the shortest form that reads back the same, as JSON.stringify
    -- does; review_avg is only there when there are reviews, so it is added to the text; floor(x + 0.5) rounds halves
    -- up as Math.round does (round(float8) would round them to even).
    SELECT l.id, la.airport_id, left(row_to_json(c)::text, -1)
      || CASE WHEN l.review_count > 0 THEN ',"review_avg":'
           || (floor(l.review_score_sum::float8 / l.review_count * 100 + 0.5) / 100)::text ELSE '' END || '}'
    FROM unnest(ids) AS t(id)
    JOIN listings l ON l.id = t.id AND l.status = 2
    JOIN listing_airports la ON la.listing_id = l.id
    JOIN airports a ON a.id = la.airport_id
    CROSS JOIN LATERAL (
      SELECT l.id, l.id AS listing_id, l.title, l.thumbnail, l.rate_per_from_cents::float8 / 100 AS rate_per_from,
        CASE WHEN l.enable_price_range AND l.rate_per_to_cents IS NOT NULL
          THEN l.rate_per_to_cents::float8 / 100 END AS rate_per_to,
        coalesce(la.distance, l.airport_distance)::int AS airport_distance,
        CASE WHEN l.num_beds > 0 THEN least(1, l.num_occupied_beds::float8 / l.num_beds) ELSE 0 END
          AS bed_occupancy_rate,
        greatest(0, l.num_beds - l.num_occupied_beds) AS num_vacant_beds, l.num_beds AS beds, l.bathrooms,
        l.public_latitude AS latitude, l.public_longitude AS longitude, l.neighborhood, a.iata AS prefix,
        l.feature_listing, l.feature_ongoing,
        to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
        l.review_count AS review
    ) c;
  WITH gone AS (
    DELETE FROM search_entries e USING unnest(ids) AS t(id) WHERE e.listing_id = t.id
    RETURNING e.airport_id, e.bucket, e.price
  ), added AS (
    INSERT INTO search_entries (airport_id, bucket, listing_id, featured_rank, created_at, title_key, distance, price)
    SELECT la.airport_id, b.bucket, l.id,
      CASE WHEN l.feature_listing = 1 AND l.feature_ongoing = 1 THEN 0 WHEN l.feature_listing = 1 THEN 1 ELSE 2 END,
      l.created_at, lower(l.title), la.distance, l.rate_per_from_cents
    FROM unnest(ids) AS t(id)
    JOIN listings l ON l.id = t.id AND l.status = 2
    JOIN listing_airports la ON la.listing_id = l.id
    CROSS JOIN LATERAL (
      SELECT g.g * 2 + v.v AS bucket FROM (VALUES (0), (1), (2)) g(g), (VALUES (0), (1)) v(v)
      WHERE (g.g = 0 OR (g.g = 1 AND l.preferences @> male) OR (g.g = 2 AND l.preferences @> female))
        AND (v.v = 0 OR NOT (l.num_beds > 0 AND l.num_occupied_beds >= l.num_beds))
    ) b
    RETURNING airport_id, bucket, price
  ), delta AS (
    SELECT d.airport_id, d.bucket, sum(d.n)::int AS n, sum(d.p)::bigint AS p FROM (
      SELECT airport_id, bucket, -1 AS n, -price::bigint AS p FROM gone
      UNION ALL SELECT airport_id, bucket, 1, price::bigint FROM added
    ) d GROUP BY d.airport_id, d.bucket
  )
  INSERT INTO search_stats AS s (airport_id, bucket, total, price_sum)
    SELECT airport_id, bucket, n, p FROM delta WHERE n <> 0 OR p <> 0 ORDER BY airport_id, bucket
  ON CONFLICT (airport_id, bucket)
    DO UPDATE SET total = s.total + excluded.total, price_sum = s.price_sum + excluded.price_sum;
END
$$;
--> statement-breakpoint
CREATE FUNCTION search_listings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_refresh(ARRAY(SELECT id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_refresh(ARRAY(SELECT id FROM old_rows));
  ELSE
    -- only what a card shows, sorts or filters on: the views written every few seconds change none of it
    PERFORM search_refresh(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (o.status, o.title, o.thumbnail, o.rate_per_from_cents, o.rate_per_to_cents, o.enable_price_range,
             o.airport_distance, o.num_beds, o.num_occupied_beds, o.bathrooms, o.public_latitude,
             o.public_longitude, o.neighborhood, o.feature_listing, o.feature_ongoing, o.created_at,
             o.review_count, o.review_score_sum, o.preferences)
        IS DISTINCT FROM
            (n.status, n.title, n.thumbnail, n.rate_per_from_cents, n.rate_per_to_cents, n.enable_price_range,
             n.airport_distance, n.num_beds, n.num_occupied_beds, n.bathrooms, n.public_latitude,
             n.public_longitude, n.neighborhood, n.feature_listing, n.feature_ongoing, n.created_at,
             n.review_count, n.review_score_sum, n.preferences)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_listings_inserted AFTER INSERT ON listings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_listings_changed();
--> statement-breakpoint
CREATE TRIGGER search_listings_updated AFTER UPDATE ON listings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_listings_changed();
--> statement-breakpoint
CREATE TRIGGER search_listings_deleted AFTER DELETE ON listings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_listings_changed();
--> statement-breakpoint
CREATE FUNCTION search_listing_airports_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_refresh(ARRAY(SELECT DISTINCT listing_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_refresh(ARRAY(SELECT DISTINCT listing_id FROM old_rows));
  ELSE
    PERFORM search_refresh(ARRAY(SELECT listing_id FROM new_rows UNION SELECT listing_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_listing_airports_inserted AFTER INSERT ON listing_airports REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_listing_airports_changed();
--> statement-breakpoint
CREATE TRIGGER search_listing_airports_updated AFTER UPDATE ON listing_airports
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_listing_airports_changed();
--> statement-breakpoint
CREATE TRIGGER search_listing_airports_deleted AFTER DELETE ON listing_airports REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_listing_airports_changed();
--> statement-breakpoint
SELECT search_refresh(ARRAY(SELECT id FROM listings WHERE status = 2 ORDER BY id));
--> statement-breakpoint
ANALYZE search_cards;
--> statement-breakpoint
ANALYZE search_entries;
--> statement-breakpoint
ANALYZE search_stats;
