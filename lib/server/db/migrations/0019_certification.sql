CREATE TABLE "certification_submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"corp_id" text NOT NULL,
	"user_id" text NOT NULL,
	"company_name" text NOT NULL,
	"credit_code" text NOT NULL,
	"authenticator_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"licence_key" text NOT NULL,
	"licence_name" text NOT NULL,
	"licence_mime_type" text NOT NULL,
	"licence_size" integer NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certification_submissions" ADD CONSTRAINT "certification_submissions_corp_id_corporations_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_submissions" ADD CONSTRAINT "certification_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certification_submissions_corp_idx" ON "certification_submissions" USING btree ("corp_id","created_at");--> statement-breakpoint
CREATE INDEX "certification_submissions_status_idx" ON "certification_submissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "certification_submissions_open_key" ON "certification_submissions" USING btree ("corp_id") WHERE "certification_submissions"."status" in ('submitted', 'verified');