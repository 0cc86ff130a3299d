CREATE TABLE "user_models" (
	"id" text PRIMARY KEY NOT NULL,
	"corp_id" text NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"languages" jsonb NOT NULL,
	"styles" jsonb NOT NULL,
	"status" text NOT NULL,
	"look" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_models" ADD CONSTRAINT "user_models_corp_id_corporations_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_models_corp_idx" ON "user_models" USING btree ("corp_id","created_at");