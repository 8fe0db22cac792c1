/**
 * The dashboard's figures (issue 27) as the page shows them: which columns the table has (money in reais from the
 * API's cents), and which number the chart draws for each row. The rows are parsed with the API's own schema of each
 * figure (@portal/domain/backoffice) and read here by column name.
 */
import { formatMoney } from '@portal/domain';
import { FIGURE_NAMES, type FigureName } from '@portal/domain/backoffice';

export const FIGURES = FIGURE_NAMES;
export type Figure = FigureName;

export type FigureRow = Record<string, string | number | null>;

export interface Column {
  key: string;
  /** Formats the cell; numbers as they are by default. */
  format?: (value: string | number | null) => string;
}

const money: Column['format'] = (value) => formatMoney(Number(value ?? 0));
const percent: Column['format'] = (value) => `${String(value ?? 0).replace('.', ',')}%`;

export interface FigureView {
  columns: Column[];
  /** The chart's bar for a row: its label and the number drawn. */
  bar: (row: FigureRow) => { label: string; count: number };
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export const FIGURE_VIEWS: Record<Figure, FigureView> = {
  'opened-per-week': {
    columns: [{ key: 'week' }, { key: 'opened' }],
    bar: (row) => ({ label: text(row.week), count: Number(row.opened ?? 0) }),
  },
  'return-rate': {
    columns: [{ key: 'productName' }, { key: 'returned' }, { key: 'sold' }, { key: 'ratePercent', format: percent }],
    bar: (row) => ({ label: `${text(row.productName)} (${text(row.productCode)})`, count: Number(row.returned ?? 0) }),
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
      { key: 'month' },
      { key: 'creditedCents', format: money },
      { key: 'debitedCents', format: money },
      { key: 'refundedCents', format: money },
    ],
    bar: (row) => ({ label: text(row.month), count: Number(row.creditedCents ?? 0) / 100 }),
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

/** The table's cell text for a row and column. */
export function cellText(row: FigureRow, column: Column): string {
  const value = row[column.key] ?? null;
  return column.format ? column.format(value) : text(value);
}

/** Whether the figure draws a chart (a single-row figure is its table). */
export const hasChart = (figure: Figure) => figure !== 'store-credit';
