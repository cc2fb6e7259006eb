CREATE TABLE "tenant_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"lister_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"rental_id" integer NOT NULL,
	"recipient_user_id" integer,
	"recipient_email" text NOT NULL,
	"body" text NOT NULL,
	"thread_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenant_messages" ADD CONSTRAINT "tenant_messages_lister_id_users_id_fk" FOREIGN KEY ("lister_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_messages" ADD CONSTRAINT "tenant_messages_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_messages" ADD CONSTRAINT "tenant_messages_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_messages" ADD CONSTRAINT "tenant_messages_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenant_messages_lister_idx" ON "tenant_messages" USING btree ("lister_id","created_at");--> statement-breakpoint
CREATE INDEX "tenant_messages_rental_idx" ON "tenant_messages" USING btree ("rental_id");