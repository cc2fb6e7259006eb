-- A rental that has ended has no AutoPay and no pending check-out request, and one that was lived in ends when it
-- really ended (docs/decisions/043-money-and-rental-states.md, "A rental that ends"). Rentals ended before this
-- release kept AutoPay on and a check-out date still to come: they are corrected here, once, their end read on the
-- UTC clock the ending job read then (a crashpad's own zone is looked up from its pin by the app, not in SQL); one
-- that ended before its check-in never began, and its check-out becomes its check-in.
UPDATE "rentals" SET
	"checkout_date" = CASE WHEN "ended_at" AT TIME ZONE 'UTC' < "start_date" + make_time("start_hour", 0, 0)
		THEN "start_date" ELSE ("ended_at" AT TIME ZONE 'UTC')::date END,
	"checkout_hour" = CASE WHEN "ended_at" AT TIME ZONE 'UTC' < "start_date" + make_time("start_hour", 0, 0)
		THEN "start_hour" ELSE extract(hour FROM "ended_at" AT TIME ZONE 'UTC')::smallint END
WHERE "status" IN ('ended', 'deleted')
	AND "accepted_at" IS NOT NULL
	AND "ended_at" IS NOT NULL
	AND ("checkout_date" IS NULL
		OR "checkout_date" + make_time("checkout_hour", 0, 0) > "ended_at" AT TIME ZONE 'UTC' + interval '1 hour');--> statement-breakpoint
UPDATE "rentals" SET
	"auto_pay" = 0,
	"checkout_requested_date" = NULL,
	"checkout_requested_hour" = NULL,
	"checkout_requested_at" = NULL
WHERE "status" IN ('ended', 'deleted')
	AND ("auto_pay" <> 0 OR "checkout_requested_date" IS NOT NULL);
