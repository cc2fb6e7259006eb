-- A charge's claim keeps the customer and card its attempt charges: an attempt whose outcome is unknown (the database
-- cut between the provider's answer and the write, a call that died) is resumed with them, so a retry that brings
-- another card replays the charge already made instead of making a second (docs/decisions/058-charges-across-a-
-- database-outage.md). Claims from before resume with the card the retry brings, as they did.
ALTER TABLE "transactions" ADD COLUMN "customer_ref" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "payment_method_ref" text;