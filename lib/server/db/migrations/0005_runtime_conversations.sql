CREATE TABLE "conversation_turns" (
	"id" text PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
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
CREATE TABLE "conversations" (
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
ALTER TABLE "conversation_turns" ADD CONSTRAINT "conversation_turns_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_corp_id_corporations_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_turns_conversation_idx" ON "conversation_turns" USING btree ("conversation_id","ordinal");--> statement-breakpoint
CREATE INDEX "conversation_turns_session_idx" ON "conversation_turns" USING btree ("corp_id","session_id","created_at");--> statement-breakpoint
CREATE INDEX "conversations_corp_active_idx" ON "conversations" USING btree ("corp_id","status","lease_until");--> statement-breakpoint
CREATE INDEX "conversations_session_started_idx" ON "conversations" USING btree ("session_id","created_at");