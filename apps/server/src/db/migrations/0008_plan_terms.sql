ALTER TABLE "account_services" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_services" ADD COLUMN "credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "account_services" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_services" ADD CONSTRAINT "account_services_credit" CHECK ("account_services"."credit_cents" >= 0);--> statement-breakpoint
-- Terms paid before this migration: a plan's term ended `expire_at`, one year (six months for seekers) after it began.
UPDATE "account_services" SET "starts_at" = "expire_at" - CASE WHEN "txn_code" = 'PAYMENT.FEE.SEEKER' THEN interval '6 months' ELSE interval '1 year' END WHERE "expire_at" IS NOT NULL AND "txn_code" IN ('PAYMENT.FEE.LISTER', 'PAYMENT.FEE.SEEKER');--> statement-breakpoint
-- A change of package made before this migration left the old package looking live: it was replaced when a later
-- term began before it ended (a renewal begins where its term ends, so it replaces nothing).
UPDATE "account_services" SET "replaced_at" = "later"."at" FROM (SELECT "a"."id", min("b"."created_at") AS "at" FROM "account_services" "a" JOIN "account_services" "b" ON "b"."user_id" = "a"."user_id" AND "b"."id" > "a"."id" AND "b"."txn_code" IN ('PAYMENT.FEE.LISTER', 'PAYMENT.FEE.SEEKER') AND "b"."starts_at" < "a"."expire_at" WHERE "a"."txn_code" IN ('PAYMENT.FEE.LISTER', 'PAYMENT.FEE.SEEKER') GROUP BY "a"."id") "later" WHERE "account_services"."id" = "later"."id";
