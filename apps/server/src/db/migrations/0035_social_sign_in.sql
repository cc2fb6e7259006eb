-- Signing in and up with Google and Apple (docs/decisions/063-social-sign-in.md): the member's provider and subject
-- (social_type, social_id; one account per person at a provider), the sign-ins under way (state, nonce, PKCE
-- verifier, taken once) and the one-time codes that hand their outcome to the browser.
CREATE TABLE "oauth_handoffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"kind" text NOT NULL,
	"browser_key_hash" text NOT NULL,
	"provider" text NOT NULL,
	"user_id" integer,
	"social_id" text,
	"email" text,
	"first_name" text,
	"last_name" text,
	"photo" text,
	"next" text,
	"user_plan" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oauth_handoffs_kind" CHECK ("oauth_handoffs"."kind" in ('sign_in', 'sign_up'))
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"browser_key_hash" text NOT NULL,
	"next" text,
	"user_plan" text,
	"link_user_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "social_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "social_id" text;--> statement-breakpoint
ALTER TABLE "oauth_handoffs" ADD CONSTRAINT "oauth_handoffs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_link_user_id_users_id_fk" FOREIGN KEY ("link_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_handoffs_code_idx" ON "oauth_handoffs" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "oauth_handoffs_expires_idx" ON "oauth_handoffs" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "oauth_states_expires_idx" ON "oauth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_social_idx" ON "users" USING btree ("social_type","social_id") WHERE "users"."social_id" is not null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_social" CHECK (("users"."social_type" is null) = ("users"."social_id" is null) and ("users"."social_type" is null or "users"."social_type" in ('google', 'apple')));