import { describe, expect, it } from 'vitest';
import {
  dayTextFromIso,
  hasFilters,
  isoFromDayText,
  maskDayText,
  NO_FILTERS,
  normalizeFilters,
  statementFilterProblem,
  statementFilterProblemAt,
} from './statement-filters';

describe('statement filters', () => {
  it('sees the 400s of the server before asking: inverted range and impossible days', () => {
    expect(statementFilterProblem(NO_FILTERS)).toBeNull();
    expect(statementFilterProblem({ ...NO_FILTERS, from: '2026-11-01', to: '2026-11-01' })).toBeNull();
    expect(statementFilterProblem({ ...NO_FILTERS, from: '2026-11-02', to: '2026-11-01' })).toBe('rangeInverted');
    expect(statementFilterProblem({ ...NO_FILTERS, from: '2026-02-30' })).toBe('malformedDate');
    expect(statementFilterProblem({ ...NO_FILTERS, to: '01/11/2026' })).toBe('malformedDate');
  });

  it('trims texts and keeps the digits of the protocol number', () => {
    expect(normalizeFilters({ from: ' 2026-11-01 ', to: '', protocol: ' 100.002 ', order: ' 4820480 ' })).toEqual({
      from: '2026-11-01',
      to: '',
      protocol: '100002',
      order: '4820480',
    });
  });

  it('knows when any filter is set', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, order: '1' })).toBe(true);
  });
});

describe('day-first date fields', () => {
  it('masks the digits typed as dd/mm/yyyy, whatever else is typed', () => {
    expect(maskDayText('1')).toBe('1');
    expect(maskDayText('101')).toBe('10/1');
    expect(maskDayText('10112026')).toBe('10/11/2026');
    expect(maskDayText('10/11/2026 99')).toBe('10/11/2026');
    expect(maskDayText('')).toBe('');
  });

  it('reads dd/mm/yyyy as the wire day and back; an incomplete day goes on as typed, to be refused', () => {
    expect(isoFromDayText('10/11/2026')).toBe('2026-11-10');
    expect(dayTextFromIso('2026-11-10')).toBe('10/11/2026');
    expect(dayTextFromIso('')).toBe('');
    expect(isoFromDayText('10/11')).toBe('10/11');
    expect(statementFilterProblem({ ...NO_FILTERS, from: isoFromDayText('10/11') })).toBe('malformedDate');
  });

  it('puts a malformed day on its own field and an inverted range on the end', () => {
    expect(statementFilterProblemAt({ ...NO_FILTERS, from: '2026-02-30' })).toEqual({
      field: 'from',
      problem: 'malformedDate',
    });
    expect(statementFilterProblemAt({ ...NO_FILTERS, to: '31/02' })).toEqual({ field: 'to', problem: 'malformedDate' });
    expect(statementFilterProblemAt({ ...NO_FILTERS, from: '2026-11-02', to: '2026-11-01' })).toEqual({
      field: 'to',
      problem: 'rangeInverted',
    });
  });
});
