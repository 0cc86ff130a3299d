CREATE TABLE "chat_refusals" (
	"id" text PRIMARY KEY NOT NULL,
	"corp_id" text NOT NULL,
	"session_id" text NOT NULL,
	"app_id" text,
	"reason" text NOT NULL,
	"entry" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_refusals" ADD CONSTRAINT "chat_refusals_corp_id_corporations_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_refusals_corp_created_idx" ON "chat_refusals" USING btree ("corp_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_turns_corp_created_idx" ON "chat_turns" USING btree ("corp_id","created_at");--> statement-breakpoint
CREATE INDEX "chats_corp_started_idx" ON "chats" USING btree ("corp_id","created_at");