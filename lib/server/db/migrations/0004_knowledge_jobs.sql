CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"corp_id" text,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"progress" jsonb,
	"result" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "knowledge_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"corp_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_faqs" (
	"id" text PRIMARY KEY NOT NULL,
	"corp_id" text NOT NULL,
	"category_id" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"similar_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_files" (
	"id" text PRIMARY KEY NOT NULL,
	"corp_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"fail_reason" text,
	"passage_count" integer DEFAULT 0 NOT NULL,
	"char_count" integer DEFAULT 0 NOT NULL,
	"job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"parsed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "knowledge_passages" (
	"id" text PRIMARY KEY NOT NULL,
	"file_id" text NOT NULL,
	"corp_id" text NOT NULL,
	"ordinal" integer NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_revisions" (
	"corp_id" text PRIMARY KEY NOT NULL,
	"faq_revision" integer DEFAULT 0 NOT NULL,
	"file_revision" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_categories" ADD CONSTRAINT "knowledge_categories_corp_id_corporations_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_faqs" ADD CONSTRAINT "knowledge_faqs_corp_id_corporations_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_faqs" ADD CONSTRAINT "knowledge_faqs_category_id_knowledge_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."knowledge_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_files" ADD CONSTRAINT "knowledge_files_corp_id_corporations_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_passages" ADD CONSTRAINT "knowledge_passages_file_id_knowledge_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."knowledge_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_revisions" ADD CONSTRAINT "knowledge_revisions_corp_id_corporations_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "jobs_corp_kind_idx" ON "jobs" USING btree ("corp_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_categories_corp_name_key" ON "knowledge_categories" USING btree ("corp_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_faqs_corp_question_key" ON "knowledge_faqs" USING btree ("corp_id","question");--> statement-breakpoint
CREATE INDEX "knowledge_faqs_corp_created_idx" ON "knowledge_faqs" USING btree ("corp_id","created_at");--> statement-breakpoint
CREATE INDEX "knowledge_faqs_category_idx" ON "knowledge_faqs" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "knowledge_files_corp_created_idx" ON "knowledge_files" USING btree ("corp_id","created_at");--> statement-breakpoint
CREATE INDEX "knowledge_passages_file_idx" ON "knowledge_passages" USING btree ("file_id","ordinal");--> statement-breakpoint
CREATE INDEX "knowledge_passages_corp_idx" ON "knowledge_passages" USING btree ("corp_id");