-- Slot 0025 (issue 47, ADR 0089): one table for all background work. Written by drizzle-kit from the schema, then
-- completed by hand (see docs/decisions/0038) with what the schema cannot say: the trigger that gives every message
-- of the notification outbox its job in the transaction that wrote it, and the jobs of the messages still pending at
-- the upgrade. The outbox's own lease column goes: the job's lease replaces it.
CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "jobs_state" CHECK ("jobs"."state" in ('queued', 'running', 'done', 'dead'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_kind_key_uq" ON "jobs" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at","id") WHERE "jobs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("state","updated_at") WHERE "jobs"."state" in ('done', 'dead');--> statement-breakpoint
ALTER TABLE "notification_outbox" DROP COLUMN "claimed_until";--> statement-breakpoint
-- 8 is MAX_ATTEMPTS of modules/notifications/drain.ts (a test reads it back from a queued message's job).
CREATE FUNCTION "notification_outbox_job"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "jobs" ("kind", "key", "run_at", "max_attempts", "created_at", "updated_at")
  VALUES ('notification.send', NEW."id"::text, NEW."created_at", 8, NEW."created_at", NEW."created_at")
  ON CONFLICT ("kind", "key") DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "notification_outbox_job" AFTER INSERT ON "notification_outbox"
  FOR EACH ROW EXECUTE FUNCTION "notification_outbox_job"();--> statement-breakpoint
INSERT INTO "jobs" ("kind", "key", "run_at", "max_attempts", "attempts", "created_at", "updated_at")
  SELECT 'notification.send', "id"::text, "created_at", 8, "attempts", "created_at", "created_at"
  FROM "notification_outbox" WHERE "sent_at" IS NULL AND "failed_at" IS NULL;
