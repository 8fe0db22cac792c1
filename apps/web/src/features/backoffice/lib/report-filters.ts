import { saoPauloDateKey } from '@portal/domain';

/** The reasons report's month range ('YYYY-MM', both ends included) and brand; the URL holds them. */
export interface ReportFilters {
  from: string;
  to: string;
  brand: number | null;
}

/** Months shown by default: the current one and the five before it, half a year of trend. */
export const REPORT_DEFAULT_MONTHS = 6;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonth(value: string | null | undefined): value is string {
  return typeof value === 'string' && MONTH.test(value);
}

/** 'YYYY-MM' `count` months before `month` (negative goes forward). */
export function shiftMonth(month: string, count: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month of `now` in São Paulo (spec §1: dates in America/Sao_Paulo), as the server counts months. */
export function currentMonth(now: Date = new Date()): string {
  return saoPauloDateKey(now).slice(0, 7);
}

/** Filters from the URL; a missing or malformed end takes the default, and a reversed range is put in order. */
export function readReportFilters(params: URLSearchParams, now: Date = new Date()): ReportFilters {
  const to = isMonth(params.get('to')) ? params.get('to')! : currentMonth(now);
  const from = isMonth(params.get('from')) ? params.get('from')! : shiftMonth(to, REPORT_DEFAULT_MONTHS - 1);
  const brandText = params.get('brand');
  const brand = brandText && /^\d{1,9}$/.test(brandText) && Number(brandText) > 0 ? Number(brandText) : null;
  return from <= to ? { from, to, brand } : { from: to, to: from, brand };
}

export function reportQuery(filters: ReportFilters) {
  return { from: filters.from, to: filters.to, brand: filters.brand };
}
