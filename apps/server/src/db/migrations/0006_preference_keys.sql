ALTER TABLE "preferences" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "preferences" ADD CONSTRAINT "preferences_key_unique" UNIQUE("key");--> statement-breakpoint
-- The gender filter's preferences were found by English name until now: give the seeded ones their keys.
UPDATE "preferences" SET "key" = 'males_only' WHERE "id" = (SELECT min("id") FROM "preferences" WHERE "name" ->> 'en' = 'Males only');--> statement-breakpoint
UPDATE "preferences" SET "key" = 'females_only' WHERE "id" = (SELECT min("id") FROM "preferences" WHERE "name" ->> 'en' = 'Females only');
