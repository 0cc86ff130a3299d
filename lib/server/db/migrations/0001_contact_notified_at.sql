ALTER TABLE "contact_messages" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
-- Older rows cannot tell; back then a failed mail failed the visible request (and was retried), so count them sent.
UPDATE "contact_messages" SET "notified_at" = "created_at";
