CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"protocol_id" integer NOT NULL,
	"protocol_item_id" integer,
	"is_invoice" boolean NOT NULL,
	"original_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_bank" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonuses" (
	"code" integer PRIMARY KEY NOT NULL,
	"percent" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_companies" (
	"brand_id" integer NOT NULL,
	"company_code" integer NOT NULL,
	CONSTRAINT "brand_companies_brand_id_company_code_pk" PRIMARY KEY("brand_id","company_code")
);
--> statement-breakpoint
CREATE TABLE "brand_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"palette" jsonb NOT NULL,
	"logo_svg" text NOT NULL,
	"policy_url" text NOT NULL,
	"contact_url" text NOT NULL,
	"shop_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_coupons" (
	"code" integer PRIMARY KEY NOT NULL,
	"company_code" integer NOT NULL,
	"discount_percent" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ceps" (
	"cep" char(8) PRIMARY KEY NOT NULL,
	"street" text,
	"district" text,
	"city" text NOT NULL,
	"uf" char(2) NOT NULL,
	"fetched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "consumers" (
	"id" serial PRIMARY KEY NOT NULL,
	"cpf" text,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"bank_code" text,
	"bank_agency" text,
	"bank_account" text,
	"pix_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"consumer_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"campaign" text NOT NULL,
	"discount_percent" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"valid_until" date NOT NULL,
	"status" text NOT NULL,
	"used_at" timestamp with time zone,
	"used_order_code" text,
	"protocol_id" integer
);
--> statement-breakpoint
CREATE TABLE "desires" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"reason_id" integer NOT NULL,
	"size_change" boolean DEFAULT false NOT NULL,
	"colour_change" boolean DEFAULT false NOT NULL,
	"refund" boolean DEFAULT false NOT NULL,
	"store_credit" boolean DEFAULT false NOT NULL,
	"trigger" char(1) NOT NULL,
	"auxiliary_message" jsonb,
	"bonus_code" integer
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"consumer_id" integer NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_consumer_id_scope_key_pk" PRIMARY KEY("consumer_id","scope","key")
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"identity" text NOT NULL,
	"consumer_id" integer,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"invoice_number" text NOT NULL,
	"invoice_seq" integer NOT NULL,
	"item_seq" integer NOT NULL,
	"product_code" text NOT NULL,
	"product_name" text NOT NULL,
	"product_model" text NOT NULL,
	"grid_code" text NOT NULL,
	"size" text NOT NULL,
	"colour_name" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"gross_cents" integer NOT NULL,
	"delivered_at" timestamp with time zone,
	"image_url" text NOT NULL,
	"tracking" text,
	"is_reinvoice" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"consumer_id" integer NOT NULL,
	"company_code" integer NOT NULL,
	"branch_code" integer DEFAULT 1 NOT NULL,
	"order_code" text NOT NULL,
	"payment_type" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"origin" text NOT NULL,
	"is_marketplace" boolean DEFAULT false NOT NULL,
	"cpf" text,
	"customer_name" text NOT NULL,
	"email" text,
	"phone_ddi" text,
	"phone_ddd" text,
	"phone_number" text,
	"cep" text,
	"street" text,
	"city" text,
	"uf" char(2),
	"street_number" text,
	"complement" text,
	"district" text,
	"address_id" text,
	"address_seq" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"channel" text NOT NULL,
	"recipient_masked" text NOT NULL,
	"recipient" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"code" text,
	"delivery" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protocol_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"protocol_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"happened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text,
	"message" text
);
--> statement-breakpoint
CREATE TABLE "protocol_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"protocol_id" integer NOT NULL,
	"order_line_id" integer,
	"position" integer NOT NULL,
	"product_code" text NOT NULL,
	"product_name" text NOT NULL,
	"colour_name" text NOT NULL,
	"grid_code" text,
	"size" text NOT NULL,
	"exchange_size" text,
	"exchange_colour" text,
	"image_url" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_cents" integer NOT NULL,
	"reason_id" integer NOT NULL,
	"sub_reason_id" integer,
	"desire_id" integer NOT NULL,
	"trigger" char(1) NOT NULL,
	"observation" text,
	"bonus_cents" integer,
	"bonus_accepted" boolean DEFAULT false NOT NULL,
	"company_code" integer,
	"branch_code" integer,
	"invoice_seq" integer,
	"item_seq" integer,
	"invoice_number" text,
	"store_name" text,
	"store_cnpj" text,
	"store_phone" text,
	"store_purchase_date" date,
	"store_address" text,
	"store_city" text
);
--> statement-breakpoint
CREATE TABLE "protocol_stockouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"protocol_id" integer NOT NULL,
	"product_code" text NOT NULL,
	"product_name" text NOT NULL,
	"size" text NOT NULL,
	"colour_name" text NOT NULL,
	"image_url" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protocol_timeline" (
	"id" serial PRIMARY KEY NOT NULL,
	"protocol_id" integer NOT NULL,
	"position" integer NOT NULL,
	"status_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protocols" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"consumer_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"reason_id" integer,
	"desire_id" integer,
	"trigger" char(1) NOT NULL,
	"contact_type" integer NOT NULL,
	"origin" text NOT NULL,
	"invoice_number" text,
	"original_order_code" text,
	"cpf" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_ddi" text NOT NULL,
	"phone_ddd" text NOT NULL,
	"phone_number" text NOT NULL,
	"cep" text NOT NULL,
	"street" text NOT NULL,
	"street_number" text NOT NULL,
	"complement" text,
	"district" text NOT NULL,
	"city" text NOT NULL,
	"uf" char(2) NOT NULL,
	"address_id" text,
	"address_seq" text,
	"bank_code" text,
	"bank_agency" text,
	"bank_account" text,
	"pix_key" text,
	"kind" text,
	"attended_at" timestamp with time zone,
	"responsible" text,
	"response_letter" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reasons" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"contact_type" integer NOT NULL,
	"requires_images" boolean DEFAULT false NOT NULL,
	"sla_restricted" boolean DEFAULT false NOT NULL,
	"sla_days" integer DEFAULT 0 NOT NULL,
	"first_exchange_allowed" boolean DEFAULT true NOT NULL,
	"second_exchange_allowed" boolean DEFAULT false NOT NULL,
	"refund_allowed" boolean DEFAULT true NOT NULL,
	"out_of_deadline_message" jsonb,
	"marketplace_message" jsonb,
	"active" boolean DEFAULT true NOT NULL,
	"operator_only" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"consumer_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"login_identity" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"validate_delivery_date" boolean DEFAULT true NOT NULL,
	"coupon_quantity" integer NOT NULL,
	"coupon_validity_days" integer NOT NULL,
	"coupon_message" jsonb NOT NULL,
	"coupon_instructions" jsonb NOT NULL,
	"shopping_message" jsonb NOT NULL,
	"refund_message" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_model" text NOT NULL,
	"product_code" text NOT NULL,
	"colour_code" text NOT NULL,
	"colour_name" text NOT NULL,
	"colour_hex" text NOT NULL,
	"size" text NOT NULL,
	"size_order" integer NOT NULL,
	"stock" integer NOT NULL,
	"stock_type" text DEFAULT 'E' NOT NULL,
	"image_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_reasons" (
	"id" integer PRIMARY KEY NOT NULL,
	"reason_id" integer NOT NULL,
	"contact_type" integer NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "throttle_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "throttle_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bucket" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"consumer_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"moved_at" timestamp with time zone NOT NULL,
	"gift_card_id" text,
	"coupon_code" text,
	"protocol_id" integer,
	"description" text NOT NULL,
	"order_code" text,
	"original_payment_type" integer,
	"operation" text NOT NULL,
	"entry_type" char(1) NOT NULL,
	"value_cents" integer NOT NULL,
	"balance_cents" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_protocol_item_id_protocol_items_id_fk" FOREIGN KEY ("protocol_item_id") REFERENCES "public"."protocol_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_companies" ADD CONSTRAINT "brand_companies_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_hosts" ADD CONSTRAINT "brand_hosts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desires" ADD CONSTRAINT "desires_reason_id_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desires" ADD CONSTRAINT "desires_bonus_code_bonuses_code_fk" FOREIGN KEY ("bonus_code") REFERENCES "public"."bonuses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_history" ADD CONSTRAINT "protocol_history_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_items" ADD CONSTRAINT "protocol_items_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_items" ADD CONSTRAINT "protocol_items_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_items" ADD CONSTRAINT "protocol_items_reason_id_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_items" ADD CONSTRAINT "protocol_items_sub_reason_id_sub_reasons_id_fk" FOREIGN KEY ("sub_reason_id") REFERENCES "public"."sub_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_items" ADD CONSTRAINT "protocol_items_desire_id_desires_id_fk" FOREIGN KEY ("desire_id") REFERENCES "public"."desires"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_stockouts" ADD CONSTRAINT "protocol_stockouts_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_timeline" ADD CONSTRAINT "protocol_timeline_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocols" ADD CONSTRAINT "protocols_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocols" ADD CONSTRAINT "protocols_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocols" ADD CONSTRAINT "protocols_reason_id_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocols" ADD CONSTRAINT "protocols_desire_id_desires_id_fk" FOREIGN KEY ("desire_id") REFERENCES "public"."desires"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_reasons" ADD CONSTRAINT "sub_reasons_reason_id_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_movements" ADD CONSTRAINT "wallet_movements_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_movements" ADD CONSTRAINT "wallet_movements_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_movements" ADD CONSTRAINT "wallet_movements_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_protocol_idx" ON "attachments" USING btree ("protocol_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attachments_stored_name_uq" ON "attachments" USING btree ("stored_name");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_companies_company_uq" ON "brand_companies" USING btree ("company_code");--> statement-breakpoint
CREATE INDEX "campaign_coupons_company_idx" ON "campaign_coupons" USING btree ("company_code");--> statement-breakpoint
CREATE UNIQUE INDEX "consumers_email_uq" ON "consumers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "consumers_phone_uq" ON "consumers" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "consumers_cpf_idx" ON "consumers" USING btree ("cpf");--> statement-breakpoint
CREATE INDEX "coupons_consumer_brand_idx" ON "coupons" USING btree ("consumer_id","brand_id","created_at");--> statement-breakpoint
CREATE INDEX "desires_reason_idx" ON "desires" USING btree ("reason_id");--> statement-breakpoint
CREATE INDEX "one_time_codes_identity_idx" ON "one_time_codes" USING btree ("brand_id","identity","created_at");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_company_code_uq" ON "orders" USING btree ("company_code","order_code");--> statement-breakpoint
CREATE INDEX "orders_consumer_company_idx" ON "orders" USING btree ("consumer_id","company_code");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "protocol_history_protocol_idx" ON "protocol_history" USING btree ("protocol_id","happened_at");--> statement-breakpoint
CREATE INDEX "protocol_items_protocol_idx" ON "protocol_items" USING btree ("protocol_id");--> statement-breakpoint
CREATE INDEX "protocol_items_order_line_idx" ON "protocol_items" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "protocol_stockouts_protocol_idx" ON "protocol_stockouts" USING btree ("protocol_id");--> statement-breakpoint
CREATE UNIQUE INDEX "protocol_timeline_protocol_position_uq" ON "protocol_timeline" USING btree ("protocol_id","position");--> statement-breakpoint
CREATE INDEX "protocols_consumer_brand_created_idx" ON "protocols" USING btree ("consumer_id","brand_id","created_at");--> statement-breakpoint
CREATE INDEX "sessions_consumer_idx" ON "sessions" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "stock_variants_model_idx" ON "stock_variants" USING btree ("product_model","product_code");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_variants_variant_uq" ON "stock_variants" USING btree ("product_model","colour_code","size");--> statement-breakpoint
CREATE INDEX "sub_reasons_reason_idx" ON "sub_reasons" USING btree ("reason_id");--> statement-breakpoint
CREATE INDEX "throttle_events_bucket_idx" ON "throttle_events" USING btree ("bucket","created_at");--> statement-breakpoint
CREATE INDEX "wallet_movements_consumer_brand_idx" ON "wallet_movements" USING btree ("consumer_id","brand_id","moved_at");