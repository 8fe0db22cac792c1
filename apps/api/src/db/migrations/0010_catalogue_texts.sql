-- Catalogue names in en/es where the brand gives them (issue 23, ADR 0032): product and colour of an order line, the
-- colour of a stock variant, a coupon's campaign. Nullable: a name without them is the brand's own (pt) name, answered
-- as such. No backfill: only the brand knows these texts (its feed and the integration documents bring them).
ALTER TABLE "coupons" ADD COLUMN "campaign_texts" jsonb;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "product_name_texts" jsonb;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "colour_name_texts" jsonb;--> statement-breakpoint
ALTER TABLE "stock_variants" ADD COLUMN "colour_name_texts" jsonb;
