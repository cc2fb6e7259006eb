-- Issue 17, docs/decisions/040-search-cards-in-the-index.md: a search's cards are read from the index of its
-- order. Each entry carries its card and the five order indexes INCLUDE it, so a page of cards is one run of
-- consecutive index entries (an index-only scan), where it was one index probe and one table page per card.
-- A card longer than an index entry may hold stays in search_long_cards (the table search_cards was), and its
-- entries' card is null.
ALTER TABLE "search_cards" RENAME TO "search_long_cards";
--> statement-breakpoint
ALTER TABLE "search_long_cards" RENAME CONSTRAINT "search_cards_listing_id_airport_id_pk" TO "search_long_cards_listing_id_airport_id_pk";
--> statement-breakpoint
ALTER TABLE "search_entries" ADD COLUMN "card" text;
--> statement-breakpoint
-- Never compressed: an index entry keeps a value as the table gives it, and a compressed card would be
-- decompressed on every search that shows it.
ALTER TABLE "search_entries" ALTER COLUMN "card" SET STORAGE EXTERNAL;
--> statement-breakpoint
DROP INDEX "search_entries_default_idx";
--> statement-breakpoint
DROP INDEX "search_entries_newest_idx";
--> statement-breakpoint
DROP INDEX "search_entries_title_idx";
--> statement-breakpoint
DROP INDEX "search_entries_distance_idx";
--> statement-breakpoint
DROP INDEX "search_entries_price_idx";
--> statement-breakpoint
-- As in migration 0018, with the card written to each of its entries. A B-tree entry holds at most 2,704 bytes,
-- and the title index's entry holds the title key and the card: when the two pass 2,600 bytes the card goes to
-- search_long_cards and the entries' card is null. Through the form only a title and neighbourhood full of
-- control characters (six bytes each, escaped in JSON) get there; a script writing longer titles does too.
CREATE OR REPLACE FUNCTION search_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  male jsonb := jsonb_build_array((SELECT id FROM preferences WHERE key = 'males_only'));
  female jsonb := jsonb_build_array((SELECT id FROM preferences WHERE key = 'females_only'));
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
    RETURNING e.airport_id, e.bucket, e.price
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
SELECT search_refresh(ARRAY(SELECT id FROM listings WHERE status = 2 ORDER BY id));
--> statement-breakpoint
-- During a rolling update (docs/decisions/035) processes still running the code before this migration look cards
-- up in search_cards: this view answers them the same cards until they are replaced. A later migration drops it.
CREATE VIEW "search_cards" AS
  SELECT listing_id, airport_id, card FROM search_entries WHERE bucket = 0 AND card IS NOT NULL
  UNION ALL SELECT listing_id, airport_id, card FROM search_long_cards;
--> statement-breakpoint
CREATE INDEX "search_entries_default_idx" ON "search_entries" USING btree ("airport_id","bucket","featured_rank","created_at" DESC NULLS LAST,"listing_id" DESC NULLS LAST) INCLUDE ("card");
--> statement-breakpoint
CREATE INDEX "search_entries_newest_idx" ON "search_entries" USING btree ("airport_id","bucket","created_at","listing_id") INCLUDE ("card");
--> statement-breakpoint
CREATE INDEX "search_entries_title_idx" ON "search_entries" USING btree ("airport_id","bucket","title_key","listing_id") INCLUDE ("card");
--> statement-breakpoint
CREATE INDEX "search_entries_distance_idx" ON "search_entries" USING btree ("airport_id","bucket","distance","listing_id") INCLUDE ("card");
--> statement-breakpoint
CREATE INDEX "search_entries_price_idx" ON "search_entries" USING btree ("airport_id","bucket","price","listing_id") INCLUDE ("card");
--> statement-breakpoint
ANALYZE search_long_cards;
--> statement-breakpoint
ANALYZE search_entries;
