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

// The day-first date fields are shared with the console (ADR 0033).
export { dayTextFromIso, isoFromDayText, maskDayText } from '../../../lib/day-text';

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
