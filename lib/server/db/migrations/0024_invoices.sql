CREATE TABLE "billing_invoice_orders" (
	"invoice_id" text NOT NULL,
	"order_id" text NOT NULL,
	"live" boolean DEFAULT true NOT NULL,
	CONSTRAINT "billing_invoice_orders_invoice_id_order_id_pk" PRIMARY KEY("invoice_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "billing_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"corp_id" text NOT NULL,
	"user_id" text,
	"type" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"title" text NOT NULL,
	"taxpayer_id" text NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_account_no" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"invoice_number" text,
	"pdf_key" text,
	"reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_invoice_orders" ADD CONSTRAINT "billing_invoice_orders_invoice_id_billing_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."billing_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoice_orders" ADD CONSTRAINT "billing_invoice_orders_order_id_billing_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."billing_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_corp_id_corporations_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoice_orders_live_key" ON "billing_invoice_orders" USING btree ("order_id") WHERE "billing_invoice_orders"."live";--> statement-breakpoint
CREATE INDEX "billing_invoices_corp_idx" ON "billing_invoices" USING btree ("corp_id","created_at");--> statement-breakpoint
CREATE INDEX "billing_invoices_status_idx" ON "billing_invoices" USING btree ("status","created_at");