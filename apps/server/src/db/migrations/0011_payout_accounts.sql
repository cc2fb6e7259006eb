CREATE TABLE "sandbox_connected_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"country" text NOT NULL,
	"bank_name" text,
	"last4" text,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"onboarding_secret" text,
	"return_url" text,
	"login_secret" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_connected_accounts_onboarding_secret_unique" UNIQUE("onboarding_secret"),
	CONSTRAINT "sandbox_connected_accounts_login_secret_unique" UNIQUE("login_secret")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "acc_stripe" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payout_onboarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "automatic_payment" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payout_config_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_acc_stripe_idx" ON "users" USING btree ("acc_stripe");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_automatic_payment" CHECK ("users"."automatic_payment" in (0, 1));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_payout_config" CHECK ("users"."payout_config_id" in (1, 2, 3));