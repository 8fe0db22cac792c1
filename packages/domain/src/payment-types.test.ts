import { describe, expect, it } from 'vitest';
import { LANGUAGES, PAYMENT_TYPE } from './constants';
import { isPaymentReversal, isPaymentTypeCode, PAYMENT_TYPE_NAMES, paymentTypeName } from './payment-types';

describe('paymentTypeName', () => {
  it('names every code of spec §3 in each language', () => {
    expect(Object.keys(PAYMENT_TYPE_NAMES).map(Number)).toEqual(Object.values(PAYMENT_TYPE).sort((a, b) => a - b));
    for (const lang of LANGUAGES) {
      for (const code of Object.values(PAYMENT_TYPE)) expect(paymentTypeName(code, lang).trim()).not.toBe('');
    }
  });

  it('gives the expected names', () => {
    expect(paymentTypeName(PAYMENT_TYPE.CREDIT_CARD, 'pt')).toBe('Cartão de crédito');
    expect(paymentTypeName(PAYMENT_TYPE.CREDIT_CARD, 'en')).toBe('Credit card');
    expect(paymentTypeName(PAYMENT_TYPE.BANK_SLIP, 'es')).toBe('Boleto bancario');
    expect(paymentTypeName(PAYMENT_TYPE.PIX, 'en')).toBe('Pix');
    expect(paymentTypeName(PAYMENT_TYPE.INSTALMENT_PIX, 'pt')).toBe('Pix parcelado');
  });

  it('accepts the code as a string, as PED_TIPOPGTO sometimes arrives', () => {
    expect(paymentTypeName('6', 'en')).toBe('Credit card');
    expect(paymentTypeName(' 11 ', 'en')).toBe('Pix');
  });

  it('calls anything else an undefined payment', () => {
    expect(paymentTypeName(9, 'en')).toBe('Undefined payment');
    expect(paymentTypeName(0, 'pt')).toBe('Pagamento indefinido');
    expect(paymentTypeName(16, 'es')).toBe('Pago indefinido');
    expect(paymentTypeName(6.5, 'en')).toBe('Undefined payment');
    expect(paymentTypeName('', 'en')).toBe('Undefined payment');
    expect(paymentTypeName('abc', 'en')).toBe('Undefined payment');
    expect(paymentTypeName(null, 'en')).toBe('Undefined payment');
    expect(paymentTypeName(undefined, 'en')).toBe('Undefined payment');
  });
});

describe('isPaymentTypeCode', () => {
  it('accepts the spec codes only', () => {
    expect(isPaymentTypeCode(1)).toBe(true);
    expect(isPaymentTypeCode(15)).toBe(true);
    expect(isPaymentTypeCode(9)).toBe(false);
    expect(isPaymentTypeCode('1')).toBe(false);
  });
});

describe('isPaymentReversal', () => {
  it('is true for bank slip only', () => {
    expect(isPaymentReversal(PAYMENT_TYPE.BANK_SLIP)).toBe(true);
    expect(isPaymentReversal('7')).toBe(true);
    for (const code of Object.values(PAYMENT_TYPE).filter((c) => c !== PAYMENT_TYPE.BANK_SLIP)) {
      expect(isPaymentReversal(code)).toBe(false);
    }
    expect(isPaymentReversal(null)).toBe(false);
    expect(isPaymentReversal(undefined)).toBe(false);
    expect(isPaymentReversal('')).toBe(false);
  });
});
