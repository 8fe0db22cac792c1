import { describe, expect, it } from 'vitest';
import { cellText, FIGURE_VIEWS } from './figures';

describe('dashboard figures as the page writes them (issue 46)', () => {
  it("the return-rate chart draws rates, not counts, written in the page's language", () => {
    const few = { productName: 'Meia', productCode: 'M1', returned: 4, sold: 5, ratePercent: 80 };
    const many = { productName: 'Tênis', productCode: 'T1', returned: 10, sold: 1000, ratePercent: 1 };
    const bars = [few, many].map((row) => FIGURE_VIEWS['return-rate'].bar(row, 'pt'));
    expect(bars.map((bar) => bar.count)).toEqual([80, 1]);
    expect(FIGURE_VIEWS['return-rate'].bar({ ...few, ratePercent: 12.5 }, 'pt').shown).toBe('12,5%');
    expect(FIGURE_VIEWS['return-rate'].bar({ ...few, ratePercent: 12.5 }, 'en').shown).toBe('12.5%');
  });

  it('weeks and months in words, not ISO', () => {
    const [week] = FIGURE_VIEWS['opened-per-week'].columns;
    expect(cellText({ week: '2026-11-30' }, week!, 'pt')).toBe('30 de nov. de 2026');
    const [month] = FIGURE_VIEWS['ledger-per-month'].columns;
    expect(cellText({ month: '2026-12' }, month!, 'es')).toBe('diciembre de 2026');
    expect(FIGURE_VIEWS['ledger-per-month'].bar({ month: '2026-12', creditedCents: 32980 }, 'pt')).toMatchObject({
      label: 'dezembro de 2026',
      shown: 'R$ 329,80',
    });
  });
});
