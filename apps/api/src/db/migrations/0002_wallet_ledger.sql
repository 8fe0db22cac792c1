CREATE TABLE "refund_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"consumer_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"protocol_id" integer,
	"payment_type" integer NOT NULL,
	"value_cents" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"pix_key" text,
	"movement_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_requests_payment_type" CHECK ("refund_requests"."payment_type" in (6, 11)),
	CONSTRAINT "refund_requests_value_positive" CHECK ("refund_requests"."value_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"consumer_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"balance_cents" integer DEFAULT 0 NOT NULL,
	"card_cents" integer DEFAULT 0 NOT NULL,
	"pix_cents" integer DEFAULT 0 NOT NULL,
	"other_cents" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_accounts_consumer_id_brand_id_pk" PRIMARY KEY("consumer_id","brand_id"),
	CONSTRAINT "wallet_accounts_balance_not_negative" CHECK ("wallet_accounts"."balance_cents" >= 0),
	CONSTRAINT "wallet_accounts_card_not_negative" CHECK ("wallet_accounts"."card_cents" >= 0),
	CONSTRAINT "wallet_accounts_pix_not_negative" CHECK ("wallet_accounts"."pix_cents" >= 0),
	CONSTRAINT "wallet_accounts_other_not_negative" CHECK ("wallet_accounts"."other_cents" >= 0),
	CONSTRAINT "wallet_accounts_balance_is_sum" CHECK ("wallet_accounts"."balance_cents" = "wallet_accounts"."card_cents" + "wallet_accounts"."pix_cents" + "wallet_accounts"."other_cents")
);
--> statement-breakpoint
DROP INDEX "wallet_movements_consumer_brand_idx";--> statement-breakpoint
ALTER TABLE "wallet_movements" ADD COLUMN "kind" text;--> statement-breakpoint
-- ADR 0020: the kind of the movements already stored, read from what they hold.
UPDATE "wallet_movements" SET "kind" = CASE
  WHEN "operation" = 'Credit' AND "entry_type" = 'B' THEN 'bonus'
  WHEN "operation" = 'Credit' AND "protocol_id" IS NOT NULL THEN 'voucher'
  WHEN "operation" = 'Debit' AND "order_code" IS NOT NULL THEN 'purchase'
  ELSE 'adjustment'
