-- Issue 17, docs/performance.md "The price ends kept with the counts": a search's cheapest and dearest price
-- (the price figures of docs/product/specification/2-listings-and-tenants.md §2.10) were two descents of the price index per search; they are kept in search_stats
-- with the count and the sum, read again from the index by each write for the buckets whose prices it moved.
-- Writers of the previous release wait until this migration commits (docs/decisions/037, the last point): a write
-- whose search_refresh ran the old definition meanwhile would leave its buckets' price ends as the backfill below
-- read them before it.
LOCK TABLE listings, listing_airports IN SHARE MODE;
--> statement-breakpoint
ALTER TABLE "search_stats" ADD COLUMN "price_min" integer;--> statement-breakpoint
ALTER TABLE "search_stats" ADD COLUMN "price_max" integer;--> statement-breakpoint
-- As in migration 0020, with the row of every bucket whose prices moved written (and so locked), and its price
-- ends read again after the entries are written.
CREATE OR REPLACE FUNCTION search_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  male jsonb := jsonb_build_array((SELECT id FROM preferences WHERE key = 'males_only'));
  female jsonb := jsonb_build_array((SELECT id FROM preferences WHERE key = 'females_only'));
  touched_airports integer[];
  touched_buckets smallint[];
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  DELETE FROM search_long_cards c USING unnest(ids) AS t(id) WHERE c.listing_id = t.id;
  WITH cards AS (
    -- row_to_json writes compact JSON and float8 in the shortest form that reads back the same, as JSON.stringify
    -- does; review_avg is only there when there are reviews, so it is added to the text; floor(x + 0.5) rounds
    -- halves up as Math.round does (round(float8) would round them to even).
    SELECT l.id, la.airport_id, la.distance, l.created_at, l.title, l.rate_per_from_cents, l.feature_listing,
      l.feature_ongoing, l.preferences, l.num_beds, l.num_occupied_beds,
      c.card, octet_length(c.card) + octet_length(lower(l.title)) <= 2600 AS fits
    FROM unnest(ids) AS t(id)
    JOIN listings l ON l.id = t.id AND l.status = 2
    JOIN listing_airports la ON la.listing_id = l.id
    JOIN airports a ON a.id = la.airport_id
    CROSS JOIN LATERAL (
      SELECT left(row_to_json(f)::text, -1)
        || CASE WHEN l.review_count > 0 THEN ',"review_avg":'
             || (floor(l.review_score_sum::float8 / l.review_count * 100 + 0.5) / 100)::text ELSE '' END
        || '}' AS card
      FROM (SELECT l.id, l.id AS listing_id, l.title, l.thumbnail, l.rate_per_from_cents::float8 / 100 AS rate_per_from,
        CASE WHEN l.enable_price_range AND l.rate_per_to_cents IS NOT NULL
          THEN l.rate_per_to_cents::float8 / 100 END AS rate_per_to,
        coalesce(la.distance, l.airport_distance)::int AS airport_distance,
        CASE WHEN l.num_beds > 0 THEN least(1, l.num_occupied_beds::float8 / l.num_beds) ELSE 0 END
          AS bed_occupancy_rate,
        greatest(0, l.num_beds - l.num_occupied_beds) AS num_vacant_beds, l.num_beds AS beds, l.bathrooms,
        l.public_latitude AS latitude, l.public_longitude AS longitude, l.neighborhood, a.iata AS prefix,
        l.feature_listing, l.feature_ongoing,
        to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
        l.review_count AS review) f
    ) c
  ), long_cards AS (
    INSERT INTO search_long_cards (listing_id, airport_id, card)
    SELECT id, airport_id, card FROM cards WHERE NOT fits
  ), gone AS (
    DELETE FROM search_entries e USING unnest(ids) AS t(id) WHERE e.listing_id = t.id
    RETURNING e.airport_id, e.bucket, e.listing_id, e.price
  ), added AS (
    INSERT INTO search_entries
      (airport_id, bucket, listing_id, featured_rank, created_at, title_key, distance, price, card)
    SELECT k.airport_id, b.bucket, k.id,
      CASE WHEN k.feature_listing = 1 AND k.feature_ongoing = 1 THEN 0 WHEN k.feature_listing = 1 THEN 1 ELSE 2 END,
      k.created_at, lower(k.title), k.distance, k.rate_per_from_cents,
      CASE WHEN k.fits THEN k.card END
    FROM cards k
    CROSS JOIN LATERAL (
      SELECT g.g * 2 + v.v AS bucket FROM (VALUES (0), (1), (2)) g(g), (VALUES (0), (1)) v(v)
      WHERE (g.g = 0 OR (g.g = 1 AND k.preferences @> male) OR (g.g = 2 AND k.preferences @> female))
        AND (v.v = 0 OR NOT (k.num_beds > 0 AND k.num_occupied_beds >= k.num_beds))
    ) b
    RETURNING airport_id, bucket, listing_id, price
  ), moves AS (
    -- the entries that came into or left a bucket, or changed price there: an entry written again as it was (a
    -- new title, a review, the featuring) moves nothing
    SELECT m.airport_id, m.bucket, m.price, sum(m.n)::int AS n FROM (
      SELECT airport_id, bucket, listing_id, price, -1 AS n FROM gone
      UNION ALL SELECT airport_id, bucket, listing_id, price, 1 FROM added
    ) m GROUP BY m.airport_id, m.bucket, m.listing_id, m.price HAVING sum(m.n) <> 0
  ), delta AS (
    SELECT airport_id, bucket, sum(n)::int AS n, sum(n * price::bigint)::bigint AS p FROM moves
    GROUP BY airport_id, bucket
  ), counted AS (
    -- every bucket whose prices moved, even when its count and sum did not (two prices swapped in one statement):
    -- its row stays locked to the end of the transaction, so another write that moves prices there waits, and
    -- reads the price ends after this one's commit. A write that moves no price locks no bucket.
    INSERT INTO search_stats AS s (airport_id, bucket, total, price_sum)
      SELECT airport_id, bucket, n, p FROM delta ORDER BY airport_id, bucket
    ON CONFLICT (airport_id, bucket)
      DO UPDATE SET total = s.total + excluded.total, price_sum = s.price_sum + excluded.price_sum
    RETURNING s.airport_id, s.bucket
  )
  SELECT array_agg(airport_id ORDER BY airport_id, bucket), array_agg(bucket ORDER BY airport_id, bucket)
    INTO touched_airports, touched_buckets FROM counted;
  -- A statement of its own, so that it sees the entries written above (and those of any write to these buckets
  -- committed before it, which held their rows until then): the cheapest and dearest price from the two ends of
  -- the price index, null for a bucket left empty.
  UPDATE search_stats s SET
    price_min = (SELECT e.price FROM search_entries e WHERE e.airport_id = s.airport_id AND e.bucket = s.bucket
      ORDER BY e.price, e.listing_id LIMIT 1),
    price_max = (SELECT e.price FROM search_entries e WHERE e.airport_id = s.airport_id AND e.bucket = s.bucket
      ORDER BY e.price DESC, e.listing_id DESC LIMIT 1)
    FROM unnest(touched_airports, touched_buckets) AS t(airport_id, bucket)
    WHERE s.airport_id = t.airport_id AND s.bucket = t.bucket;
END
$$;
--> statement-breakpoint
UPDATE search_stats s SET
  price_min = (SELECT e.price FROM search_entries e WHERE e.airport_id = s.airport_id AND e.bucket = s.bucket
    ORDER BY e.price, e.listing_id LIMIT 1),
  price_max = (SELECT e.price FROM search_entries e WHERE e.airport_id = s.airport_id AND e.bucket = s.bucket
    ORDER BY e.price DESC, e.listing_id DESC LIMIT 1);
