ALTER TABLE "user_models" ADD COLUMN "photo_key" text;--> statement-breakpoint
ALTER TABLE "user_models" ADD COLUMN "consent" jsonb;--> statement-breakpoint
ALTER TABLE "user_models" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "user_models" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "user_models" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_models" ADD COLUMN "reject_reason" text;