import { describe, expect, it } from 'vitest';
import {
  couponSettingsIssues,
  deadlineDaysIssues,
  desireSettingIssues,
  desireTermsIssues,
  effectiveReasonTerms,
  NEW_REASON_DEFAULTS,
  NO_DESIRE_TERMS,
  NO_REASON_TERMS,
  percentIssues,
  previewReasonChange,
  reasonSettingIssues,
  reasonTermsIssues,
  setsNothing,
} from './policy-settings';
import type { EligibilityReason } from './eligibility';

const name = { pt: 'Tamanho', en: 'Size', es: 'Talla' };
const exchange = {
  name,
  trigger: 'T',
  sizeChange: true,
  colourChange: false,
  refund: false,
  storeCredit: false,
  bonusCode: null,
};

describe('policy settings rules', () => {
  it('a deadline is a whole number of days within limits', () => {
    expect(deadlineDaysIssues(30)).toEqual([]);
    expect(deadlineDaysIssues(1.5)).toEqual([{ field: 'slaDays', code: 'wholeDays' }]);
    expect(deadlineDaysIssues(0)).toEqual([{ field: 'slaDays', code: 'deadlineRange' }]);
    expect(deadlineDaysIssues(731)).toEqual([{ field: 'slaDays', code: 'deadlineRange' }]);
  });

  it('a reason needs its name in every language; its days count only while restricted', () => {
    expect(reasonSettingIssues({ name, slaRestricted: true, slaDays: 10 })).toEqual([]);
    expect(reasonSettingIssues({ name, slaRestricted: false, slaDays: 0 })).toEqual([]);
    expect(reasonSettingIssues({ name: { ...name, es: ' ' }, slaRestricted: true, slaDays: 0 })).toEqual([
      { field: 'name.es', code: 'required' },
      { field: 'slaDays', code: 'deadlineRange' },
    ]);
    // An optional message is all three languages or none.
    const half = { pt: 'Fora do prazo', en: '', es: '' };
    expect(reasonSettingIssues({ name, slaRestricted: false, slaDays: 0, outOfDeadlineMessage: half })).toHaveLength(2);
  });

  it("a desire's trigger must fit its flags", () => {
    expect(desireSettingIssues(exchange)).toEqual([]);
    expect(desireSettingIssues({ ...exchange, sizeChange: false })).toEqual([
      { field: 'trigger', code: 'exchangeNeedsSizeOrColour' },
    ]);
    expect(desireSettingIssues({ ...exchange, refund: true })).toEqual([
      { field: 'trigger', code: 'exchangeOnlyExchanges' },
    ]);
    const refund = { ...exchange, trigger: 'E', sizeChange: false, refund: true };
    expect(desireSettingIssues(refund)).toEqual([]);
    expect(desireSettingIssues({ ...refund, storeCredit: true })).toEqual([
      { field: 'trigger', code: 'refundOnlyRefunds' },
    ]);
    const voucher = { ...refund, trigger: 'C', storeCredit: true, bonusCode: 1 };
    expect(desireSettingIssues(voucher)).toEqual([]);
    expect(desireSettingIssues({ ...voucher, storeCredit: false })).toEqual([
      { field: 'trigger', code: 'voucherNeedsStoreCredit' },
      { field: 'bonusCode', code: 'bonusNeedsStoreCredit' },
    ]);
    expect(desireSettingIssues({ ...exchange, trigger: 'X' })).toEqual([{ field: 'trigger', code: 'triggerUnknown' }]);
  });

  it('percentages and coupon settings are whole numbers within limits', () => {
    expect(percentIssues(10)).toEqual([]);
    expect(percentIssues(101)).toEqual([{ field: 'percent', code: 'percentRange' }]);
    expect(percentIssues(2.5)).toEqual([{ field: 'percent', code: 'percentRange' }]);
    expect(couponSettingsIssues({ couponQuantity: 3, couponValidityDays: 30 })).toEqual([]);
    expect(couponSettingsIssues({ couponQuantity: -1, couponValidityDays: 0 })).toEqual([
      { field: 'couponQuantity', code: 'quantityRange' },
      { field: 'couponValidityDays', code: 'validityRange' },
    ]);
  });

  it('the preview counts the lines a shorter deadline makes ineligible', () => {
    const reason = (days: number): EligibilityReason => ({
      ASS_RESTRICAO_SLA: 'S',
      ASS_SLA_TROCA: days,
      ASS_PRI_TROCA: 'S',
      ASS_SEG_TROCA: 'N',
      ASS_MSG_FORA_PRAZO: null,
      ASS_MSG_VEN_MKTP: null,
    });
    const now = new Date('2026-11-27T15:00:00Z');
    const deliveredDaysAgo = (days: number) => ({
      DATA_ENTREGA: new Date(now.getTime() - days * 86_400_000),
      PEDIDO_MKTP: 'N',
      TIPO_REFATU: 'N',
    });
    const lines = [deliveredDaysAgo(2), deliveredDaysAgo(10), deliveredDaysAgo(40)];
    expect(previewReasonChange(lines, reason(30), reason(5), { SCO_VAL_ENTREGA: 'S' }, now)).toEqual({
      becomeIneligible: 1,
      becomeEligible: 0,
      unchanged: 2,
    });
    expect(previewReasonChange(lines, reason(5), reason(60), { SCO_VAL_ENTREGA: 'S' }, now).becomeEligible).toBe(2);
  });
});

