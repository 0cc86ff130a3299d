CREATE TABLE "model_failures" (
	"id" text PRIMARY KEY NOT NULL,
	"corp_id" text NOT NULL,
	"session_id" text NOT NULL,
	"chat_id" text,
	"option" text NOT NULL,
	"kind" text NOT NULL,
	"status" integer,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "model_failures" ADD CONSTRAINT "model_failures_corp_id_corporations_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "model_failures_corp_option_idx" ON "model_failures" USING btree ("corp_id","option","created_at");--> statement-breakpoint
CREATE INDEX "model_failures_created_idx" ON "model_failures" USING btree ("created_at");