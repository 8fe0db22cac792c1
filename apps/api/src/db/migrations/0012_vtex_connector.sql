-- Issue 25: the VTEX connector's state (ADR 0043). Hand-written in the area's slot (ADR 0038); matches the
-- "VTEX connector" tables of schema.ts's issue 25 section.
CREATE TABLE "vtex_order_sync" (
	"brand_id" integer NOT NULL REFERENCES "brands"("id"),
	"vtex_order_id" text NOT NULL,
	"last_change" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"errors" jsonb,
	"synced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vtex_order_sync_brand_id_vtex_order_id_pk" PRIMARY KEY("brand_id","vtex_order_id"),
	CONSTRAINT "vtex_order_sync_outcome" CHECK ("outcome" in ('created', 'updated', 'unchanged', 'rejected', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "vtex_connector_leases" (
	"brand_id" integer PRIMARY KEY NOT NULL REFERENCES "brands"("id"),
	"holder" text NOT NULL,
	"leased_until" timestamp with time zone NOT NULL
);
