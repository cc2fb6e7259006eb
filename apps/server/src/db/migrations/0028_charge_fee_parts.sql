ALTER TABLE "transactions" ADD COLUMN "provider_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "flat_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "provider_fee_actual_cents" integer;--> statement-breakpoint
-- AutoPay rent charges that carried the flat monthly fee before it had its own column: their fee above the 1%.
UPDATE "transactions" SET "flat_fee_cents" = "fee_cents" - round("amount_cents" / 100.0)
  WHERE "type" = 'autopay_rent' AND "fee_cents" > round("amount_cents" / 100.0);
