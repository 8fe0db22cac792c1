-- Issue 25: the integration API's stock versions (ADR 0041). Hand-written in the area's slot (ADR 0038); matches
-- integrationStockVersions in schema.ts's issue 25 section.
CREATE TABLE "integration_stock_versions" (
	"stock_variant_id" integer PRIMARY KEY NOT NULL REFERENCES "stock_variants"("id"),
	"brand_id" integer NOT NULL REFERENCES "brands"("id"),
	"as_of" timestamp with time zone NOT NULL
);
