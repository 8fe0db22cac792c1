CREATE TABLE "notification_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"protocol_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"recipient_masked" text NOT NULL,
	"lang" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "notification_outbox_channel" CHECK ("notification_outbox"."channel" in ('email', 'sms'))
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"brands" integer[] NOT NULL,
	"totp_secret" text,
	"totp_enrolled_at" timestamp with time zone,
	"totp_last_step" bigint,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_role" CHECK ("operators"."role" in ('agent', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "protocol_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"protocol_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"consumer_id" integer NOT NULL,
	"payment_type" integer,
	"value_cents" integer NOT NULL,
	"bank_code" text,
	"bank_agency" text,
	"bank_account" text,
	"pix_key" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protocol_refunds_value_positive" CHECK ("protocol_refunds"."value_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "protocol_transition_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"protocol_id" integer NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protocol_transition_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
ALTER TABLE "protocol_history" ADD COLUMN "operator_id" integer;--> statement-breakpoint
ALTER TABLE "protocol_history" ADD COLUMN "source" text DEFAULT 'portal' NOT NULL;--> statement-breakpoint
ALTER TABLE "protocols" ADD COLUMN "shipping_code" text;--> statement-breakpoint
ALTER TABLE "protocols" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_refunds" ADD CONSTRAINT "protocol_refunds_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_refunds" ADD CONSTRAINT "protocol_refunds_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_refunds" ADD CONSTRAINT "protocol_refunds_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_transition_keys" ADD CONSTRAINT "protocol_transition_keys_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_outbox_dedupe_uq" ON "notification_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "notification_outbox_pending_idx" ON "notification_outbox" USING btree ("created_at","id") WHERE "notification_outbox"."sent_at" is null and "notification_outbox"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "notification_outbox_protocol_idx" ON "notification_outbox" USING btree ("protocol_id");--> statement-breakpoint
CREATE INDEX "operator_sessions_operator_idx" ON "operator_sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "operator_sessions_expires_idx" ON "operator_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_email_uq" ON "operators" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "protocol_refunds_protocol_uq" ON "protocol_refunds" USING btree ("protocol_id");--> statement-breakpoint
CREATE INDEX "protocol_refunds_brand_created_idx" ON "protocol_refunds" USING btree ("brand_id","created_at");--> statement-breakpoint
ALTER TABLE "protocol_history" ADD CONSTRAINT "protocol_history_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protocols_brand_status_created_idx" ON "protocols" USING btree ("brand_id","status_id","created_at","id");--> statement-breakpoint
CREATE INDEX "protocols_brand_created_idx" ON "protocols" USING btree ("brand_id","created_at","id");--> statement-breakpoint
CREATE INDEX "protocols_brand_cpf_idx" ON "protocols" USING btree ("brand_id","cpf");--> statement-breakpoint
CREATE INDEX "protocols_brand_email_idx" ON "protocols" USING btree ("brand_id",lower("email"));--> statement-breakpoint
CREATE INDEX "protocols_brand_invoice_idx" ON "protocols" USING btree ("brand_id","invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "protocols_shipping_code_uq" ON "protocols" USING btree ("shipping_code") WHERE "protocols"."shipping_code" is not null;--> statement-breakpoint
ALTER TABLE "protocol_history" ADD CONSTRAINT "protocol_history_source" CHECK ("protocol_history"."source" in ('portal', 'operator', 'erp', 'scheduler'));