ALTER TABLE "billing_orders" ADD COLUMN "promotion_title_zh" text;--> statement-breakpoint
ALTER TABLE "billing_orders" ADD COLUMN "promotion_title_en" text;