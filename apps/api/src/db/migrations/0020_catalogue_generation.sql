-- Slot 0020 (issue 29, ADR 0069): the shopper's catalogue's generation. Hand-written (see docs/decisions/0038).
--
-- One row whose number a statement-level trigger raises in the same transaction as any change of the tables the
-- shopper's catalogue calls read: a committed change is seen with the new number, a rolled-back one leaves no trace,
-- and every writer (the settings screens, a brand's load, a hand-made fix) is covered without calling anything. The
-- settings screens change one row per transaction, so the row's lock is held from that statement to the commit only.
CREATE TABLE "catalogue_generation" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"generation" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_generation_one_row" CHECK ("catalogue_generation"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalogue_generation" ("id", "generation") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_generation SET generation = generation + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The same trigger on each table whose rows the catalogue calls read.
DO $$
DECLARE
  catalogue_table text;
BEGIN
  FOREACH catalogue_table IN ARRAY ARRAY['reasons', 'sub_reasons', 'desires', 'brand_reason_terms',
    'brand_sub_reason_terms', 'brand_desire_terms', 'settings']
  LOOP
    EXECUTE format('CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed()', catalogue_table);
  END LOOP;
END
$$;
