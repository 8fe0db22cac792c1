DROP INDEX "wallet_movements_statement_idx";--> statement-breakpoint
CREATE INDEX "wallet_movements_statement_idx" ON "wallet_movements" USING btree ("consumer_id","brand_id","moved_at","id");