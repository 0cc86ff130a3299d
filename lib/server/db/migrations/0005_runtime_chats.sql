CREATE TABLE "chat_turns" (
	"id" text PRIMARY KEY NOT NULL,
	"chat_id" text NOT NULL,
	"corp_id" text NOT NULL,
	"session_id" text NOT NULL,
	"ordinal" integer NOT NULL,
	"question" text NOT NULL,
	"question_via" text NOT NULL,
	"answer" text NOT NULL,
	"source" text NOT NULL,
	"trace" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"interrupted" boolean DEFAULT false NOT NULL,
	"first_event_ms" integer,
	"first_audio_ms" integer,
	"model_first_token_ms" integer,
	"total_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" text PRIMARY KEY NOT NULL,
	"corp_id" text NOT NULL,
	"session_id" text NOT NULL,
	"session_revision" integer NOT NULL,
	"entry" text NOT NULL,
	"app_id" text,
	"secret_hash" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"turn_count" integer DEFAULT 0 NOT NULL,
	"unanswered_count" integer DEFAULT 0 NOT NULL,
	"awake_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "chat_turns" ADD CONSTRAINT "chat_turns_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_corp_id_corporations_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_turns_chat_idx" ON "chat_turns" USING btree ("chat_id","ordinal");--> statement-breakpoint
CREATE INDEX "chat_turns_session_idx" ON "chat_turns" USING btree ("corp_id","session_id","created_at");--> statement-breakpoint
CREATE INDEX "chats_corp_active_idx" ON "chats" USING btree ("corp_id","status","lease_until");--> statement-breakpoint
CREATE INDEX "chats_session_started_idx" ON "chats" USING btree ("session_id","created_at");