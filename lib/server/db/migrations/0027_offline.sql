CREATE TABLE "offline_devices" (
	"id" text PRIMARY KEY NOT NULL,
	"licence_id" text NOT NULL,
	"corp_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"public_jwk" jsonb,
	"thumbprint" text,
	"activated_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offline_licences" (
	"id" text PRIMARY KEY NOT NULL,
	"corp_id" text NOT NULL,
	"session_id" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"device_limit" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offline_request_ids" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offline_signing_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"kid" text NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offline_devices" ADD CONSTRAINT "offline_devices_licence_id_offline_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."offline_licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_licences" ADD CONSTRAINT "offline_licences_corp_id_corporations_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offline_devices_code_key" ON "offline_devices" USING btree ("code");--> statement-breakpoint
CREATE INDEX "offline_devices_licence_idx" ON "offline_devices" USING btree ("licence_id");--> statement-breakpoint
CREATE INDEX "offline_licences_corp_idx" ON "offline_licences" USING btree ("corp_id","created_at");--> statement-breakpoint
CREATE INDEX "offline_request_ids_expires_idx" ON "offline_request_ids" USING btree ("expires_at");