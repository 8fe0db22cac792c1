/**
 * The dashboard's figures (issue 27, ADRs 0047 and 0052), each one SQL statement over the summary that triggers keep
 * in the writes' own transactions (migration 0018): per brand and São Paulo day in dashboard_day_totals, units sold per
 * product and company in dashboard_product_sold, each protocol's first settled moment in dashboard_settled. Open work
 * by status is read from the protocols themselves: it is about now, not a period. Weeks and months are São Paulo's.
 */
import { sql, type SQL } from 'drizzle-orm';
import { statusName, type Language, type LocalizedText, pickLanguage } from '@portal/domain';
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
/** The summary's rows of these figures (migration 0018) for the brands and the period's São Paulo days. */
const totalsOf = (figureNames: readonly string[], brands: readonly number[], period: Period) =>
  sql`select day, figure, key, label, amount from dashboard_day_totals
      where brand_id in (${list(brands)}) and figure in (${sql.join(
        figureNames.map((name) => sql`${name}`),
        sql`, `,
      )}) and day between ${period.from}::date and ${period.to}::date`;

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
      sql`select to_char(date_trunc('week', day::timestamp), 'YYYY-MM-DD') as week, sum(amount) as opened
          from (${totalsOf(['opened'], brands, period)}) t group by 1 having sum(amount) > 0 order by 1`,
    );
    return rows.map((row) => ({ week: row.week, opened: num(row.opened) }));
  },

  'return-rate': async (db, { brands, period }) => {
    const rows = await rowsOf<{ product_code: string; product_name: string; returned: string; sold: string }>(
      db,
      // Units per product and name first, so the name is the first (min) of those still returned in the period.
      sql`with named as (
            select key as product_code, label as product_name, sum(amount) as returned
            from (${totalsOf(['returned'], brands, period)}) t group by key, label having sum(amount) > 0),
          returned as (
            select product_code, min(product_name) as product_name, sum(returned) as returned from named
            group by product_code order by returned desc, product_code limit ${TOP_PRODUCTS})
          select r.product_code, r.product_name, r.returned,
            (select coalesce(sum(s.quantity), 0) from dashboard_product_sold s
               join brand_companies bc on bc.company_code = s.company_code
             where s.product_code = r.product_code and bc.brand_id in (${list(brands)})) as sold
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
      // 'with_items' counts the protocols that have items, as the join of protocols and items did.
      sql`select key as trigger, sum(amount) filter (where figure = 'with_items') as protocols,
            sum(amount) filter (where figure = 'items') as items, sum(amount) filter (where figure = 'value') as value_cents
          from (${totalsOf(['with_items', 'items', 'value'], brands, period)}) t
          group by key having sum(amount) filter (where figure = 'with_items') > 0 order by key`,
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
      sql`select coalesce(sum(amount) filter (where figure = 'credited_for_return'), 0) as credited,
            coalesce(sum(amount) filter (where figure = 'refunded_balance'), 0) as refunded
          from (${totalsOf(['credited_for_return', 'refunded_balance'], brands, period)}) t`,
    );
    const creditedCents = num(row?.credited);
    const refundedCents = num(row?.refunded);
    return [{ creditedCents, refundedCents, keptCents: Math.max(0, creditedCents - refundedCents) }];
  },

  'ledger-per-month': async (db, { brands, period }) => {
    const rows = await rowsOf<{ month: string; credited: string; debited: string; refunded: string }>(
      db,
      sql`select to_char(day, 'YYYY-MM') as month, sum(amount) filter (where figure = 'credited') as credited,
            sum(amount) filter (where figure = 'debited') as debited,
            sum(amount) filter (where figure = 'refunded') as refunded
          from (${totalsOf(['credited', 'debited', 'refunded'], brands, period)}) t group by 1 order by 1`,
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
      // dashboard_settled holds each protocol's first entry into a status of LINE_SETTLED_STATUS_IDS.
      sql`select trigger, count(*) as settled,
            percentile_cont(0.5) within group (order by extract(epoch from (settled_at - created_at))) as median_seconds
          from dashboard_settled
          where brand_id in (${list(brands)}) and ${inPeriod(sql`created_at`, period)}
          group by trigger order by trigger`,
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
