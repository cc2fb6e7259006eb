-- Listing views apart from the listing (docs/performance.md, "Views apart from the listing"). The view counter
-- adds every few seconds the visits of every listing viewed since its last write: as a column of `listings`
-- each of those writes rewrote the whole wide row, its indexes, and ran the listing's statement triggers over
-- both versions (45,000 listings: 0.71 s). Here a row is a listing id and a count, rewritten in place on its
-- page (fillfactor 70 leaves room for the new version): 45,000 listings in 0.11 s.
CREATE TABLE "listing_views" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL
) WITH (fillfactor = 70);
--> statement-breakpoint
ALTER TABLE "listing_views" ADD CONSTRAINT "listing_views_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every listing has its row from its creation, so the counter only ever updates one: an update that keeps the key
-- takes no lock on the listing (a new row's key check would take one, and wait for a lister's save).
CREATE FUNCTION listing_views_created() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_views (listing_id) SELECT id FROM new_rows ORDER BY id ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "listing_views_created" AFTER INSERT ON "listings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_views_created();
--> statement-breakpoint
INSERT INTO "listing_views" ("listing_id", "views") SELECT "id", "views" FROM "listings" ORDER BY "id";
-- `listings.views` stays, unread, for the processes still running the previous release during a rolling update
-- (as migration 0020 kept `search_cards`): their reads and inserts name it. The visits they write to it after
-- this copy are not carried over (seconds to minutes of counts). A later release drops it
-- (docs/decisions/039-listing-page-read-model.md).
