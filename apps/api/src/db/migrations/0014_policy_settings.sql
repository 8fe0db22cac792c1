-- Issue 27 (ADR 0046): the policy settings' change history, and the reason's terms stored on each protocol item so an
-- open protocol keeps the terms it was opened under. Hand-written (migrations of parallel work are numbered in advance;
-- see docs/decisions/0038).
CREATE TABLE "policy_setting_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"setting" text NOT NULL,
	"setting_key" integer NOT NULL,
	"brand_id" integer REFERENCES "brands"("id"),
	"operator_id" integer NOT NULL REFERENCES "operators"("id"),
	"changed_at" timestamp with time zone NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX "policy_setting_changes_setting_idx" ON "policy_setting_changes" USING btree ("setting","setting_key","changed_at");
--> statement-breakpoint
ALTER TABLE "protocol_items" ADD COLUMN "terms_deadline_days" integer;
--> statement-breakpoint
ALTER TABLE "protocol_items" ADD COLUMN "terms_photos_required" boolean;
--> statement-breakpoint
ALTER TABLE "sub_reasons" ADD COLUMN "active" boolean DEFAULT true NOT NULL;