END;--> statement-breakpoint
ALTER TABLE "wallet_movements" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_movements" ADD COLUMN "shop_token" text;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_movement_id_wallet_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."wallet_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_movement_uq" ON "refund_requests" USING btree ("movement_id");--> statement-breakpoint
CREATE INDEX "refund_requests_consumer_brand_idx" ON "refund_requests" USING btree ("consumer_id","brand_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_movements_statement_idx" ON "wallet_movements" USING btree ("consumer_id","brand_id","moved_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_movements_shop_token_uq" ON "wallet_movements" USING btree ("gift_card_id","shop_token") WHERE "wallet_movements"."shop_token" is not null;--> statement-breakpoint
CREATE INDEX "wallet_movements_gift_card_idx" ON "wallet_movements" USING btree ("gift_card_id");--> statement-breakpoint
ALTER TABLE "wallet_movements" ADD CONSTRAINT "wallet_movements_value_positive" CHECK ("wallet_movements"."value_cents" > 0);--> statement-breakpoint
ALTER TABLE "wallet_movements" ADD CONSTRAINT "wallet_movements_balance_not_negative" CHECK ("wallet_movements"."balance_cents" >= 0);--> statement-breakpoint
ALTER TABLE "wallet_movements" ADD CONSTRAINT "wallet_movements_operation" CHECK ("wallet_movements"."operation" in ('Credit', 'Debit'));--> statement-breakpoint
ALTER TABLE "wallet_movements" ADD CONSTRAINT "wallet_movements_entry_type" CHECK ("wallet_movements"."entry_type" in ('V', 'B'));--> statement-breakpoint
ALTER TABLE "wallet_movements" ADD CONSTRAINT "wallet_movements_kind" CHECK ("wallet_movements"."kind" in ('voucher', 'bonus', 'refund', 'purchase', 'purchase_cancel', 'adjustment'));--> statement-breakpoint
-- ADR 0020: one account row per customer and brand, replayed from the stored movements with the domain's bucket rules
-- (packages/domain/src/rules/wallet-ledger.ts): a money credit of type 6 or 11 to its bucket, anything else credited
-- to 'other'; a refund from its own bucket; any other debit from other, then card, then Pix. A movement that would
-- take a bucket below zero, or whose running balance disagrees with the replay, stops the migration.
DO $$
DECLARE
  m record;
  cur_consumer integer := NULL;
  cur_brand integer := NULL;
  card integer := 0;
  pix integer := 0;
  other integer := 0;
  remaining integer;
  take integer;
BEGIN
  FOR m IN SELECT * FROM "wallet_movements" ORDER BY "consumer_id", "brand_id", "moved_at", "id" LOOP
    IF cur_consumer IS DISTINCT FROM m.consumer_id OR cur_brand IS DISTINCT FROM m.brand_id THEN
      IF cur_consumer IS NOT NULL THEN
        INSERT INTO "wallet_accounts" ("consumer_id", "brand_id", "balance_cents", "card_cents", "pix_cents", "other_cents")
        VALUES (cur_consumer, cur_brand, card + pix + other, card, pix, other);
      END IF;
      cur_consumer := m.consumer_id;
      cur_brand := m.brand_id;
      card := 0;
      pix := 0;
      other := 0;
    END IF;
    IF m.operation = 'Credit' THEN
      IF m.entry_type = 'V' AND m.kind NOT IN ('bonus', 'purchase_cancel') AND m.original_payment_type = 6 THEN
        card := card + m.value_cents;
      ELSIF m.entry_type = 'V' AND m.kind NOT IN ('bonus', 'purchase_cancel') AND m.original_payment_type = 11 THEN
        pix := pix + m.value_cents;
      ELSE
        other := other + m.value_cents;
      END IF;
    ELSIF m.kind = 'refund' THEN
      IF m.original_payment_type = 6 AND card >= m.value_cents THEN
        card := card - m.value_cents;
      ELSIF m.original_payment_type = 11 AND pix >= m.value_cents THEN
        pix := pix - m.value_cents;
      ELSE
        RAISE EXCEPTION 'wallet movement % refunds more than its payment type holds', m.id;
      END IF;
    ELSE
      IF m.value_cents > card + pix + other THEN
        RAISE EXCEPTION 'wallet movement % debits more than the balance', m.id;
      END IF;
      remaining := m.value_cents;
      take := LEAST(remaining, other); other := other - take; remaining := remaining - take;
      take := LEAST(remaining, card); card := card - take; remaining := remaining - take;
      pix := pix - remaining;
    END IF;
    IF m.balance_cents <> card + pix + other THEN
      RAISE EXCEPTION 'wallet movement % has running balance % but the movements sum to %', m.id, m.balance_cents,
        card + pix + other;
    END IF;
  END LOOP;
  IF cur_consumer IS NOT NULL THEN
    INSERT INTO "wallet_accounts" ("consumer_id", "brand_id", "balance_cents", "card_cents", "pix_cents", "other_cents")
    VALUES (cur_consumer, cur_brand, card + pix + other, card, pix, other);
  END IF;
END
$$;--> statement-breakpoint
-- ADR 0020: movements are append-only. No DELETE or TRUNCATE; an UPDATE may only set the coupon link once, from null.
CREATE FUNCTION "wallet_movements_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.coupon_code IS NULL
     AND (to_jsonb(NEW) - 'coupon_code') = (to_jsonb(OLD) - 'coupon_code') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'wallet_movements is append-only: % refused (a correction is a new movement)', TG_OP
    USING ERRCODE = 'integrity_constraint_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "wallet_movements_append_only_rows" BEFORE UPDATE OR DELETE ON "wallet_movements"
  FOR EACH ROW EXECUTE FUNCTION "wallet_movements_append_only"();--> statement-breakpoint
CREATE TRIGGER "wallet_movements_no_truncate" BEFORE TRUNCATE ON "wallet_movements"
  FOR EACH STATEMENT EXECUTE FUNCTION "wallet_movements_append_only"();