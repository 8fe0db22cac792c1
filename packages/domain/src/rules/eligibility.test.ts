import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkEligibility, isSelectionStillEligible, type EligibilityLine } from './eligibility';
import { reason, settings } from './test-fixtures';

function line(overrides: Partial<EligibilityLine> = {}): EligibilityLine {
  return { DATA_ENTREGA: '2026-11-01T02:00:00Z', PEDIDO_MKTP: 'N', TIPO_REFATU: 'N', ...overrides };
}

const validated = settings({ SCO_VAL_ENTREGA: 'S' });
const notValidated = settings({ SCO_VAL_ENTREGA: 'N' });
const open = { ok: true, allowExchangeDesires: true, secondExchangeDenied: false };

describe('checkEligibility: delivery date', () => {
  const now = new Date('2026-11-05T12:00:00Z');

  it('blocks a line without a delivery date when delivery is validated', () => {
    for (const missing of [null, undefined, '', '  ', 'not a date']) {
      expect(checkEligibility(line({ DATA_ENTREGA: missing }), reason(), validated, now)).toEqual({
        ok: false,
        block: 'missingDeliveryDate',
      });
    }
  });

  it('lets it through when the setting says no validation, the SLA check having no date to count from', () => {
    const result = checkEligibility(line({ DATA_ENTREGA: null }), reason({ ASS_SLA_TROCA: 0 }), notValidated, now);
    expect(result).toEqual(open);
  });

  it('comes before the marketplace check', () => {
    const result = checkEligibility(line({ DATA_ENTREGA: null, PEDIDO_MKTP: 'S' }), reason(), validated, now);
    expect(result).toEqual({ ok: false, block: 'missingDeliveryDate' });
  });
});

describe('checkEligibility: marketplace', () => {
  const now = new Date('2026-11-05T12:00:00Z');

  it("blocks a marketplace order with the reason's marketplace message", () => {
    expect(checkEligibility(line({ PEDIDO_MKTP: 'S' }), reason(), validated, now)).toEqual({
      ok: false,
      block: 'marketplace',
      message: 'Pedido de marketplace: fale com o vendedor.',
    });
  });

  it('comes before the deadline check, and applies without delivery validation too', () => {
    const late = new Date('2027-06-01T12:00:00Z');
    const result = checkEligibility(line({ PEDIDO_MKTP: 'S' }), reason({ ASS_SLA_TROCA: 1 }), notValidated, late);
    expect(result).toMatchObject({ ok: false, block: 'marketplace' });
  });
});

describe('checkEligibility: out of deadline in São Paulo calendar days', () => {
  // 2026-11-01T02:00Z is 31/10/2026 23:00 in São Paulo: the delivery day is 31/10, not 01/11.
  const delivered = line({ DATA_ENTREGA: '2026-11-01T02:00:00Z' });
  const sla = reason({ ASS_SLA_TROCA: 7 });

  it('is still open the day before the SLA is reached', () => {
    // 06/11 23:59 in São Paulo = 6 days after 31/10.
    expect(checkEligibility(delivered, sla, validated, new Date('2026-11-07T02:59:00Z'))).toEqual(open);
  });

  it('blocks from the first minute of the SLA day, with the reason message', () => {
    // 07/11 00:00 in São Paulo = 7 days after 31/10, although only 6 days and 1 hour have passed.
    expect(checkEligibility(delivered, sla, validated, new Date('2026-11-07T03:00:00Z'))).toEqual({
      ok: false,
      block: 'outOfDeadline',
      message: 'Prazo de troca encerrado.',
    });
  });

  it('does not count UTC days: 01/11 in UTC would still be inside the SLA at the same instant', () => {
    const sameInstantAsUtcDay = line({ DATA_ENTREGA: '2026-11-01T03:00:00Z' }); // 01/11 00:00 in São Paulo
    expect(checkEligibility(sameInstantAsUtcDay, sla, validated, new Date('2026-11-07T03:00:00Z'))).toEqual(open);
  });

  it('blocks on the delivery day itself when the SLA is 0 days', () => {
    const result = checkEligibility(delivered, reason({ ASS_SLA_TROCA: 0 }), validated, new Date('2026-11-01T02:30Z'));
    expect(result).toMatchObject({ ok: false, block: 'outOfDeadline' });
  });

  it('does not block when the reason does not restrict by SLA', () => {
    const unrestricted = reason({ ASS_RESTRICAO_SLA: 'N', ASS_SLA_TROCA: 7 });
    expect(checkEligibility(delivered, unrestricted, validated, new Date('2027-11-01T12:00Z'))).toEqual(open);
  });

  it('blocks exactly when the São Paulo day count reaches the SLA', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 * 24 * 60 }), (slaDays, minutes) => {
        const now = new Date(Date.parse('2026-11-01T03:00:00Z') + minutes * 60_000); // from 01/11 00:00 in São Paulo
        const daysAfterDeliveryDay = 1 + Math.floor(minutes / (24 * 60)); // São Paulo has no DST since 2019
        const result = checkEligibility(delivered, reason({ ASS_SLA_TROCA: slaDays }), validated, now);
        expect(result.ok).toBe(daysAfterDeliveryDay < slaDays);
      }),
    );
  });
});

