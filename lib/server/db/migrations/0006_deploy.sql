CREATE TABLE "applications" (
	"id" text PRIMARY KEY NOT NULL,
	"corp_id" text NOT NULL,
	"grant_id" text NOT NULL,
	"name" text NOT NULL,
	"concurrency" integer NOT NULL,
	"conversation_id" text,
	"key_hash" text NOT NULL,
	"key_hint" text NOT NULL,
	"key_rotated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hosted_experiences" (
	"corp_id" text PRIMARY KEY NOT NULL,
	"end_url" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"button_text" text NOT NULL,
	"error_text" text NOT NULL,
	"allowed_origins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_grants" (
	"id" text PRIMARY KEY NOT NULL,
	"corp_id" text NOT NULL,
	"source" text NOT NULL,
	"concurrency" integer NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_settings" (
	"corp_id" text PRIMARY KEY NOT NULL,
	"jwt_secret" text,
	"jwt_secret_hint" text,
	"jwt_secret_rotated_at" timestamp with time zone,
	"callback_url" text,
	"webhook_secret" text,
	"webhook_secret_hint" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_tokens" (
	"corp_id" text NOT NULL,
	"jti" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "used_tokens_corp_id_jti_pk" PRIMARY KEY("corp_id","jti")
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"corp_id" text NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status_code" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_corp_id_corporations_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_grant_id_resource_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."resource_grants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosted_experiences" ADD CONSTRAINT "hosted_experiences_corp_id_corporations_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_grants" ADD CONSTRAINT "resource_grants_corp_id_corporations_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_settings" ADD CONSTRAINT "tenant_settings_corp_id_corporations_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "used_tokens" ADD CONSTRAINT "used_tokens_corp_id_corporations_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_corp_id_corporations_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_corp_idx" ON "applications" USING btree ("corp_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_key_hash_key" ON "applications" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_corp_name_key" ON "applications" USING btree ("corp_id","name");--> statement-breakpoint
CREATE INDEX "resource_grants_corp_idx" ON "resource_grants" USING btree ("corp_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "resource_grants_one_trial_key" ON "resource_grants" USING btree ("corp_id") WHERE "resource_grants"."source" = 'trial';--> statement-breakpoint
CREATE INDEX "used_tokens_expires_idx" ON "used_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_corp_idx" ON "webhook_deliveries" USING btree ("corp_id","created_at");--> statement-breakpoint
CREATE INDEX "chats_app_active_idx" ON "chats" USING btree ("app_id","status");