CREATE TABLE "corporation_plan_overrides" (
	"corp_id" text PRIMARY KEY NOT NULL,
	"sessions" integer,
	"digital_humans" integer,
	"concurrency" integer,
	"faq_items" integer,
	"documents" integer,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "corporation_plan_overrides" ADD CONSTRAINT "corporation_plan_overrides_corp_id_corporations_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;