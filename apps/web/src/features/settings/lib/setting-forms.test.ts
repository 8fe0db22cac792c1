import { describe, expect, it } from 'vitest';
import { DESIRE, REASON, REASON_NAME as name } from '../test/fixtures';
import {
  couponFormProblems,
  desireFormProblems,
  desireFormValues,
  numberOf,
  reasonBodyOf,
  reasonFormProblems,
  reasonFormValues,
} from './setting-forms';
import { changedFields } from './change-summary';

describe('the policy forms apply the domain rules', () => {
  it('reads the deadline as the admin typed it and refuses what the API refuses', () => {
    expect(numberOf(' 7 ')).toBe(7);
    expect(numberOf('')).toBeNaN();
    const values = reasonFormValues(REASON);
    expect(values.slaDays).toBe('30');
    expect(reasonBodyOf({ ...values, slaDays: '10' })).toEqual({ ...REASON, id: undefined, slaDays: 10 });
    expect(reasonFormProblems(values)).toEqual({});
    expect(reasonFormProblems({ ...values, slaDays: '0' })).toEqual({ slaDays: 'issues.deadlineRange' });
    expect(reasonFormProblems({ ...values, slaDays: '2,5' })).toEqual({ slaDays: 'issues.wholeDays' });
    expect(reasonFormProblems({ ...values, slaDays: '' })).toEqual({ slaDays: 'issues.wholeDays' });
    // Without the restriction the days are not read.
    expect(reasonFormProblems({ ...values, slaRestricted: false, slaDays: '' })).toEqual({});
    expect(reasonFormProblems({ ...values, name: { ...name, es: '' } })).toEqual({ 'name.es': 'issues.required' });
  });

  it("a desire's trigger must fit its flags", () => {
    const values = desireFormValues(DESIRE);
    expect(desireFormProblems(values)).toEqual({});
    expect(desireFormProblems({ ...values, trigger: 'E' })).toEqual({ trigger: 'issues.refundNeedsRefundFlag' });
    expect(desireFormProblems({ ...values, bonusCode: 1 })).toEqual({ bonusCode: 'issues.bonusNeedsStoreCredit' });
  });

  it('coupon numbers and the campaign discount within limits', () => {
    const values = { validateDeliveryDate: true, couponQuantity: '3', couponValidityDays: '30', discountPercent: '10' };
    expect(couponFormProblems(values)).toEqual({});
    expect(couponFormProblems({ ...values, couponQuantity: '-1', discountPercent: '150' })).toEqual({
      couponQuantity: 'issues.quantityRange',
      discountPercent: 'issues.percentRange',
    });
  });

  it('a history entry lists the fields it changed', () => {
    expect(changedFields({ slaDays: 30, name }, { slaDays: 7, name })).toEqual([
      { field: 'slaDays', before: '30', after: '7' },
    ]);
    expect(changedFields(null, { percent: 10 })).toEqual([{ field: 'percent', before: null, after: '10' }]);
  });
});
