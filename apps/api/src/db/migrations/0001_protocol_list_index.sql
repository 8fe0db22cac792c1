DROP INDEX "protocols_consumer_brand_created_idx";--> statement-breakpoint
ALTER TABLE "protocol_history" ADD COLUMN "note_texts" jsonb;--> statement-breakpoint
CREATE INDEX "protocols_consumer_brand_created_id_idx" ON "protocols" USING btree ("consumer_id","brand_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);