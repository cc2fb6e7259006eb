-- The sandbox keeps a card's billing details as Stripe does (payment_method.billing_details): the name, postal code,
-- country and US state the card form sends (docs/decisions/053-settings-tabs-header-and-form-details.md). Cards
-- saved before have none.
ALTER TABLE "sandbox_payment_methods" ADD COLUMN "billing_details" jsonb;
