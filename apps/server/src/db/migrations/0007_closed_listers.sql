ALTER TABLE "admin_switches" DROP CONSTRAINT "admin_switches_action";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "status_at_closure" smallint;--> statement-breakpoint
ALTER TABLE "admin_switches" ADD CONSTRAINT "admin_switches_action" CHECK ("admin_switches"."action" in ('switch', 'return', 'reopen'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_status_at_closure" CHECK ("listings"."status_at_closure" in (1, 2));--> statement-breakpoint
-- Accounts closed before this migration kept their listings public: hide them now, remembering their status.
UPDATE "listings" SET "status_at_closure" = "listings"."status", "status" = 1 FROM "users" WHERE "users"."id" = "listings"."user_id" AND "users"."status" = 'DEACTIVATED' AND "listings"."status" <> 0;
