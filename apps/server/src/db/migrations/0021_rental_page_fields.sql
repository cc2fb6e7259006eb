-- docs/decisions/039-listing-page-read-model.md: a page shows of a rental only its bed's availability (the bed,
-- the status and the check-out date). An update of a rental rewrites the pages of the listings whose rentals
-- changed in those; AutoPay, notes, payments and tokens rewrite none. Each rental's two versions are grouped, as
-- search_listings_changed does (migration 0019), never joined.
CREATE FUNCTION listing_pages_rentals_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM listing_page_refresh(ARRAY(
    WITH v AS (
      SELECT id, listing_id, row(listing_id, bed_id, status, checkout_date)::text AS shown FROM new_rows
      UNION ALL SELECT id, listing_id, row(listing_id, bed_id, status, checkout_date)::text FROM old_rows
    )
    SELECT DISTINCT listing_id FROM v
    WHERE id IN (SELECT id FROM v GROUP BY id HAVING count(DISTINCT shown) > 1)
    ORDER BY listing_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "listing_pages_rentals_updated" ON "rentals";
--> statement-breakpoint
CREATE TRIGGER "listing_pages_rentals_updated" AFTER UPDATE ON "rentals"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_pages_rentals_updated();
