/**
 * The dashboard's figures (issue 27) as the page shows them: which columns the table has (money in reais from the
 * API's cents), and which number the chart draws for each row. The rows are parsed with the API's own schema of each
 * figure (@portal/domain/backoffice) and read here by column name.
 */
import { formatMoney, type Language } from '@portal/domain';
import { FIGURE_NAMES, type FigureName } from '@portal/domain/backoffice';

export const FIGURES = FIGURE_NAMES;
export type Figure = FigureName;

export type FigureRow = Record<string, string | number | null>;

export interface Column {
  key: string;
  /** Formats the cell in the page's language; numbers as they are by default. */
  format?: (value: string | number | null, language: Language) => string;
}

const money: Column['format'] = (value) => formatMoney(Number(value ?? 0));
/** A rate in the page's language: '12,5%' in pt and es, '12.5%' in en. */
const percent: Column['format'] = (value, language) =>
  `${new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 1 }).format(Number(value ?? 0))}%`;
const LOCALES: Record<Language, string> = { pt: 'pt-BR', en: 'en', es: 'es' };
/** 'YYYY-MM-DD' (the Monday of a week) as '30 de nov. de 2026': a calendar day, so read in UTC, never shifted. */
const weekOf: Column['format'] = (value, language) =>
  /^\d{4}-\d{2}-\d{2}$/.test(String(value))
    ? new Intl.DateTimeFormat(LOCALES[language], {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${String(value)}T00:00:00Z`))
    : text(value);
/** 'YYYY-MM' as 'dezembro de 2026'. */
const monthOf: Column['format'] = (value, language) =>
  /^\d{4}-\d{2}$/.test(String(value))
    ? new Intl.DateTimeFormat(LOCALES[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${String(value)}-01T00:00:00Z`),
      )
    : text(value);

export interface FigureView {
  columns: Column[];
  /** The chart's bar for a row: its label, the number drawn, and that number as the page writes it. */
  bar: (row: FigureRow, language: Language) => { label: string; count: number; shown?: string };
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export const FIGURE_VIEWS: Record<Figure, FigureView> = {
  'opened-per-week': {
    columns: [{ key: 'week', format: weekOf }, { key: 'opened' }],
    bar: (row, language) => ({ label: weekOf(row.week ?? null, language), count: Number(row.opened ?? 0) }),
  },
  'return-rate': {
    columns: [{ key: 'productName' }, { key: 'returned' }, { key: 'sold' }, { key: 'ratePercent', format: percent }],
    // The rate, not the count: a product sold 1,000 times with 10 returns is not worse than one sold 5 with 4 back.
    bar: (row, language) => ({
      label: `${text(row.productName)} (${text(row.productCode)})`,
      count: Number(row.ratePercent ?? 0),
      shown: percent(row.ratePercent ?? null, language),
    }),
  },
  'resolution-split': {
    columns: [{ key: 'pathName' }, { key: 'protocols' }, { key: 'items' }, { key: 'valueCents', format: money }],
    bar: (row) => ({ label: text(row.pathName), count: Number(row.protocols ?? 0) }),
  },
  'store-credit': {
    columns: [
      { key: 'creditedCents', format: money },
      { key: 'refundedCents', format: money },
      { key: 'keptCents', format: money },
    ],
    // One row: the chart shows nothing the three cells do not; the table is the figure.
    bar: () => ({ label: '', count: 0 }),
  },
  'ledger-per-month': {
    columns: [
      { key: 'month', format: monthOf },
      { key: 'creditedCents', format: money },
      { key: 'debitedCents', format: money },
      { key: 'refundedCents', format: money },
    ],
    bar: (row, language) => ({
      label: monthOf(row.month ?? null, language),
      count: Number(row.creditedCents ?? 0),
      shown: money(row.creditedCents ?? null, language),
    }),
  },
  'open-by-status': {
    columns: [{ key: 'statusName' }, { key: 'ageBucket' }, { key: 'count' }],
    bar: (row) => ({ label: `${text(row.statusName)} · ${text(row.ageBucket)}`, count: Number(row.count ?? 0) }),
  },
  'time-to-settle': {
    columns: [{ key: 'pathName' }, { key: 'settled' }, { key: 'medianHours' }],
    bar: (row) => ({ label: text(row.pathName), count: Number(row.medianHours ?? 0) }),
  },
};

/** The table's cell text for a row and column, in the page's language. */
export function cellText(row: FigureRow, column: Column, language: Language): string {
  const value = row[column.key] ?? null;
  return column.format ? column.format(value, language) : text(value);
}

/** Whether the figure draws a chart (a single-row figure is its table). */
export const hasChart = (figure: Figure) => figure !== 'store-credit';
