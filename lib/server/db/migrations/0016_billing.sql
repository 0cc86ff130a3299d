CREATE TABLE "billing_accounts" (
	"corp_id" text PRIMARY KEY NOT NULL,
	"balance_fen" bigint DEFAULT 0 NOT NULL,
	"credit_limit_fen" bigint DEFAULT 0 NOT NULL,
	"arrears_policy" text DEFAULT 'none' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_customers" (
	"corp_id" text PRIMARY KEY NOT NULL,
	"invoice_title" text NOT NULL,
	"tax_number" text DEFAULT '' NOT NULL,
	"registered_address" text DEFAULT '' NOT NULL,
	"registered_phone" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"mailing_address" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_ledger" (
	"id" text PRIMARY KEY NOT NULL,
	"corp_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"balance_fen" bigint NOT NULL,
	"order_id" text,
	"note" text,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_order_history" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" text,
	"note" text,
	"flag" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"corp_id" text NOT NULL,
	"user_id" text,
	"product_id" text NOT NULL,
	"product_kind" text NOT NULL,
	"product_name_zh" text NOT NULL,
	"product_name_en" text NOT NULL,
	"quantity" integer NOT NULL,
	"concurrency" integer,
	"duration_days" integer,
	"credit_fen" bigint,
	"unit_price_fen" bigint NOT NULL,
	"list_price_fen" bigint NOT NULL,
	"discount_percent" integer NOT NULL,
	"payable_fen" bigint NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"status" text NOT NULL,
	"pay_method" text,
	"expires_at" timestamp with time zone,
	"voucher_key" text,
	"voucher_name" text,
	"voucher_type" text,
	"voucher_size" integer,
	"voucher_at" timestamp with time zone,
	"audit_note" text,
	"trade_no" text,
	"paid_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "billing_products" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"concurrency" integer,
	"duration_days" integer,
	"credit_fen" bigint,
	"price_fen" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_products_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
ALTER TABLE "resource_grants" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_corp_id_corporations_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_corp_id_corporations_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_ledger" ADD CONSTRAINT "billing_ledger_corp_id_corporations_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_order_history" ADD CONSTRAINT "billing_order_history_order_id_billing_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."billing_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_orders" ADD CONSTRAINT "billing_orders_corp_id_corporations_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_orders" ADD CONSTRAINT "billing_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_ledger_corp_idx" ON "billing_ledger" USING btree ("corp_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_ledger_order_kind_key" ON "billing_ledger" USING btree ("order_id","kind") WHERE "billing_ledger"."order_id" is not null and "billing_ledger"."kind" in ('order', 'topup');--> statement-breakpoint
CREATE INDEX "billing_order_history_order_idx" ON "billing_order_history" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "billing_orders_corp_idx" ON "billing_orders" USING btree ("corp_id","created_at");--> statement-breakpoint
CREATE INDEX "billing_orders_status_idx" ON "billing_orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "resource_grants_order_key" ON "resource_grants" USING btree ("order_id") WHERE "resource_grants"."order_id" is not null;