ALTER TABLE "wallet_movements" ADD COLUMN "description_texts" jsonb;--> statement-breakpoint
-- DESC_OPER in every language for the rows already stored. Only the texts the API itself writes are known by rule
-- (giftcards/messages.ts: a refund's debit, the shop's purchase and its cancellation), so only those are filled, from
-- the same templates (one pattern per template below; they cannot both match a row), with their request id or
-- token: a shopper's past refunds and shop purchases then read in their language too.
-- Back-office texts (adjustments, vouchers, bonuses) cannot be translated by rule: they stay null and the statement
-- answers `description` (pt), as before. The seed writes its rows with their texts.
-- The append-only trigger (0002, ADR 0020) refuses any UPDATE but the coupon link, so it is disabled for this one
-- statement only. Drizzle runs the migrations in one transaction and ALTER TABLE holds the table's ACCESS EXCLUSIVE
-- lock until it commits: no other write can land while the trigger is off, and a failure rolls all three back. Only
-- the new column is written: no amount, balance or pt description changes.
ALTER TABLE "wallet_movements" DISABLE TRIGGER "wallet_movements_append_only_rows";--> statement-breakpoint
UPDATE "wallet_movements" AS m SET "description_texts" = jsonb_build_object(
  'pt', m."description",
  'en', regexp_replace(m."description", t.pattern, t.en),
  'es', regexp_replace(m."description", t.pattern, t.es))
FROM (VALUES
  ('^Reembolso para cartão de crédito - solicitação ([0-9]+)$',
    'Refund to credit card - request \1', 'Reembolso a tarjeta de crédito - solicitud \1'),
  ('^Reembolso por Pix - solicitação ([0-9]+)$',
    'Refund by Pix - request \1', 'Reembolso por Pix - solicitud \1'),
  ('^Compra com vale-compras \(transação (.*)\)$',
    'Purchase with shopping voucher (transaction \1)', 'Compra con vale de compra (transacción \1)'),
  ('^Cancelamento de compra com vale-compras \(transação (.*)\)$',
    'Cancelled purchase with shopping voucher (transaction \1)', 'Compra con vale de compra cancelada (transacción \1)')
) AS t(pattern, en, es)
WHERE m."description_texts" IS NULL AND m."description" ~ t.pattern;--> statement-breakpoint
ALTER TABLE "wallet_movements" ENABLE TRIGGER "wallet_movements_append_only_rows";
