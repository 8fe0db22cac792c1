-- Slot 0018 (reserved for issue 29, which needed no migration), used by issue 27's dashboard speed (ADR 0052).
-- Hand-written (see docs/decisions/0038); statements separated by drizzle's statement-breakpoint marker line.
--
-- The dashboard's figures read a summary kept current by triggers in the same transactions as the writes they
-- count (protocols, protocol items, history, the wallet ledger, payment refunds, order lines), so no service changes
-- and a rolled-back write leaves no trace. Statement-level triggers with transition tables: a bulk insert (the
-- scale seed, the first load) adds one upsert per group, not per row. Days are São Paulo's, as the figures'.
CREATE TABLE "dashboard_day_totals" (
	"brand_id" integer NOT NULL,
	"day" date NOT NULL,
	"figure" text NOT NULL,
	"key" text NOT NULL DEFAULT '',
	"label" text NOT NULL DEFAULT '',
	"amount" bigint NOT NULL DEFAULT 0,
	CONSTRAINT "dashboard_day_totals_pk" PRIMARY KEY ("brand_id", "figure", "day", "key", "label")
);
--> statement-breakpoint
CREATE TABLE "dashboard_product_sold" (
	"company_code" integer NOT NULL,
	"product_code" text NOT NULL,
	"quantity" bigint NOT NULL DEFAULT 0,
	CONSTRAINT "dashboard_product_sold_pk" PRIMARY KEY ("product_code", "company_code")
);
--> statement-breakpoint
CREATE TABLE "dashboard_settled" (
	"protocol_id" integer PRIMARY KEY NOT NULL REFERENCES "protocols"("id") ON DELETE CASCADE,
	"brand_id" integer NOT NULL,
	"trigger" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dashboard_settled_brand_created_idx" ON "dashboard_settled" USING btree ("brand_id", "created_at");
--> statement-breakpoint
CREATE FUNCTION dashboard_day(moment timestamptz) RETURNS date LANGUAGE sql STABLE AS
$$ SELECT (moment AT TIME ZONE 'America/Sao_Paulo')::date $$;
--> statement-breakpoint
-- A statement's change as signed rows: `columns` (with %s where the sign goes) from the old rows with -1, from the
-- new rows with +1, as the trigger's event has them.
CREATE FUNCTION dashboard_signed_rows(event text, columns text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT concat_ws(' UNION ALL ',
    CASE WHEN event IN ('UPDATE', 'DELETE') THEN 'SELECT ' || replace(columns, '%s', '-1') || ' FROM old_rows' END,
    CASE WHEN event IN ('INSERT', 'UPDATE') THEN 'SELECT ' || replace(columns, '%s', '1') || ' FROM new_rows' END)
$$;
--> statement-breakpoint
-- Everything one protocol counts for, from its items as they are now: itself, whether it has items, its units, value
-- and units per product. Used when a protocol changes brand, day or path, or is deleted.
CREATE FUNCTION dashboard_protocol_counts(protocol integer, path text)
RETURNS TABLE (figure text, key text, label text, amount bigint) LANGUAGE sql STABLE AS $$
  SELECT 'opened', '', '', 1::bigint
  UNION ALL SELECT 'with_items', path, '', 1 WHERE EXISTS (SELECT 1 FROM protocol_items i WHERE i.protocol_id = protocol)
  UNION ALL SELECT 'items', path, '', sum(i.quantity) FROM protocol_items i WHERE i.protocol_id = protocol HAVING count(*) > 0
  UNION ALL SELECT 'value', path, '', sum(i.quantity::bigint * i.unit_cents) FROM protocol_items i
    WHERE i.protocol_id = protocol HAVING count(*) > 0
  UNION ALL SELECT 'returned', i.product_code, i.product_name, sum(i.quantity) FROM protocol_items i
    WHERE i.protocol_id = protocol GROUP BY 2, 3
$$;
--> statement-breakpoint
-- Protocols: one 'opened' per protocol and day; a change of brand, day or trigger moves the protocol's items too.
CREATE FUNCTION dashboard_protocols_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO dashboard_day_totals AS t (brand_id, day, figure, amount)
    SELECT brand_id, dashboard_day(created_at), 'opened', count(*) FROM new_rows GROUP BY 1, 2
    ON CONFLICT (brand_id, figure, day, key, label) DO UPDATE SET amount = t.amount + excluded.amount;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO dashboard_day_totals AS t (brand_id, day, figure, key, label, amount)
    SELECT brand_id, day, figure, key, label, sum(amount) FROM (
      SELECT side.brand_id, dashboard_day(side.created_at) AS day, f.figure, f.key, f.label, side.sign * f.amount AS amount
      FROM (SELECT o.id, o.brand_id, o.created_at, o.trigger, -1 AS sign FROM old_rows o JOIN new_rows n ON n.id = o.id
              WHERE (o.brand_id, o.created_at, o.trigger) IS DISTINCT FROM (n.brand_id, n.created_at, n.trigger)
            UNION ALL
            SELECT n.id, n.brand_id, n.created_at, n.trigger, 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
              WHERE (o.brand_id, o.created_at, o.trigger) IS DISTINCT FROM (n.brand_id, n.created_at, n.trigger)) side
      CROSS JOIN LATERAL dashboard_protocol_counts(side.id, side.trigger::text) f
    ) d GROUP BY 1, 2, 3, 4, 5 HAVING sum(amount) <> 0
    ON CONFLICT (brand_id, figure, day, key, label) DO UPDATE SET amount = t.amount + excluded.amount;
    UPDATE dashboard_settled s SET brand_id = n.brand_id, trigger = n.trigger, created_at = n.created_at
    FROM new_rows n WHERE s.protocol_id = n.id
      AND (s.brand_id, s.trigger, s.created_at) IS DISTINCT FROM (n.brand_id, n.trigger, n.created_at);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A deleted protocol takes its items with it (ON DELETE CASCADE, run before any statement trigger could see them):
-- its counts leave here, row by row, while its items are still there. Deleting protocols is rare (tests, tools).
CREATE FUNCTION dashboard_protocol_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_day_totals AS t (brand_id, day, figure, key, label, amount)
  SELECT OLD.brand_id, dashboard_day(OLD.created_at), f.figure, f.key, f.label, -f.amount
  FROM dashboard_protocol_counts(OLD.id, OLD.trigger::text) f
  ON CONFLICT (brand_id, figure, day, key, label) DO UPDATE SET amount = t.amount + excluded.amount;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_protocols_inserted AFTER INSERT ON protocols REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_protocols_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_protocols_updated AFTER UPDATE ON protocols REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_protocols_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_protocol_deleting BEFORE DELETE ON protocols
  FOR EACH ROW EXECUTE FUNCTION dashboard_protocol_deleting();
--> statement-breakpoint
-- Protocol items: units, value and units per product (with the name, so the figure keeps the period's first name)
-- add up; 'with_items' counts the protocols that have at least one item, as the figures' join did.
CREATE FUNCTION dashboard_items_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The statement's change as signed rows: the old rows taken away, the new ones added (dynamic SQL, as a
  -- transition table exists only for the events that have it).
  EXECUTE format($q$
    INSERT INTO dashboard_day_totals AS t (brand_id, day, figure, key, label, amount)
    SELECT brand_id, day, figure, key, label, sum(amount) FROM (
      SELECT p.brand_id, dashboard_day(p.created_at) AS day, f.figure, f.key, f.label, f.amount
      FROM (%s) d JOIN protocols p ON p.id = d.protocol_id
      CROSS JOIN LATERAL (VALUES ('items', p.trigger::text, '', d.quantity), ('value', p.trigger::text, '', d.value),
                                 ('returned', d.product_code, d.product_name, d.quantity)) f(figure, key, label, amount)
      UNION ALL
      -- A protocol gains its first item or loses its last: its lines now against before (now minus the change).
      SELECT p.brand_id, dashboard_day(p.created_at), 'with_items', p.trigger::text, '',
        (c.now_lines > 0)::int - (c.now_lines - c.changed > 0)::int
      FROM (SELECT d.protocol_id, sum(d.lines) AS changed,
              (SELECT count(*) FROM protocol_items i WHERE i.protocol_id = d.protocol_id) AS now_lines
            FROM (%s) d GROUP BY d.protocol_id) c
      JOIN protocols p ON p.id = c.protocol_id
    ) x GROUP BY 1, 2, 3, 4, 5 HAVING sum(amount) <> 0
    ON CONFLICT (brand_id, figure, day, key, label) DO UPDATE SET amount = t.amount + excluded.amount
  $q$, dashboard_signed_rows(TG_OP, 'protocol_id, product_code, product_name, %s * quantity::bigint AS quantity, '
                                    || '%s * quantity::bigint * unit_cents AS value, %s AS lines'),
       dashboard_signed_rows(TG_OP, 'protocol_id, product_code, product_name, %s * quantity::bigint AS quantity, '
                                    || '%s * quantity::bigint * unit_cents AS value, %s AS lines'));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Settled: a protocol's first entry into a status that settles its lines (LINE_SETTLED_STATUS_IDS: ERROR -1,
-- FINISHED 11; dashboard.test.ts checks this list against the domain's).
CREATE FUNCTION dashboard_history_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_settled AS s (protocol_id, brand_id, trigger, created_at, settled_at)
  SELECT p.id, p.brand_id, p.trigger, p.created_at, min(h.happened_at)
  FROM new_rows h JOIN protocols p ON p.id = h.protocol_id
  WHERE h.status_id IN (-1, 11) GROUP BY p.id
  ON CONFLICT (protocol_id) DO UPDATE SET settled_at = least(s.settled_at, excluded.settled_at);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_history_inserted AFTER INSERT ON protocol_history REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_history_inserted();
--> statement-breakpoint
-- The ledger is append-only (ADR 0020: its own trigger refuses UPDATE and DELETE), so inserts are all there is.
CREATE FUNCTION dashboard_wallet_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_day_totals AS t (brand_id, day, figure, amount)
  SELECT brand_id, day, figure, sum(amount) FROM (
    SELECT m.brand_id, dashboard_day(m.moved_at) AS day, f.figure, f.amount
    FROM new_rows m CROSS JOIN LATERAL (VALUES
      ('credited', CASE WHEN m.operation = 'Credit' THEN m.value_cents ELSE 0 END),
      ('debited', CASE WHEN m.operation = 'Debit' THEN m.value_cents ELSE 0 END),
      ('credited_for_return', CASE WHEN m.operation = 'Credit' AND m.protocol_id IS NOT NULL THEN m.value_cents ELSE 0 END),
      ('refunded_balance', CASE WHEN m.operation = 'Debit' AND m.kind = 'refund' THEN m.value_cents ELSE 0 END)
    ) f(figure, amount)
  ) x GROUP BY 1, 2, 3 HAVING sum(amount) <> 0
  ON CONFLICT (brand_id, figure, day, key, label) DO UPDATE SET amount = t.amount + excluded.amount;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_wallet_inserted AFTER INSERT ON wallet_movements REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_wallet_inserted();
--> statement-breakpoint
CREATE FUNCTION dashboard_refunds_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO dashboard_day_totals AS t (brand_id, day, figure, amount)
    SELECT brand_id, dashboard_day(created_at), 'refunded', sum(value) FROM (%s) d
    GROUP BY 1, 2 HAVING sum(value) <> 0
    ON CONFLICT (brand_id, figure, day, key, label) DO UPDATE SET amount = t.amount + excluded.amount
  $q$, dashboard_signed_rows(TG_OP, 'brand_id, created_at, %s * value_cents::bigint AS value'));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Units sold per product and company (the return rate's denominator, all time); the brand is joined when read, as
-- before, so a company moved between brands is still counted where it is now.
CREATE FUNCTION dashboard_lines_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO dashboard_product_sold AS s (company_code, product_code, quantity)
    SELECT o.company_code, d.product_code, sum(d.quantity)
    FROM (%s) d JOIN orders o ON o.id = d.order_id
    GROUP BY 1, 2 HAVING sum(d.quantity) <> 0
    ON CONFLICT (product_code, company_code) DO UPDATE SET quantity = s.quantity + excluded.quantity
  $q$, dashboard_signed_rows(TG_OP, 'order_id, product_code, %s * quantity::bigint AS quantity'));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Insert, update and delete of each counted table: one trigger per event, as a transition table belongs to one event.
DO $$
DECLARE
  target text[];
BEGIN
  FOREACH target SLICE 1 IN ARRAY ARRAY[['protocol_items', 'items'], ['protocol_refunds', 'refunds'], ['order_lines', 'lines']]
  LOOP
    EXECUTE format('CREATE TRIGGER dashboard_%2$s_inserted AFTER INSERT ON %1$I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION dashboard_%2$s_changed()', target[1], target[2]);
    EXECUTE format('CREATE TRIGGER dashboard_%2$s_updated AFTER UPDATE ON %1$I REFERENCING OLD TABLE AS old_rows '
      'NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_%2$s_changed()', target[1], target[2]);
    EXECUTE format('CREATE TRIGGER dashboard_%2$s_deleted AFTER DELETE ON %1$I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION dashboard_%2$s_changed()', target[1], target[2]);
  END LOOP;
END $$;
--> statement-breakpoint
-- Backfill from what is already there.
INSERT INTO dashboard_day_totals (brand_id, day, figure, key, label, amount)
SELECT brand_id, day, figure, key, label, sum(amount) FROM (
  SELECT brand_id, dashboard_day(created_at) AS day, 'opened' AS figure, '' AS key, '' AS label, count(*) AS amount
  FROM protocols GROUP BY 1, 2
  UNION ALL
  SELECT p.brand_id, dashboard_day(p.created_at), f.figure, f.key, f.label, f.amount
  FROM protocols p JOIN (SELECT protocol_id, sum(quantity) AS quantity, sum(quantity::bigint * unit_cents) AS value
                         FROM protocol_items GROUP BY 1) i ON i.protocol_id = p.id
  CROSS JOIN LATERAL (VALUES ('with_items', p.trigger::text, '', 1::bigint), ('items', p.trigger::text, '', i.quantity),
                             ('value', p.trigger::text, '', i.value)) f(figure, key, label, amount)
  UNION ALL
  SELECT p.brand_id, dashboard_day(p.created_at), 'returned', i.product_code, i.product_name, sum(i.quantity)
  FROM protocols p JOIN protocol_items i ON i.protocol_id = p.id GROUP BY 1, 2, 4, 5
  UNION ALL
  SELECT m.brand_id, dashboard_day(m.moved_at), f.figure, '', '', f.amount
  FROM wallet_movements m CROSS JOIN LATERAL (VALUES
    ('credited', CASE WHEN m.operation = 'Credit' THEN m.value_cents ELSE 0 END),
    ('debited', CASE WHEN m.operation = 'Debit' THEN m.value_cents ELSE 0 END),
    ('credited_for_return', CASE WHEN m.operation = 'Credit' AND m.protocol_id IS NOT NULL THEN m.value_cents ELSE 0 END),
    ('refunded_balance', CASE WHEN m.operation = 'Debit' AND m.kind = 'refund' THEN m.value_cents ELSE 0 END)
  ) f(figure, amount)
  UNION ALL
  SELECT brand_id, dashboard_day(created_at), 'refunded', '', '', value_cents FROM protocol_refunds
) x GROUP BY 1, 2, 3, 4, 5 HAVING sum(amount) <> 0;
--> statement-breakpoint
INSERT INTO dashboard_product_sold (company_code, product_code, quantity)
SELECT o.company_code, l.product_code, sum(l.quantity) FROM order_lines l JOIN orders o ON o.id = l.order_id
GROUP BY 1, 2 HAVING sum(l.quantity) <> 0;
--> statement-breakpoint
INSERT INTO dashboard_settled (protocol_id, brand_id, trigger, created_at, settled_at)
SELECT p.id, p.brand_id, p.trigger, p.created_at, min(h.happened_at)
FROM protocol_history h JOIN protocols p ON p.id = h.protocol_id WHERE h.status_id IN (-1, 11) GROUP BY p.id;
