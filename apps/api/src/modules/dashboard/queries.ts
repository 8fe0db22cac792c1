/**
 * The dashboard's figures (issue 27, ADR 0047), each one SQL statement over an indexed range: protocols by
 * (brand, created) — protocols_brand_created_idx —, the ledger by (brand, moved) and the refunds by (brand, created)
 * (migration 0015), order lines by product (migration 0015), the history by protocol. Weeks and months are São Paulo's.
 */
import { sql, type SQL } from 'drizzle-orm';
import { LINE_SETTLED_STATUS_IDS, statusName, type Language, type LocalizedText, pickLanguage } from '@portal/domain';
import type { Database } from '../../db/client';
import { CLOSED_STATUS_IDS } from '../orders/open-statuses';
import { nextDay, type Period } from './period';
import type { FigureName, FigureRow } from './wire';

export interface FigureScope {
  brands: readonly number[];
  period: Period;
  now: Date;
  lang: Language;
}

const ZONE = 'America/Sao_Paulo';
const list = (values: readonly number[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
const dayStart = (date: string) => sql`(${`${date} 00:00:00`}::timestamp at time zone ${ZONE})`;
/** `column` within the period: [from 00:00, the day after `to` 00:00) in São Paulo. */
const inPeriod = (column: SQL, period: Period) =>
  sql`${column} >= ${dayStart(period.from)} and ${column} < ${dayStart(nextDay(period.to))}`;

/** The three resolution paths, by the protocol's trigger (MOT_GATILHO). */
const PATHS = { T: 'exchange', E: 'refund', C: 'store_credit' } as const;
const PATH_NAMES: Record<(typeof PATHS)[keyof typeof PATHS], LocalizedText> = {
  exchange: { pt: 'Troca', en: 'Exchange', es: 'Cambio' },
  refund: { pt: 'Estorno', en: 'Refund', es: 'Reembolso' },
  store_credit: { pt: 'Vale-crédito', en: 'Store credit', es: 'Crédito en tienda' },
};
const pathOf = (trigger: string) => PATHS[trigger as keyof typeof PATHS] ?? 'exchange';

/** Top products by items returned: a bounded list, each one's lines sold read through order_lines_product_idx. */
const TOP_PRODUCTS = 20;

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

const num = (value: unknown) => Number(value ?? 0);
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

type Figures = { [F in FigureName]: (db: Database, scope: FigureScope) => Promise<FigureRow<F>[]> };

export const figures: Figures = {
  'opened-per-week': async (db, { brands, period }) => {
    const rows = await rowsOf<{ week: string; opened: string }>(
      db,
      sql`select to_char(date_trunc('week', created_at at time zone ${ZONE}), 'YYYY-MM-DD') as week, count(*) as opened
          from protocols where brand_id in (${list(brands)}) and ${inPeriod(sql`created_at`, period)}
          group by 1 order by 1`,
    );
    return rows.map((row) => ({ week: row.week, opened: num(row.opened) }));
  },

  'return-rate': async (db, { brands, period }) => {
    const rows = await rowsOf<{ product_code: string; product_name: string; returned: string; sold: string }>(
      db,
      sql`with returned as (
            select pi.product_code, min(pi.product_name) as product_name, sum(pi.quantity) as returned
            from protocols p join protocol_items pi on pi.protocol_id = p.id
            where p.brand_id in (${list(brands)}) and ${inPeriod(sql`p.created_at`, period)}
            group by pi.product_code order by returned desc, pi.product_code limit ${TOP_PRODUCTS})
          select r.product_code, r.product_name, r.returned,
            (select coalesce(sum(ol.quantity), 0) from order_lines ol
               join orders o on o.id = ol.order_id
               join brand_companies bc on bc.company_code = o.company_code
             where ol.product_code = r.product_code and bc.brand_id in (${list(brands)})) as sold
          from returned r order by r.returned desc, r.product_code`,
    );
    return rows.map((row) => {
      const returned = num(row.returned);
      const sold = num(row.sold);
      return {
        productCode: row.product_code,
        productName: row.product_name,
        returned,
        sold,
        ratePercent: sold > 0 ? oneDecimal((returned / sold) * 100) : 0,
      };
    });
  },

  'resolution-split': async (db, { brands, period, lang }) => {
    const rows = await rowsOf<{ trigger: string; protocols: string; items: string; value_cents: string }>(
      db,
      sql`select p.trigger, count(distinct p.id) as protocols, sum(pi.quantity) as items,
            sum(pi.unit_cents * pi.quantity) as value_cents
          from protocols p join protocol_items pi on pi.protocol_id = p.id
          where p.brand_id in (${list(brands)}) and ${inPeriod(sql`p.created_at`, period)}
          group by p.trigger order by p.trigger`,
    );
    return rows.map((row) => {
      const path = pathOf(row.trigger);
      return {
        path,
        pathName: pickLanguage(PATH_NAMES[path], lang),
        protocols: num(row.protocols),
        items: num(row.items),
        valueCents: num(row.value_cents),
      };
    });
  },

  'store-credit': async (db, { brands, period }) => {
    // Credit given for returns is the ledger's credits that name a protocol; what left is the balance refunds.
    const [row] = await rowsOf<{ credited: string; refunded: string }>(
      db,
      sql`select
            coalesce(sum(value_cents) filter (where operation = 'Credit' and protocol_id is not null), 0) as credited,
            coalesce(sum(value_cents) filter (where operation = 'Debit' and kind = 'refund'), 0) as refunded
          from wallet_movements where brand_id in (${list(brands)}) and ${inPeriod(sql`moved_at`, period)}`,
    );
    const creditedCents = num(row?.credited);
    const refundedCents = num(row?.refunded);
    return [{ creditedCents, refundedCents, keptCents: Math.max(0, creditedCents - refundedCents) }];
  },

  'ledger-per-month': async (db, { brands, period }) => {
    const rows = await rowsOf<{ month: string; credited: string; debited: string; refunded: string }>(
      db,
      sql`with ledger as (
            select to_char(moved_at at time zone ${ZONE}, 'YYYY-MM') as month,
              sum(value_cents) filter (where operation = 'Credit') as credited,
              sum(value_cents) filter (where operation = 'Debit') as debited
            from wallet_movements where brand_id in (${list(brands)}) and ${inPeriod(sql`moved_at`, period)}
            group by 1),
          refunds as (
            select to_char(created_at at time zone ${ZONE}, 'YYYY-MM') as month, sum(value_cents) as refunded
            from protocol_refunds where brand_id in (${list(brands)}) and ${inPeriod(sql`created_at`, period)}
            group by 1)
          select coalesce(l.month, r.month) as month, l.credited, l.debited, r.refunded
          from ledger l full join refunds r on r.month = l.month order by 1`,
    );
    return rows.map((row) => ({
      month: row.month,
      creditedCents: num(row.credited),
      debitedCents: num(row.debited),
      refundedCents: num(row.refunded),
    }));
  },

  'open-by-status': async (db, { brands, now, lang }) => {
    // Today's open work, whatever the period: what is open now and how long since it was opened.
    const days = sql`extract(epoch from (${now.toISOString()}::timestamptz - created_at)) / 86400`;
    const rows = await rowsOf<{ status_id: number; bucket: FigureRow<'open-by-status'>['ageBucket']; count: string }>(
      db,
      sql`select status_id, case when ${days} < 3 then '0-2' when ${days} < 8 then '3-7' when ${days} < 15 then '8-14'
                 when ${days} < 31 then '15-30' else '31+' end as bucket, count(*) as count
          from protocols where brand_id in (${list(brands)}) and status_id not in (${list(CLOSED_STATUS_IDS)})
          group by 1, 2 order by 1, min(${days})`,
    );
    return rows.map((row) => ({
      status: num(row.status_id),
      statusName: statusName(num(row.status_id), lang),
      ageBucket: row.bucket,
      count: num(row.count),
    }));
  },

  'time-to-settle': async (db, { brands, period, lang }) => {
    const rows = await rowsOf<{ trigger: string; settled: string; median_seconds: string }>(
      db,
      sql`select p.trigger, count(*) as settled,
            percentile_cont(0.5) within group (order by extract(epoch from (s.settled_at - p.created_at))) as median_seconds
          from protocols p
          cross join lateral (select min(h.happened_at) as settled_at from protocol_history h
                              where h.protocol_id = p.id and h.status_id in (${list(LINE_SETTLED_STATUS_IDS)})) s
          where p.brand_id in (${list(brands)}) and ${inPeriod(sql`p.created_at`, period)} and s.settled_at is not null
          group by p.trigger order by p.trigger`,
    );
    return rows.map((row) => {
      const path = pathOf(row.trigger);
      return {
        path,
        pathName: pickLanguage(PATH_NAMES[path], lang),
        settled: num(row.settled),
        medianHours: oneDecimal(num(row.median_seconds) / 3600),
      };
    });
  },
};
