import { describe, expect, it } from 'vitest';
import {
  confirmLabelKey,
  desireMode,
  desiresFor,
  isExchangeDesire,
  isRefundDesire,
  isVoucherOfferDesire,
  requiresObservation,
  subReasonsFor,
} from './desires';
import {
  colourExchangeDesire,
  desire,
  reason,
  refundDesire,
  sizeExchangeDesire,
  subReason,
  voucherDesire,
  voucherOfferDesire,
} from './test-fixtures';

describe('subReasonsFor', () => {
  it("keeps the reason's own sub-reasons", () => {
    const list = [subReason({ SMOT_ID: 1 }), subReason({ SMOT_ID: 2, ASS_ID: 17 }), subReason({ SMOT_ID: 3 })];
    expect(subReasonsFor(list, 16).map((s) => s.SMOT_ID)).toEqual([1, 3]);
    expect(subReasonsFor(list, 99)).toEqual([]);
  });
});

describe('desiresFor', () => {
  const all = [
    sizeExchangeDesire(),
    colourExchangeDesire(),
    refundDesire(),
    voucherDesire(),
    voucherOfferDesire(),
    desire({ MOT_ID: 8, MOT_GATILHO: 'T', MOT_NOME: 'Outro produto' }),
    desire({ MOT_ID: 9, ASS_ID: 17 }),
    refundDesire({ MOT_ID: 10, MOT_ATIVO: 'N' }),
  ];
  const ids = (list: { MOT_ID: number }[]) => list.map((d) => d.MOT_ID);

  it("offers the reason's active desires", () => {
    expect(ids(desiresFor(all, reason(), { allowExchangeDesires: true }))).toEqual([1, 2, 3, 5, 7, 8]);
  });

  it('drops every exchange desire, by trigger or by size/colour flag, when exchanges are not allowed', () => {
    const flaggedRefund = refundDesire({ MOT_ID: 11, MOT_COR: 'S' });
    expect(ids(desiresFor([...all, flaggedRefund], reason(), { allowExchangeDesires: false }))).toEqual([3, 5, 7]);
  });

  it('drops refund desires when the reason does not allow refund, keeping store credit', () => {
    const noRefund = reason({ ASS_PER_DEVOLUCAO: 'N' });
    expect(ids(desiresFor(all, noRefund, { allowExchangeDesires: true }))).toEqual([1, 2, 5, 8]);
    expect(ids(desiresFor(all, noRefund, { allowExchangeDesires: false }))).toEqual([5]);
  });
});

describe('desire kinds', () => {
  it('tells exchanges and refunds apart', () => {
    expect(isExchangeDesire(sizeExchangeDesire())).toBe(true);
    expect(isExchangeDesire(colourExchangeDesire({ MOT_GATILHO: 'C' }))).toBe(true);
    expect(isExchangeDesire(refundDesire())).toBe(false);
    expect(isRefundDesire(refundDesire())).toBe(true);
    expect(isRefundDesire(voucherOfferDesire({ MOT_GATILHO: 'C' }))).toBe(true);
    expect(isRefundDesire(voucherDesire())).toBe(false);
  });

  it('gives the size/colour mode', () => {
    expect(desireMode(sizeExchangeDesire())).toEqual({ sizeExchange: true, colourExchange: false });
    expect(desireMode(colourExchangeDesire())).toEqual({ sizeExchange: false, colourExchange: true });
    expect(desireMode(desire({ MOT_TAMANHO: 'S', MOT_COR: 'S' }))).toEqual({
      sizeExchange: true,
      colourExchange: true,
    });
    expect(desireMode(refundDesire())).toEqual({ sizeExchange: false, colourExchange: false });
  });
});

describe('confirmLabelKey', () => {
  it('follows the trigger', () => {
    expect(confirmLabelKey('E')).toBe('refund');
    expect(confirmLabelKey('C')).toBe('voucher');
    expect(confirmLabelKey('T')).toBe('exchange');
  });
});

describe('isVoucherOfferDesire', () => {
  it('needs refund, store credit and a name containing estorno', () => {
    expect(isVoucherOfferDesire(voucherOfferDesire())).toBe(true);
    expect(isVoucherOfferDesire(voucherOfferDesire({ MOT_VALE_COMPRAS: 'N' }))).toBe(false);
    expect(isVoucherOfferDesire(voucherOfferDesire({ MOT_ESTORNO: 'N' }))).toBe(false);
    expect(isVoucherOfferDesire(voucherOfferDesire({ MOT_NOME: 'Devolução ou vale-compras' }))).toBe(false);
  });

  it('ignores case and accents', () => {
    expect(isVoucherOfferDesire(voucherOfferDesire({ MOT_NOME: 'QUERO O ESTÔRNO' }))).toBe(true);
    expect(isVoucherOfferDesire(voucherOfferDesire({ MOT_NOME: 'pedir estorno' }))).toBe(true);
  });

  it('reads the Portuguese name of a localized name', () => {
    const localized = { ...voucherOfferDesire(), MOT_NOME: { pt: 'Estorno', en: 'Refund', es: 'Reembolso' } };
    expect(isVoucherOfferDesire(localized)).toBe(true);
    const wrongPt = { ...localized, MOT_NOME: { pt: 'Devolução', en: 'estorno', es: 'estorno' } };
    expect(isVoucherOfferDesire(wrongPt)).toBe(false);
  });
});

describe('requiresObservation', () => {
  it('is false for a size exchange or a refund', () => {
    expect(requiresObservation(sizeExchangeDesire())).toBe(false);
    expect(requiresObservation(refundDesire())).toBe(false);
    expect(requiresObservation(voucherOfferDesire())).toBe(false);
  });

  it('is true for a colour exchange, store credit or any other exchange', () => {
    expect(requiresObservation(colourExchangeDesire())).toBe(true);
    expect(requiresObservation(voucherDesire())).toBe(true);
    expect(requiresObservation(desire())).toBe(true);
  });
});
