import { describe, expect, it } from 'vitest';
import { hasFilters, NO_FILTERS, normalizeFilters, statementFilterProblem } from './statement-filters';

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