describe('checkEligibility: first and second exchange', () => {
  const now = new Date('2026-11-02T12:00:00Z');
  const reInvoice = line({ TIPO_REFATU: 'S' });

  it('denies a second exchange when only the first is allowed, without blocking', () => {
    expect(checkEligibility(reInvoice, reason({ ASS_PRI_TROCA: 'S', ASS_SEG_TROCA: 'N' }), validated, now)).toEqual({
      ok: true,
      allowExchangeDesires: false,
      secondExchangeDenied: true,
    });
  });

  it('allows a first exchange on an ordinary line', () => {
    expect(checkEligibility(line(), reason({ ASS_PRI_TROCA: 'S', ASS_SEG_TROCA: 'N' }), validated, now)).toEqual(open);
  });

  it('allows a second exchange when the reason allows it', () => {
    expect(checkEligibility(reInvoice, reason({ ASS_SEG_TROCA: 'S' }), validated, now)).toEqual(open);
  });

  it('offers no exchange when the reason allows none', () => {
    const noExchange = reason({ ASS_PRI_TROCA: 'N', ASS_SEG_TROCA: 'N' });
    expect(checkEligibility(line(), noExchange, validated, now)).toEqual({
      ok: true,
      allowExchangeDesires: false,
      secondExchangeDenied: false,
    });
    expect(checkEligibility(reInvoice, noExchange, validated, now)).toMatchObject({ secondExchangeDenied: true });
  });

  it('runs after the deadline check', () => {
    const late = new Date('2027-01-01T12:00:00Z');
    expect(checkEligibility(reInvoice, reason(), validated, late)).toMatchObject({ ok: false, block: 'outOfDeadline' });
  });
});

describe('isSelectionStillEligible', () => {
  const delivered = line({ DATA_ENTREGA: '2026-10-31' });
  const sla = reason({ ASS_SLA_TROCA: 7 });

  it('keeps an item while the deadline holds and drops it once it has run out', () => {
    expect(isSelectionStillEligible(delivered, sla, validated, new Date('2026-11-07T02:59:59Z'))).toBe(true);
    expect(isSelectionStillEligible(delivered, sla, validated, new Date('2026-11-07T03:00:00Z'))).toBe(false);
  });

  it('keeps a denied second exchange (it is not a block) and drops an item whose reason is gone', () => {
    const now = new Date('2026-11-01T12:00:00Z');
    expect(isSelectionStillEligible(line({ TIPO_REFATU: 'S' }), sla, validated, now)).toBe(true);
    expect(isSelectionStillEligible(delivered, undefined, validated, now)).toBe(false);
  });
});
