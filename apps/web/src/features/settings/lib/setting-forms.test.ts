import { describe, expect, it } from 'vitest';
import { DESIRE, GENERAL, REASON, REASON_NAME as name } from '../test/fixtures';
import {
  couponFormProblems,
  couponFormValues,
  desireFormProblems,
  desireFormValues,
  generalSettingsOf,
  numberOf,
  reasonBodyOf,
  reasonFormProblems,
  reasonFormValues,
} from './setting-forms';

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

  it('general settings: coupon numbers, messages in every language, and the campaign discount within limits', () => {
    const values = couponFormValues(GENERAL, 10);
    expect(values).toMatchObject({ couponQuantity: '3', couponValidityDays: '30', discountPercent: '10' });
    expect(couponFormProblems(values)).toEqual({});
    expect(generalSettingsOf({ ...values, couponQuantity: '4' })).toEqual({ ...GENERAL, couponQuantity: 4 });
    expect(couponFormProblems({ ...values, couponQuantity: '-1', discountPercent: '150' })).toEqual({
      couponQuantity: 'issues.quantityRange',
      discountPercent: 'issues.percentRange',
    });
    const messages = { ...values.messages!, refundMessage: { ...GENERAL.refundMessage, en: ' ' } };
    expect(couponFormProblems({ ...values, messages })).toEqual({ 'refundMessage.en': 'issues.required' });
    // A brand without general settings sets only its campaign.
    const campaignOnly = couponFormValues(null, null);
    expect(generalSettingsOf(campaignOnly)).toBeNull();
    expect(couponFormProblems(campaignOnly)).toEqual({});
  });
});
