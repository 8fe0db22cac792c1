import { describe, expect, it } from 'vitest';
import { PAYMENT_TYPE } from '../constants';
import {
  bankIssues,
  orderCardIssues,
  photosRequired,
  requiresBankData,
  validateOrderCard,
  type OrderCardContext,
  type OrderCardValues,
} from './order-card';
import {
  colourExchangeDesire,
  desire,
  reason,
  refundDesire,
  sizeExchangeDesire,
  voucherDesire,
  voucherOfferDesire,
} from './test-fixtures';

const filled: OrderCardValues = { motivoCodigo: 16, smotivoCodigo: 1, desejoCodigo: 1 };
const context = (overrides: Partial<OrderCardContext> = {}): OrderCardContext => ({
  subReasonCount: 2,
  desire: sizeExchangeDesire(),
  paymentType: PAYMENT_TYPE.CREDIT_CARD,
  ...overrides,
});
const bank = { ban_codigo: '001', cli_agencia: '1234', cli_conta: '12345-6', cli_chavepix: 'ana@example.com' };

describe('orderCardIssues: reason, sub-reason, desire', () => {
  it('accepts a complete size exchange without observations', () => {
    expect(orderCardIssues({ ...filled, tamanhoTroca: 'G' }, context())).toEqual([]);
  });

  it('requires a reason, a sub-reason and a desire', () => {
    expect(orderCardIssues({}, context({ desire: null }))).toEqual([
      { field: 'motivoCodigo', code: 'selectReason' },
      { field: 'smotivoCodigo', code: 'selectSubReason' },
      { field: 'desejoCodigo', code: 'selectDesire' },
    ]);
  });

  it('does not ask for a sub-reason when the reason has none', () => {
    const values = { motivoCodigo: 16, desejoCodigo: 3 };
    expect(orderCardIssues(values, context({ subReasonCount: 0, desire: refundDesire() }))).toEqual([]);
  });

  it('treats a desire code without its record as no desire', () => {
    expect(validateOrderCard(filled, context({ desire: undefined }))).toEqual(['selectDesire']);
  });
});

describe('orderCardIssues: size and colour', () => {
  it('asks for the size of a size exchange', () => {
    expect(validateOrderCard({ ...filled, tamanhoTroca: ' ' }, context())).toEqual(['selectSize']);
  });

  it('asks for size and colour of a colour exchange, and observations', () => {
    expect(orderCardIssues(filled, context({ desire: colourExchangeDesire() }))).toEqual([
      { field: 'tamanhoTroca', code: 'selectSize' },
      { field: 'corTroca', code: 'selectColour' },
      { field: 'observacao', code: 'required' },
    ]);
    const complete = { ...filled, tamanhoTroca: 'M', corTroca: 'Azul', observacao: 'Prefiro azul' };
    expect(orderCardIssues(complete, context({ desire: colourExchangeDesire() }))).toEqual([]);
  });

  it('needs no size for a refund or a plain exchange', () => {
    expect(validateOrderCard(filled, context({ desire: refundDesire() }))).toEqual([]);
    expect(validateOrderCard({ ...filled, observacao: 'Defeito' }, context({ desire: desire() }))).toEqual([]);
  });
});

describe('orderCardIssues: observations', () => {
  it('requires them for store credit and other exchanges, blank text not counting', () => {
    expect(validateOrderCard({ ...filled, observacao: '   ' }, context({ desire: voucherDesire() }))).toEqual([
      'required',
    ]);
    expect(validateOrderCard(filled, context({ desire: desire() }))).toEqual(['required']);
  });
});

