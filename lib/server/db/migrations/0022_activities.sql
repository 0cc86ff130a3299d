CREATE TABLE "activities" (
	"id" text PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"text_zh" text NOT NULL,
	"text_en" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"audience" text NOT NULL,
	"product_id" text,
	"discount_kind" text,
	"discount_value" integer,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_redemptions" (
	"order_id" text PRIMARY KEY NOT NULL,
	"activity_id" text NOT NULL,
	"corp_id" text NOT NULL,
	"saved_fen" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_redemptions" ADD CONSTRAINT "activity_redemptions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_period_idx" ON "activities" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "activity_redemptions_activity_idx" ON "activity_redemptions" USING btree ("activity_id");