-- Slot 0019 (issue 27, ADR 0055): a brand's own terms over the shared reason catalogue. Hand-written (migrations of
-- parallel work are numbered in advance; see docs/decisions/0038). One row per brand and catalogue row it changed;
-- a null column is 'the shared value'. A catalogue row's removal takes its brands' terms with it.
CREATE TABLE "brand_reason_terms" (
	"brand_id" integer NOT NULL REFERENCES "brands"("id"),
	"reason_id" integer NOT NULL REFERENCES "reasons"("id") ON DELETE cascade,
	"active" boolean,
	"operator_only" boolean,
	"sla_restricted" boolean,
	"sla_days" integer,
	"requires_images" boolean,
	"updated_by" integer NOT NULL REFERENCES "operators"("id"),
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "brand_reason_terms_brand_id_reason_id_pk" PRIMARY KEY("brand_id","reason_id")
);
--> statement-breakpoint
CREATE TABLE "brand_sub_reason_terms" (
	"brand_id" integer NOT NULL REFERENCES "brands"("id"),
	"sub_reason_id" integer NOT NULL REFERENCES "sub_reasons"("id") ON DELETE cascade,
	"active" boolean,
	"updated_by" integer NOT NULL REFERENCES "operators"("id"),
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "brand_sub_reason_terms_brand_id_sub_reason_id_pk" PRIMARY KEY("brand_id","sub_reason_id")
);
--> statement-breakpoint
CREATE TABLE "brand_desire_terms" (
	"brand_id" integer NOT NULL REFERENCES "brands"("id"),
	"desire_id" integer NOT NULL REFERENCES "desires"("id") ON DELETE cascade,
	"active" boolean,
	"bonus_overridden" boolean DEFAULT false NOT NULL,
	"bonus_code" integer REFERENCES "bonuses"("code"),
	"auxiliary_message" jsonb,
	"updated_by" integer NOT NULL REFERENCES "operators"("id"),
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "brand_desire_terms_brand_id_desire_id_pk" PRIMARY KEY("brand_id","desire_id")
);
