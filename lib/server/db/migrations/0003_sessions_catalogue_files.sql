CREATE TABLE "stored_files" (
	"id" text PRIMARY KEY NOT NULL,
	"corp_id" text NOT NULL,
	"key" text NOT NULL,
	"purpose" text NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "catalogue_backgrounds" (
	"background_code" text PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"kind" text NOT NULL,
	"tone" text NOT NULL,
	"styles" jsonb NOT NULL,
	"sort" integer NOT NULL,
	"retired" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_characters" (
	"character_code" text PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"gender" text NOT NULL,
	"age_group" text NOT NULL,
	"styles" jsonb NOT NULL,
	"tts_id" text NOT NULL,
	"languages" jsonb NOT NULL,
	"look" jsonb NOT NULL,
	"sort" integer NOT NULL,
	"retired" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_samples" (
	"corp_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"corp_id" text NOT NULL,
	"created_by" text,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"share_code" text NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"character_code" text NOT NULL,
	"config" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_corp_id_corporations_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_samples" ADD CONSTRAINT "session_samples_corp_id_corporations_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_corp_id_corporations_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_corp_purpose_idx" ON "stored_files" USING btree ("corp_id","purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_share_code_key" ON "sessions" USING btree ("share_code");--> statement-breakpoint
CREATE INDEX "sessions_corp_updated_idx" ON "sessions" USING btree ("corp_id","updated_at");