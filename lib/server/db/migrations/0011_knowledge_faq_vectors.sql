CREATE TABLE "knowledge_faq_vectors" (
	"faq_id" text NOT NULL,
	"corp_id" text NOT NULL,
	"model" text NOT NULL,
	"text_hash" text NOT NULL,
	"vector" "bytea" NOT NULL,
	CONSTRAINT "knowledge_faq_vectors_faq_id_model_text_hash_pk" PRIMARY KEY("faq_id","model","text_hash")
);
--> statement-breakpoint
ALTER TABLE "knowledge_revisions" ADD COLUMN "embedding_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_faq_vectors" ADD CONSTRAINT "knowledge_faq_vectors_faq_id_knowledge_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."knowledge_faqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_faq_vectors_corp_idx" ON "knowledge_faq_vectors" USING btree ("corp_id","model");