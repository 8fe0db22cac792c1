-- Slot for issue 27: assignment, status targets, internal notes, dashboard summaries. Hand-written (migrations of parallel work are numbered in advance; see the
-- drizzle snapshot note in docs/decisions/0038). Separate statements with drizzle's statement-breakpoint marker line.
SELECT 1;
