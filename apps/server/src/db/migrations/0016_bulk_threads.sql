-- Files the bulk messages recorded before issue 16 (tenant_messages without a thread, to a tenant with an
-- account) into the thread between the lister and the tenant about that crashpad, the way sending does
-- (docs/decisions/031-message-notices-and-bulk-threads.md): the thread is created when missing, each message
-- keeps its original time, and the thread's last_message_at moves forward. Running it again changes nothing.
INSERT INTO "message_threads" ("user_a", "user_b", "listing_id", "last_message_at", "created_at")
SELECT least(tm."lister_id", tm."recipient_user_id"), greatest(tm."lister_id", tm."recipient_user_id"),
       tm."listing_id", max(tm."created_at"), min(tm."created_at")
FROM "tenant_messages" tm
WHERE tm."thread_id" IS NULL AND tm."recipient_user_id" IS NOT NULL AND tm."recipient_user_id" <> tm."lister_id"
GROUP BY 1, 2, 3
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A tenant with two rentals at one crashpad had one row per rental for the same send: one message in the thread.
INSERT INTO "messages" ("thread_id", "from_user_id", "body", "created_at")
SELECT d."thread_id", d."lister_id", d."body", d."created_at"
FROM (
  SELECT DISTINCT ON (t."id", tm."body", tm."created_at")
         t."id" AS "thread_id", tm."lister_id", tm."body", tm."created_at", tm."id" AS "row_id"
  FROM "tenant_messages" tm
  JOIN "message_threads" t
    ON t."user_a" = least(tm."lister_id", tm."recipient_user_id")
   AND t."user_b" = greatest(tm."lister_id", tm."recipient_user_id")
   AND t."listing_id" = tm."listing_id"
  WHERE tm."thread_id" IS NULL AND tm."recipient_user_id" IS NOT NULL AND tm."recipient_user_id" <> tm."lister_id"
  ORDER BY t."id", tm."body", tm."created_at", tm."id"
) d
ORDER BY d."created_at", d."row_id";
--> statement-breakpoint
UPDATE "tenant_messages" tm SET "thread_id" = t."id"
FROM "message_threads" t
WHERE tm."thread_id" IS NULL AND tm."recipient_user_id" IS NOT NULL AND tm."recipient_user_id" <> tm."lister_id"
  AND t."user_a" = least(tm."lister_id", tm."recipient_user_id")
  AND t."user_b" = greatest(tm."lister_id", tm."recipient_user_id")
  AND t."listing_id" = tm."listing_id";
--> statement-breakpoint
-- The newest message of each thread moves last_message_at; the lister has read what they wrote.
UPDATE "message_threads" t
SET "last_message_at" = greatest(t."last_message_at", f."latest"),
    "user_a_read_at" = CASE WHEN t."user_a" = f."lister_id" THEN greatest(t."user_a_read_at", f."latest") ELSE t."user_a_read_at" END,
    "user_b_read_at" = CASE WHEN t."user_b" = f."lister_id" THEN greatest(t."user_b_read_at", f."latest") ELSE t."user_b_read_at" END
FROM (
  SELECT "thread_id", "lister_id", max("created_at") AS "latest"
  FROM "tenant_messages"
  WHERE "thread_id" IS NOT NULL
  GROUP BY "thread_id", "lister_id"
) f
WHERE f."thread_id" = t."id";
