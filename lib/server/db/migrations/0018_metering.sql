CREATE TABLE "billing_usage" (
	"id" text PRIMARY KEY NOT NULL,
	"chat_id" text NOT NULL,
	"corp_id" text NOT NULL,
	"app_id" text,
	"app_name" text,
	"session_id" text NOT NULL,
	"session_name" text NOT NULL,
	"entry" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"billable_seconds" integer NOT NULL,
	"billed_minutes" integer NOT NULL,
	"tariff" text NOT NULL,
	"premium_voice" boolean NOT NULL,
	"minute_price_fen" integer NOT NULL,
	"charge_fen" bigint NOT NULL,
	"ledger_id" text,
	"metered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_usage_chat_id_unique" UNIQUE("chat_id")
);
--> statement-breakpoint
ALTER TABLE "billing_usage" ADD CONSTRAINT "billing_usage_corp_id_corporations_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_usage_corp_started_idx" ON "billing_usage" USING btree ("corp_id","started_at");--> statement-breakpoint
CREATE INDEX "billing_usage_corp_app_idx" ON "billing_usage" USING btree ("corp_id","app_id");--> statement-breakpoint
CREATE INDEX "billing_usage_corp_session_idx" ON "billing_usage" USING btree ("corp_id","session_id");