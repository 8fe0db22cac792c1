import { describe, expect, it } from 'vitest';
import { REPORT_ROWS } from '../test/fixtures';
import { countsByReason, sortRows } from './report-chart';
import { currentMonth, readReportFilters, shiftMonth } from './report-filters';

describe('reasons report filters', () => {
  const now = new Date('2026-12-01T01:30:00.000Z'); // still 30 November in São Paulo

  it('defaults to the last six months, counted in São Paulo', () => {
    expect(currentMonth(now)).toBe('2026-11');
    expect(readReportFilters(new URLSearchParams(), now)).toEqual({ from: '2026-06', to: '2026-11', brand: null });
  });

  it('keeps a valid range, repairs a reversed or malformed one', () => {
    expect(readReportFilters(new URLSearchParams('from=2026-01&to=2026-03&brand=2'), now)).toEqual({
      from: '2026-01',
      to: '2026-03',
      brand: 2,
    });
    expect(readReportFilters(new URLSearchParams('from=2026-05&to=2026-02'), now)).toMatchObject({
      from: '2026-02',
      to: '2026-05',
    });
    expect(readReportFilters(new URLSearchParams('from=2026-13&to=26-01'), now)).toMatchObject({
      from: '2026-06',
      to: '2026-11',
    });
  });

  it('shifts months across years', () => {
    expect(shiftMonth('2026-01', 1)).toBe('2025-12');
    expect(shiftMonth('2025-12', -1)).toBe('2026-01');
    expect(shiftMonth('2026-03', 14)).toBe('2025-01');
  });
});

describe('reasons chart', () => {
  it('adds every month, brand, resolution and status of a reason into one bar, largest first', () => {
    expect(countsByReason(REPORT_ROWS)).toEqual([
      { label: 'Defeito', count: 7 },
      { label: 'Tamanho', count: 5 },
    ]);
  });

  it('sorts the table by month, then brand', () => {
    expect(sortRows([...REPORT_ROWS].reverse()).map((row) => `${row.month}/${row.brandId}`)).toEqual([
      '2026-10/1',
      '2026-11/1',
      '2026-11/2',
    ]);
  });
});
