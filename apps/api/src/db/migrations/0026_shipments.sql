CREATE TABLE "shipment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"carrier_code" text NOT NULL,
	"carrier_type" text NOT NULL,
	"carrier_text" text NOT NULL,
	"place" text
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"protocol_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"carrier" text DEFAULT 'correios' NOT NULL,
	"demo" boolean NOT NULL,
	"request_id" text NOT NULL,
	"state" text NOT NULL,
	"carrier_id" text,
	"authorisation_code" text,
	"tracking_code" text,
	"post_by" date,
	"extended" boolean DEFAULT false NOT NULL,
	"reminded_at" timestamp with time zone,
	"posted_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"error_code" text,
	"error_text" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shipments_state" CHECK ("shipments"."state" in ('requested', 'issued', 'posted', 'delivered', 'expired', 'cancelled', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "shipping_settings" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"issue_at" text DEFAULT 'opening' NOT NULL,
	"validity_days" integer DEFAULT 10 NOT NULL,
	"extend_once" boolean DEFAULT true NOT NULL,
	"weight_grams" integer DEFAULT 1000 NOT NULL,
	"format" text DEFAULT '2' NOT NULL,
	"height_cm" integer DEFAULT 10 NOT NULL,
	"width_cm" integer DEFAULT 20 NOT NULL,
	"length_cm" integer DEFAULT 30 NOT NULL,
	"returns_centre" jsonb,
	"return_instructions" jsonb,
	CONSTRAINT "shipping_settings_validity" CHECK ("shipping_settings"."validity_days" between 5 and 90),
	CONSTRAINT "shipping_settings_issue_at" CHECK ("shipping_settings"."issue_at" in ('opening', 'approval'))
);
--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_settings" ADD CONSTRAINT "shipping_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_uq" ON "shipment_events" USING btree ("shipment_id","carrier_code","carrier_type","at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_request_id_uq" ON "shipments" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_live_uq" ON "shipments" USING btree ("protocol_id") WHERE "shipments"."state" in ('requested', 'issued', 'posted');--> statement-breakpoint
CREATE INDEX "shipments_open_idx" ON "shipments" USING btree ("brand_id","state") WHERE "shipments"."state" in ('issued', 'posted');--> statement-breakpoint
CREATE INDEX "shipments_protocol_idx" ON "shipments" USING btree ("protocol_id","id");