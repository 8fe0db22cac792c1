CREATE TABLE "vtex_gift_card_operations" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"request_id" text NOT NULL,
	"value_cents" integer NOT NULL,
	"restored_card_cents" integer DEFAULT 0 NOT NULL,
	"restored_pix_cents" integer DEFAULT 0 NOT NULL,
	"restored_other_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vtex_gift_card_operations_kind" CHECK ("vtex_gift_card_operations"."kind" in ('cancellation', 'settlement')),
	CONSTRAINT "vtex_gift_card_operations_value_positive" CHECK ("vtex_gift_card_operations"."value_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "vtex_gift_card_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"card_id" text NOT NULL,
	"brand_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"operation" text NOT NULL,
	"value_cents" integer NOT NULL,
	"description" text NOT NULL,
	"order_id" text,
	"movement_id" integer NOT NULL,
	"taken_card_cents" integer DEFAULT 0 NOT NULL,
	"taken_pix_cents" integer DEFAULT 0 NOT NULL,
	"taken_other_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vtex_gift_card_transactions_value_positive" CHECK ("vtex_gift_card_transactions"."value_cents" > 0),
	CONSTRAINT "vtex_gift_card_transactions_operation" CHECK ("vtex_gift_card_transactions"."operation" in ('Credit', 'Debit'))
);
--> statement-breakpoint
CREATE TABLE "vtex_gift_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"consumer_id" integer NOT NULL,
	"redemption_code" text NOT NULL,
	"redemption_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vtex_gift_card_operations" ADD CONSTRAINT "vtex_gift_card_operations_transaction_id_vtex_gift_card_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."vtex_gift_card_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vtex_gift_card_transactions" ADD CONSTRAINT "vtex_gift_card_transactions_card_id_vtex_gift_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."vtex_gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vtex_gift_card_transactions" ADD CONSTRAINT "vtex_gift_card_transactions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vtex_gift_card_transactions" ADD CONSTRAINT "vtex_gift_card_transactions_movement_id_wallet_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."wallet_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vtex_gift_cards" ADD CONSTRAINT "vtex_gift_cards_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vtex_gift_cards" ADD CONSTRAINT "vtex_gift_cards_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vtex_gift_card_operations_request_uq" ON "vtex_gift_card_operations" USING btree ("transaction_id","kind","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vtex_gift_card_transactions_request_uq" ON "vtex_gift_card_transactions" USING btree ("card_id","request_id");--> statement-breakpoint
CREATE INDEX "vtex_gift_card_transactions_card_idx" ON "vtex_gift_card_transactions" USING btree ("card_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "vtex_gift_cards_owner_uq" ON "vtex_gift_cards" USING btree ("brand_id","consumer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vtex_gift_cards_code_uq" ON "vtex_gift_cards" USING btree ("brand_id","redemption_code");