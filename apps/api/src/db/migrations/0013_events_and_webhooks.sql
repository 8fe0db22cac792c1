-- Issue 26: events (written with the change that causes them), webhook subscriptions, deliveries and their log
-- (ADRs 0044, 0045). Hand-written in the area's slot (ADR 0038); matches schema.ts's issue 26 section.
CREATE TABLE "events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"public_id" text NOT NULL,
	"tx_id" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL,
	"type" text NOT NULL,
	"brand_id" integer NOT NULL REFERENCES "brands"("id"),
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "events_public_id_uq" ON "events" USING btree ("public_id");
--> statement-breakpoint
CREATE INDEX "events_feed_idx" ON "events" USING btree ("brand_id","tx_id","id");
--> statement-breakpoint
CREATE INDEX "events_created_idx" ON "events" USING btree ("created_at");
--> statement-breakpoint
CREATE TABLE "webhook_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL REFERENCES "brands"("id"),
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"secret_sealed" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"paused_reason" text,
	"created_by" integer REFERENCES "operators"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "webhook_subscriptions_brand_idx" ON "webhook_subscriptions" USING btree ("brand_id");
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"public_id" text NOT NULL,
	"event_id" bigint NOT NULL REFERENCES "events"("id") ON DELETE cascade,
	"subscription_id" integer NOT NULL REFERENCES "webhook_subscriptions"("id") ON DELETE cascade,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"first_tried_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_status" CHECK ("status" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_event_subscription_uq" ON "webhook_deliveries" USING btree ("event_id","subscription_id");
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at","id") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_subscription_idx" ON "webhook_deliveries" USING btree ("subscription_id");
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"subscription_id" integer NOT NULL REFERENCES "webhook_subscriptions"("id") ON DELETE cascade,
	"delivery_id" bigint REFERENCES "webhook_deliveries"("id") ON DELETE set null,
	"event_public_id" text NOT NULL,
	"event_type" text NOT NULL,
	"attempt" integer NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"status_code" integer,
	"duration_ms" integer NOT NULL,
	"error" text,
	"response_excerpt" text
);
--> statement-breakpoint
CREATE INDEX "webhook_attempts_subscription_idx" ON "webhook_attempts" USING btree ("subscription_id","attempted_at");
--> statement-breakpoint
CREATE INDEX "webhook_attempts_time_idx" ON "webhook_attempts" USING btree ("attempted_at");
