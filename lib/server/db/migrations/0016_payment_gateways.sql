CREATE TABLE "payment_notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"notification_id" text,
	"order_no" text,
	"trade_no" text,
	"amount_fen" integer,
	"outcome" text NOT NULL,
	"body_sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sandbox_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sandbox_trades" (
	"trade_no" text PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"merchant_id" text NOT NULL,
	"app_id" text NOT NULL,
	"out_trade_no" text NOT NULL,
	"subject" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"notify_url" text NOT NULL,
	"return_url" text,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "payment_notifications_id_idx" ON "payment_notifications" USING btree ("method","notification_id");--> statement-breakpoint
CREATE INDEX "payment_notifications_order_idx" ON "payment_notifications" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sandbox_trades_out_trade_no_idx" ON "payment_sandbox_trades" USING btree ("method","merchant_id","out_trade_no");