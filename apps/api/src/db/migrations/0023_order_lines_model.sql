-- Slot 0023 (issue 44, ADR 0072): a variant's stock is set by the brands that sell its model, found from their orders'
-- lines of that model; this index keeps that lookup (one per stock item) from reading every order line.
CREATE INDEX IF NOT EXISTS "order_lines_model_idx" ON "order_lines" USING btree ("product_model");
