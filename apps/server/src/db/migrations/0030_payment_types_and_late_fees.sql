-- Payment requests keep the spec's payment_type (PAYMENT.MANUAL) and payment_method (stripe), and may ask for a late
-- fee; a rental keeps its latest late fee and the request asking for it (late_fee, fee_id). One late fee of a rental
-- waits to be paid at a time (docs/decisions/056-payment-types-services-and-late-fees.md). Requests sent before
-- were all one-time card payments: the defaults are what they were.
ALTER TABLE "payment_requests" DROP CONSTRAINT "payment_requests_for";--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "payment_type" text DEFAULT 'PAYMENT.MANUAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "payment_method" text DEFAULT 'stripe' NOT NULL;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "late_fee_cents" integer;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "fee_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_requests_open_late_fee_idx" ON "payment_requests" USING btree ("rental_id") WHERE "payment_requests"."payment_for" = 'late_fee' and "payment_requests"."status" in ('pending', 'processing');--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_payment_type" CHECK ("payment_requests"."payment_type" = 'PAYMENT.MANUAL');--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_payment_method" CHECK ("payment_requests"."payment_method" = 'stripe');--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_for" CHECK ("payment_requests"."payment_for" in ('deposit', 'rent', 'parking', 'other', 'late_fee'));--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_late_fee" CHECK ("rentals"."late_fee_cents" is null or "rentals"."late_fee_cents" > 0);