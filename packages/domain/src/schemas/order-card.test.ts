import { describe, expect, it } from 'vitest';
import { PAYMENT_TYPE } from '../constants';
import { colourExchangeDesire, refundDesire, sizeExchangeDesire } from '../rules/test-fixtures';
import { orderCardFormSchema, type OrderCardSchemaContext } from './order-card';
import { issuesOf } from './test-helpers';

const desires = [sizeExchangeDesire(), colourExchangeDesire(), refundDesire()];
const context = (overrides: Partial<OrderCardSchemaContext> = {}): OrderCardSchemaContext => ({
  subReasonCount: 1,
  desires,
  paymentType: PAYMENT_TYPE.CREDIT_CARD,
  ...overrides,
});

describe('orderCardFormSchema', () => {
  it('takes select values as strings and gives numbers', () => {
    const parsed = orderCardFormSchema(context()).parse({
      motivoCodigo: '16',
      smotivoCodigo: '1',
      desejoCodigo: '1',
      tamanhoTroca: 'G',
    });
    expect(parsed).toEqual({
      motivoCodigo: 16,
      smotivoCodigo: 1,
      desejoCodigo: 1,
      observacao: '',
      tamanhoTroca: 'G',
      corTroca: '',
      ban_codigo: '',
      cli_agencia: '',
      cli_conta: '',
      cli_chavepix: '',
    });
  });

  it('reports nothing chosen with the order-card codes', () => {
    expect(issuesOf(orderCardFormSchema(context()).safeParse({ motivoCodigo: '', smotivoCodigo: null }))).toEqual([
      ['motivoCodigo', 'selectReason'],
      ['smotivoCodigo', 'selectSubReason'],
      ['desejoCodigo', 'selectDesire'],
    ]);
  });

  it('rejects a desire that is not on offer', () => {
    const result = orderCardFormSchema(context()).safeParse({ motivoCodigo: 16, smotivoCodigo: 1, desejoCodigo: 99 });
    expect(issuesOf(result)).toEqual([['desejoCodigo', 'selectDesire']]);
  });

  it('rejects ids that are not positive whole numbers', () => {
    const result = orderCardFormSchema(context()).safeParse({ motivoCodigo: 'abc', smotivoCodigo: 1, desejoCodigo: 3 });
    expect(issuesOf(result)).toEqual([['motivoCodigo', 'required']]);
  });

  it('asks for size, colour and observations of a colour exchange', () => {
    const values = { motivoCodigo: 17, smotivoCodigo: 1, desejoCodigo: 2 };
    expect(issuesOf(orderCardFormSchema(context()).safeParse(values))).toEqual([
      ['tamanhoTroca', 'selectSize'],
      ['corTroca', 'selectColour'],
      ['observacao', 'required'],
    ]);
  });

  it('asks for bank data on a bank-slip refund', () => {
    const slip = context({ paymentType: PAYMENT_TYPE.BANK_SLIP });
    const values = { motivoCodigo: 16, smotivoCodigo: 1, desejoCodigo: 3 };
    expect(issuesOf(orderCardFormSchema(slip).safeParse(values)).map(([field]) => field)).toEqual([
      'ban_codigo',
      'cli_agencia',
      'cli_conta',
      'cli_chavepix',
    ]);
    const bank = { ban_codigo: 1, cli_agencia: '1234', cli_conta: '123456', cli_chavepix: 'a@b.com' };
    expect(orderCardFormSchema(slip).parse({ ...values, ...bank }).ban_codigo).toBe('1');
    expect(orderCardFormSchema({ ...slip, voucherAccepted: true }).safeParse(values).success).toBe(true);
  });
});