describe("a brand's terms over the shared catalogue (ADR 0055)", () => {
  const shared = { slaRestricted: true, slaDays: 30, active: true, operatorOnly: false, requiresImages: false };

  it('a null term keeps the shared value; a set one wins', () => {
    expect(effectiveReasonTerms(shared, null)).toEqual(shared);
    expect(effectiveReasonTerms(shared, { ...NO_REASON_TERMS, slaDays: 7, requiresImages: true })).toEqual({
      ...shared,
      slaDays: 7,
      requiresImages: true,
    });
    expect(effectiveReasonTerms(shared, { ...NO_REASON_TERMS, active: false }).active).toBe(false);
    expect(setsNothing(NO_REASON_TERMS)).toBe(true);
    expect(setsNothing({ ...NO_DESIRE_TERMS, bonus: { code: null } })).toBe(false);
  });

  it("a brand's deadline is whole days within limits, and so is the one it ends up with", () => {
    expect(reasonTermsIssues({ ...NO_REASON_TERMS, slaDays: 7 }, shared)).toEqual([]);
    expect(reasonTermsIssues({ ...NO_REASON_TERMS, slaDays: 0 }, shared)).toEqual([
      { field: 'slaDays', code: 'deadlineRange' },
    ]);
    expect(reasonTermsIssues({ ...NO_REASON_TERMS, slaDays: 2.5 }, shared)).toEqual([
      { field: 'slaDays', code: 'wholeDays' },
    ]);
    // Restricting a reason whose shared deadline is 0 (unrestricted everywhere) needs a deadline of its own.
    expect(
      reasonTermsIssues({ ...NO_REASON_TERMS, slaRestricted: true }, { slaRestricted: false, slaDays: 0 }),
    ).toEqual([{ field: 'slaDays', code: 'deadlineRange' }]);
  });

  it("a brand's bonus only on store credit, its helper text in the three languages", () => {
    const bonus = { ...NO_DESIRE_TERMS, bonus: { code: 1 } };
    expect(desireTermsIssues(bonus, { storeCredit: true })).toEqual([]);
    expect(desireTermsIssues(bonus, { storeCredit: false })).toEqual([
      { field: 'bonusCode', code: 'bonusNeedsStoreCredit' },
    ]);
    expect(desireTermsIssues({ ...NO_DESIRE_TERMS, bonus: { code: null } }, { storeCredit: false })).toEqual([]);
    expect(
      desireTermsIssues(
        { ...NO_DESIRE_TERMS, auxiliaryMessage: { pt: 'Dica', en: '', es: 'Pista' } },
        { storeCredit: false },
      ),
    ).toEqual([{ field: 'auxiliaryMessage.en', code: 'required' }]);
  });

  it('new-reason defaults pass the rules once named', () => {
    expect(reasonSettingIssues({ ...NEW_REASON_DEFAULTS, name: { pt: 'a', en: 'b', es: 'c' } })).toEqual([]);
    expect(reasonSettingIssues(NEW_REASON_DEFAULTS).map((issue) => issue.code)).toEqual([
      'required',
      'required',
      'required',
    ]);
  });
});
