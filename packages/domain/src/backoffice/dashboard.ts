/** The dashboard's wire contract (issue 27, ADR 0047): one GET per figure and its CSV, admins only. */
import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { calendarDayField } from '../schemas/fields';
import { consoleIdField } from './fields';

/** A day that exists (2026-02-30 does not: issue 44), within what the database's dates hold. */
const dateField = calendarDayField;

export const dashboardQuery = z.object({
  brand: consoleIdField.optional().describe('One of your brands; all of them by default.'),
  from: dateField.optional().describe('First day (São Paulo), YYYY-MM-DD; 12 weeks before `to` by default.'),
  to: dateField.optional().describe('Last day (São Paulo), YYYY-MM-DD; today by default.'),
});
/** A download link carries the browser's Accept-Language, not the console's choice: the link names the language. */
export const dashboardCsvQuery = dashboardQuery.extend({ lang: z.enum(LANGUAGES).optional() });

const cents = (what: string) => z.number().int().describe(`${what}, in cents (integer).`);
const path = z.enum(['exchange', 'refund', 'store_credit']).describe('The resolution path: T, E or C.');

export const figureRows = {
  'opened-per-week': z.object({
    week: z.string().describe('The Monday that starts the week (São Paulo), YYYY-MM-DD.'),
    opened: z.number().int().describe('Protocols opened that week.'),
  }),
  'return-rate': z.object({
    productCode: z.string(),
    productName: z.string(),
    returned: z.number().int().describe('Items returned in protocols opened in the period.'),
    sold: z.number().int().describe('Units of the product on order lines (all time).'),
    ratePercent: z.number().describe('returned / sold × 100, one decimal; 0 when none sold.'),
  }),
  'resolution-split': z.object({
    path,
    pathName: z.string().describe("The path's name in the request language."),
    protocols: z.number().int(),
    items: z.number().int(),
    valueCents: cents('Value of the items'),
  }),
  'store-credit': z.object({
    creditedCents: cents('Store credit given for returns in the period'),
    refundedCents: cents('Wallet balance refunded to the bank in the period'),
    keptCents: cents('Store credit kept: credited minus refunded, never below 0'),
  }),
  'ledger-per-month': z.object({
    month: z.string().describe('YYYY-MM (São Paulo).'),
    creditedCents: cents('Wallet credits'),
    debitedCents: cents('Wallet debits'),
    refundedCents: cents('Refunds to the original payment (protocol refunds)'),
  }),
  'open-by-status': z.object({
    status: z.number().int(),
    statusName: z.string(),
    ageBucket: z.enum(['0-2', '3-7', '8-14', '15-30', '31+']).describe('Days since opened.'),
    count: z.number().int(),
  }),
  'time-to-settle': z.object({
    path,
    pathName: z.string(),
    settled: z.number().int().describe('Protocols opened in the period that reached a settled status.'),
    medianHours: z.number().describe('Median hours from opened to the first settled status, one decimal.'),
  }),
} as const;

export type FigureName = keyof typeof figureRows;
export const FIGURE_NAMES = Object.keys(figureRows) as FigureName[];
export type FigureRow<F extends FigureName> = z.infer<(typeof figureRows)[F]>;

export function figureAnswer<F extends FigureName>(figure: F) {
  return z
    .object({
      from: z.string().describe('First day of the period (YYYY-MM-DD).'),
      to: z.string().describe('Last day of the period (YYYY-MM-DD).'),
      brands: z.array(z.number().int()).describe('The brands counted.'),
      rows: z.array(figureRows[figure]),
    })
    .describe(`Dashboard figure '${figure}'.`);
}
