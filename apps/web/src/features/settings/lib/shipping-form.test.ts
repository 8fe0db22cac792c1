import { describe, expect, it } from 'vitest';
import { SHIPPING_SETTINGS_DEFAULTS } from '@portal/domain';
import { shippingBodyOf, shippingFormProblems, shippingFormValues, shippingProblemText } from './shipping-form';

const t = (key: string, params?: Record<string, unknown>) => `${key}${params ? JSON.stringify(params) : ''}`;

describe('the shipping settings form (issue 48)', () => {
  it('round-trips the defaults, and a centre left blank is none', () => {
    const values = shippingFormValues(SHIPPING_SETTINGS_DEFAULTS);
    expect(shippingBodyOf(values)).toEqual(SHIPPING_SETTINGS_DEFAULTS);
    expect(shippingFormProblems(values)).toEqual({});
    const spaces = { ...values, centre: { ...values.centre, name: '  ', phone: ' ' } };
    expect(shippingBodyOf(spaces).returnsCentre).toBeNull();
  });

  it('a blank or fractional number names the limits the domain sets; a too long name is too long', () => {
    const values = shippingFormValues(SHIPPING_SETTINGS_DEFAULTS);
    const problems = shippingFormProblems({
      ...values,
      validityDays: '',
      parcel: { ...values.parcel, widthCm: '7,5' },
      centre: { ...values.centre, name: 'x'.repeat(101) },
    });
    expect(shippingProblemText(t, 'validityDays', problems.validityDays)).toBe(
      'shipping.issues.validityDays{"min":5,"max":90}',
    );
    expect(shippingProblemText(t, 'widthCm', problems.widthCm)).toBe('shipping.issues.range{"min":8,"max":100}');
    expect(problems['returnsCentre.name']).toBe('issues.tooLong');
    expect(shippingProblemText(t, 'returnsCentre.cep', problems['returnsCentre.cep'])).toBe('shipping.issues.cep');
  });
});
