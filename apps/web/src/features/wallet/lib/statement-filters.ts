import { walletDateRange } from '@portal/domain';

/**
 * The statement filters of spec §7 (wallet/b2c): a São Paulo date range (yyyy-MM-DD, both ends inclusive), a protocol
 * and an order. Empty strings are 'no filter' and are left out of the call.
 */
export interface StatementFilters {
  from: string;
  to: string;
  protocol: string;
  order: string;
}

export const NO_FILTERS: StatementFilters = { from: '', to: '', protocol: '', order: '' };

export type StatementFilterProblem = 'rangeInverted' | 'malformedDate' | null;

/** What the server would refuse with a 400, seen before asking, by the same domain rule (walletDateRange). */
export function statementFilterProblem(filters: StatementFilters): StatementFilterProblem {
  return statementFilterProblemAt(filters)?.problem ?? null;
}

/** The problem and the date field it belongs to: a malformed day on its own field, an inverted range on the end. */
export function statementFilterProblemAt(
  filters: StatementFilters,
): { field: 'from' | 'to'; problem: Exclude<StatementFilterProblem, null> } | null {
  const range = walletDateRange(filters.from, filters.to);
  if (range.ok) return null;
  if (range.reason === 'inverted_range') return { field: 'to', problem: 'rangeInverted' };
  return { field: range.field === 'dt_inicial' ? 'from' : 'to', problem: 'malformedDate' };
}

const DAY_TEXT = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The date fields are text typed day first, dd/mm/yyyy, whatever the browser's own locale (a native date input
 * showed mm/dd/yyyy on a Portuguese page, ADR 0033): the slashes come as the digits are typed.
 */
export function maskDayText(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter((part) => part !== '').join('/');
}

/** dd/mm/yyyy to the yyyy-MM-dd of the wire; anything else is given on as typed, for walletDateRange to refuse. */
export function isoFromDayText(text: string): string {
  const match = DAY_TEXT.exec(text.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : text.trim();
}

/** yyyy-MM-dd back to what the field shows; '' for no date. */
export function dayTextFromIso(iso: string): string {
  const match = ISO_DAY.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** Trims the texts and keeps only digits in the protocol number (it is a number on the wire). */
export function normalizeFilters(filters: StatementFilters): StatementFilters {
  return {
    from: filters.from.trim(),
    to: filters.to.trim(),
    protocol: filters.protocol.replace(/\D/g, ''),
    order: filters.order.trim(),
  };
}

export function hasFilters(filters: StatementFilters): boolean {
  return Object.values(filters).some((value) => value !== '');
}
