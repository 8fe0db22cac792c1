-- Issue 28 (ADR 0048): LGPD. Operator reads of personal data, sign-in history, erased identities, exports, and the
-- consumer's erasure time. Hand-written (migrations of parallel work are numbered in advance; see docs/decisions/0038).
CREATE TABLE "personal_data_reads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"operator_id" integer NOT NULL REFERENCES "operators"("id"),
	"consumer_id" integer REFERENCES "consumers"("id"),
	"protocol_id" integer REFERENCES "protocols"("id") ON DELETE SET NULL,
	"what" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "personal_data_reads_what" CHECK ("personal_data_reads"."what" in ('protocol_view', 'file_download', 'search'))
);
--> statement-breakpoint
CREATE INDEX "personal_data_reads_consumer_idx" ON "personal_data_reads" USING btree ("consumer_id","read_at");
--> statement-breakpoint
CREATE TABLE "sign_in_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"consumer_id" integer NOT NULL REFERENCES "consumers"("id"),
	"brand_id" integer NOT NULL REFERENCES "brands"("id"),
	"channel" text NOT NULL,
	"device_class" text NOT NULL,
	"signed_in_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_events_consumer_idx" ON "sign_in_events" USING btree ("consumer_id","signed_in_at");
--> statement-breakpoint
CREATE TABLE "erased_identities" (
	"identity_hash" text PRIMARY KEY NOT NULL,
	"erased_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"consumer_id" integer NOT NULL REFERENCES "consumers"("id"),
	"brand_id" integer NOT NULL REFERENCES "brands"("id"),
	"token_hash" text NOT NULL,
	"stored_name" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"downloaded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_exports_token_uq" ON "privacy_exports" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "privacy_exports_consumer_idx" ON "privacy_exports" USING btree ("consumer_id");
--> statement-breakpoint
ALTER TABLE "consumers" ADD COLUMN "erased_at" timestamp with time zone;
