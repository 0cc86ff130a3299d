ALTER TABLE "chat_turns" ADD COLUMN "feedback" text;--> statement-breakpoint
ALTER TABLE "chat_turns" ADD COLUMN "feedback_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_turns" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_turns" ADD COLUMN "resolved_faq_id" text;