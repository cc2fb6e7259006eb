-- The nearby search (GET /api/listings?lat&lon&radius, docs/performance.md "The nearby search"): a GiST index on
-- the public point visits only the listings inside the search's box, where the btree on (latitude, longitude)
-- walked every listing in the box's band of latitude. It INCLUDEs the id and both coordinates (drizzle cannot
-- write INCLUDE), so the candidates and their exact distance are read from the index alone. Built before the
-- btree is dropped: the migrations run in one transaction, and DROP INDEX locks the table against reads until
-- the end, so it comes last and holds that lock only for the commit (the build itself lets reads go on).
CREATE INDEX "listings_active_public_point_gist" ON "listings" USING gist (point("public_longitude", "public_latitude")) INCLUDE ("id", "public_latitude", "public_longitude") WHERE "listings"."status" = 2;--> statement-breakpoint
DROP INDEX "listings_active_public_point_idx";
