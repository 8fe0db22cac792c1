import { describe, expect, it } from 'vitest';
import { chosenTrigger, protocolSplitKey, splitIntoProtocols } from './protocol-split';

describe('splitIntoProtocols: one protocol per path and invoice', () => {
  it('a refund of a Pix order and a credit of a card order are two protocols, in the order of their items', () => {
    const items = [
      { trigger: 'E' as const, companyCode: 1, invoiceNumber: '000231845' },
      { trigger: 'C' as const, companyCode: 1, invoiceNumber: '000231900' },
    ];
    expect(splitIntoProtocols(items, (item) => item)).toEqual([[0], [1]]);
  });

  it('items of one path and one invoice stay together; another path on the same invoice is its own protocol', () => {
    const items = [
      { trigger: 'T' as const, companyCode: 1, invoiceNumber: '10' },
      { trigger: 'E' as const, companyCode: 1, invoiceNumber: '10' },
      { trigger: 'T' as const, companyCode: 1, invoiceNumber: '10' },
      { trigger: 'T' as const, companyCode: 2, invoiceNumber: '10' },
    ];
    expect(splitIntoProtocols(items, (item) => item)).toEqual([[0, 2], [1], [3]]);
  });

  it('one invoice whatever its leading zeros (stored text, wire number)', () => {
    expect(protocolSplitKey({ trigger: 'E', companyCode: 1, invoiceNumber: '000231845' })).toBe(
      protocolSplitKey({ trigger: 'E', companyCode: 1, invoiceNumber: 231845 }),
    );
  });

  it('outside the online store only the path splits', () => {
    const items = [{ trigger: 'E' as const }, { trigger: 'E' as const }, { trigger: 'T' as const }];
    expect(splitIntoProtocols(items, (item) => item)).toEqual([[0, 1], [2]]);
  });

  it('nothing to split: one group, or none', () => {
    expect(splitIntoProtocols([{ trigger: 'C' as const }], (item) => item)).toEqual([[0]]);
    expect(splitIntoProtocols([], (item: { trigger: 'C' }) => item)).toEqual([]);
  });
});

describe('chosenTrigger: the path the shopper chose', () => {
  it('the voucher taken is a credit, the voucher declined a refund', () => {
    expect(chosenTrigger({ motivoGatilho: 'C', estorno: true, prt_sit_bonus: 'S' })).toBe('C');
    expect(chosenTrigger({ motivoGatilho: 'C', estorno: true, prt_sit_bonus: 'N' })).toBe('E');
  });

  it('otherwise the desire’s own path', () => {
    expect(chosenTrigger({ motivoGatilho: 'C', estorno: false, prt_sit_bonus: 'N' })).toBe('C');
    expect(chosenTrigger({ motivoGatilho: 'E', estorno: true, prt_sit_bonus: 'N' })).toBe('E');
    expect(chosenTrigger({ motivoGatilho: 'T', estorno: false, prt_sit_bonus: 'N' })).toBe('T');
  });
});
