-- The member's time zone as their browser last said it (docs/product/dates.md): e-mails and exports write moments
-- in it. Null until the member's browser is next heard, read as New York.
ALTER TABLE "users" ADD COLUMN "time_zone" text;
