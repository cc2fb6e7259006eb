-- Listing views apart from the listing (docs/performance.md, "Views apart from the listing"). The view counter
-- adds every few seconds the visits of every listing viewed since its last write: as a column of `listings`
-- each of those writes rewrote the whole wide row, its indexes, and ran the listing's statement triggers over
-- both versions (30,000 listings: 0.83 s). Here a row is a listing id and a count, rewritten in place on its
-- page (fillfactor 70 leaves room for the new version): 30,000 listings in 0.06 s, and a lister's save that
-- holds the listing's row no longer holds up its count.
CREATE TABLE "listing_views" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL
) WITH (fillfactor = 70);
--> statement-breakpoint
ALTER TABLE "listing_views" ADD CONSTRAINT "listing_views_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "listing_views" ("listing_id", "views") SELECT "id", "views" FROM "listings" WHERE "views" > 0;--> statement-breakpoint
ALTER TABLE "listings" DROP COLUMN "views";
