CREATE TABLE "offline_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"corp_id" text NOT NULL,
	"session_id" text NOT NULL,
	"version" integer NOT NULL,
	"language" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"built_by" text,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offline_packages" ADD CONSTRAINT "offline_packages_corp_id_corporations_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offline_packages_session_version_key" ON "offline_packages" USING btree ("session_id","version");--> statement-breakpoint
CREATE INDEX "offline_packages_corp_session_idx" ON "offline_packages" USING btree ("corp_id","session_id","built_at");