describe('bank data', () => {
  const slip = context({ desire: refundDesire(), paymentType: PAYMENT_TYPE.BANK_SLIP });

  it('is required for a refund of a bank-slip order', () => {
    expect(requiresBankData(slip)).toBe(true);
    expect(requiresBankData({ ...slip, paymentType: '7' })).toBe(true);
    expect(orderCardIssues(filled, slip).map((issue) => issue.field)).toEqual([
      'ban_codigo',
      'cli_agencia',
      'cli_conta',
      'cli_chavepix',
    ]);
    expect(orderCardIssues({ ...filled, ...bank }, slip)).toEqual([]);
  });

  it('is not required for other payments, other desires, or when the voucher was taken', () => {
    expect(requiresBankData({ ...slip, paymentType: PAYMENT_TYPE.PIX })).toBe(false);
    expect(requiresBankData({ ...slip, desire: sizeExchangeDesire() })).toBe(false);
    expect(requiresBankData({ ...slip, desire: voucherDesire() })).toBe(false);
    expect(requiresBankData({ ...slip, desire: voucherOfferDesire() })).toBe(true);
    expect(requiresBankData({ ...slip, desire: voucherOfferDesire(), voucherAccepted: true })).toBe(false);
    expect(requiresBankData({ ...slip, desire: null })).toBe(false);
  });

  it('is required for a refund of a shop purchase, whatever its payment (issue 46: a refund needs a destination)', () => {
    const shop = context({ desire: refundDesire(), paymentType: null, storePurchase: true });
    expect(requiresBankData(shop)).toBe(true);
    expect(orderCardIssues(filled, shop).map((issue) => issue.field)).toEqual([
      'ban_codigo',
      'cli_agencia',
      'cli_conta',
      'cli_chavepix',
    ]);
    expect(orderCardIssues({ ...filled, ...bank }, shop)).toEqual([]);
    expect(requiresBankData({ ...shop, desire: sizeExchangeDesire() })).toBe(false);
  });

  it('tells a missing field from an invalid one', () => {
    expect(bankIssues({ ban_codigo: 'abc', cli_agencia: '12', cli_conta: '123', cli_chavepix: 'chave' })).toEqual([
      { field: 'ban_codigo', code: 'bankRequired' },
      { field: 'cli_agencia', code: 'invalidAgency' },
      { field: 'cli_conta', code: 'invalidAccount' },
      { field: 'cli_chavepix', code: 'invalidPix' },
    ]);
    expect(bankIssues({ ban_codigo: 341, cli_agencia: '', cli_conta: null, cli_chavepix: ' ' })).toEqual([
      { field: 'cli_agencia', code: 'required' },
      { field: 'cli_conta', code: 'required' },
      { field: 'cli_chavepix', code: 'required' },
    ]);
  });

  it('accepts the boundaries of agency and account length and every kind of Pix key', () => {
    const ok = { ban_codigo: '237', cli_chavepix: '529.982.247-25' };
    expect(bankIssues({ ...ok, cli_agencia: '12345', cli_conta: '1234' })).toEqual([]);
    expect(bankIssues({ ...ok, cli_agencia: '123456', cli_conta: '1234567890123' }).map((i) => i.code)).toEqual([
      'invalidAgency',
      'invalidAccount',
    ]);
    const keys = ['+55 11 98765-4321', '(11) 98765-4321', '12.345.678/0001-95', 'a@b.com'];
    for (const key of [...keys, '71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d']) {
      expect(bankIssues({ ...ok, cli_agencia: '1234', cli_conta: '1234', cli_chavepix: key })).toEqual([]);
    }
  });

  it('gives the Pix key’s own reason: an invalid CPF, or 11 digits that may be a CPF or a phone', () => {
    const ok = { ban_codigo: '237', cli_agencia: '1234', cli_conta: '1234' };
    expect(bankIssues({ ...ok, cli_chavepix: '111.111.111-11' })).toEqual([
      { field: 'cli_chavepix', code: 'pixInvalidCpf' },
    ]);
    expect(bankIssues({ ...ok, cli_chavepix: '11987654321' })).toEqual([
      { field: 'cli_chavepix', code: 'pixAmbiguous' },
    ]);
  });
});

describe('validateOrderCard', () => {
  it('lists each code once', () => {
    const slip = context({ desire: refundDesire(), paymentType: 7 });
    expect(validateOrderCard({ ...filled, cli_agencia: '', cli_conta: '' }, slip)).toEqual([
      'bankRequired',
      'required',
    ]);
  });
});

describe('photosRequired', () => {
  it("follows the reason's ASS_EXIGE_IMG", () => {
    expect(photosRequired(reason({ ASS_EXIGE_IMG: 'S' }))).toBe(true);
    expect(photosRequired(reason({ ASS_EXIGE_IMG: 'N' }))).toBe(false);
  });
});
