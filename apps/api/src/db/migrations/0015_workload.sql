-- Issue 27 (ADR 0047): assignment, per-status age targets, internal notes, and the dashboard's indexes. Hand-written
-- (migrations of parallel work are numbered in advance; see docs/decisions/0038).
CREATE TABLE "protocol_assignments" (
	"protocol_id" integer PRIMARY KEY NOT NULL REFERENCES "protocols"("id") ON DELETE CASCADE,
	"operator_id" integer NOT NULL REFERENCES "operators"("id"),
	"assigned_at" timestamp with time zone NOT NULL,
	"assigned_by" integer NOT NULL REFERENCES "operators"("id")
);
--> statement-breakpoint
CREATE INDEX "protocol_assignments_operator_idx" ON "protocol_assignments" USING btree ("operator_id","protocol_id");
--> statement-breakpoint
CREATE TABLE "status_age_targets" (
	"brand_id" integer NOT NULL REFERENCES "brands"("id"),
	"status_id" integer NOT NULL,
	"target_hours" integer NOT NULL,
	"updated_by" integer NOT NULL REFERENCES "operators"("id"),
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "status_age_targets_brand_id_status_id_pk" PRIMARY KEY("brand_id","status_id"),
	CONSTRAINT "status_age_targets_hours" CHECK ("status_age_targets"."target_hours" between 1 and 8760)
);
--> statement-breakpoint
CREATE TABLE "protocol_internal_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"protocol_id" integer NOT NULL REFERENCES "protocols"("id") ON DELETE CASCADE,
	"operator_id" integer NOT NULL REFERENCES "operators"("id"),
	"note" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "protocol_internal_notes_protocol_idx" ON "protocol_internal_notes" USING btree ("protocol_id","created_at");
--> statement-breakpoint
-- Dashboard: the ledger per brand and month (credited / debited), and the lines sold of a product (return rate).
CREATE INDEX "wallet_movements_brand_moved_idx" ON "wallet_movements" USING btree ("brand_id","moved_at");
--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_code");
--> statement-breakpoint
CREATE INDEX "protocol_items_product_idx" ON "protocol_items" USING btree ("product_code","protocol_id");
