-- Slot for issue 25: integration API (orders, customers, stock). Hand-written (migrations of parallel work are numbered in advance; see the
-- drizzle snapshot note in docs/decisions/0038). Separate statements with drizzle's statement-breakpoint marker line.
SELECT 1;
