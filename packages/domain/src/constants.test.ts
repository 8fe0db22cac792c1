import { describe, expect, it } from 'vitest';
import * as c from './constants';

/**
 * Spec §9 pinned as literals. Every other test reads these numbers by name, so a changed constant would pass them
 * all; here each value is typed once more, copied from the spec's own words, and a change must be made on purpose in
 * both places (issue 11 item 16).
 */
describe('spec §9 business constants', () => {
  it('alerts and toasts: 5000 ms default, 5000 ms toast, 3000 ms info, others 2 to 3.5 s, 5 s, 8 s, 8 s, 400 ms', () => {
    expect(c.ALERT_HIDE_DELAY_MS).toBe(5000);
    expect(c.TOAST_DELAY_MS).toBe(5000);
    expect(c.INFO_TOAST_DELAY_MS).toBe(3000);
    // 'Other alerts: 2 to 3.5 s'
    expect(c.STOCK_ERROR_ALERT_MS).toBe(3000);
    expect(c.ZIP_NOT_FOUND_ALERT_MS).toBe(2000);
    expect(c.REQUIRED_FIELDS_ALERT_MS).toBe(2500);
    expect(c.PROTOCOL_FAILURE_REDIRECT_MS).toBe(3500);
    expect(c.ABOVE_BALANCE_MESSAGE_MS).toBe(5000);
    expect(c.ITEMS_INVALID_WARNING_MS).toBe(8000);
    expect(c.COPY_CONFIRMATION_MS).toBe(8000);
    expect(c.FILTER_DEBOUNCE_MS).toBe(400);
  });

  it('session cookies expire after 7 days', () => {
    expect(c.SESSION_DAYS).toBe(7);
    expect(c.SESSION_MAX_AGE_SECONDS).toBe(604_800);
  });

  it('stock retry after 2000 ms; counter reset after more than 3 errors', () => {
    expect(c.STOCK_RETRY_DELAY_MS).toBe(2000);
    expect(c.STOCK_MAX_ERRORS_BEFORE_RESET).toBe(3);
  });

  it('sidebar animation 200 ms; mobile is width under 576 px', () => {
    expect(c.SIDEBAR_ANIMATION_MS).toBe(200);
    expect(c.MOBILE_BREAKPOINT_PX).toBe(576);
  });

  it('image zoom 1.0 to 1.3 in steps of 0.1', () => {
    expect(c.IMAGE_ZOOM_MIN).toBe(1.0);
    expect(c.IMAGE_ZOOM_MAX).toBe(1.3);
    expect(c.IMAGE_ZOOM_STEP).toBe(0.1);
  });

  it('field lengths, verification code up to 7 digits, resend countdown 25 s', () => {
    expect([c.AGENCY_MIN_DIGITS, c.AGENCY_MAX_DIGITS]).toEqual([4, 5]);
    expect([c.ACCOUNT_MIN_DIGITS, c.ACCOUNT_MAX_DIGITS]).toEqual([4, 12]);
    expect([c.PHONE_MIN_DIGITS, c.PHONE_MAX_DIGITS]).toEqual([10, 11]);
    expect(c.CPF_DIGITS).toBe(11);
    expect(c.CNPJ_DIGITS).toBe(14);
    expect(c.INVOICE_NUMBER_MAX_DIGITS).toBe(14);
    expect(c.SIZE_MAX_CHARS).toBe(3);
    expect(c.VERIFY_CODE_MAX_LENGTH).toBe(7);
    expect(c.RESEND_COUNTDOWN_SECONDS).toBe(25);
  });

  it('photos: max 5 ordinary and 3 invoice files per item; at least one photo and one invoice where required', () => {
    expect(c.MAX_PHOTOS_PER_ITEM).toBe(5);
    expect(c.MAX_INVOICE_FILES_PER_ITEM).toBe(3);
    expect(c.MIN_PHOTOS_WHEN_REQUIRED).toBe(1);
    expect(c.MIN_INVOICE_FILES_OUTSIDE_STORE).toBe(1);
  });

  it('payment types pix 11, bank slip 7, instalment pix 15, credit card 6, shopping voucher 8; refunds to 6 and 11', () => {
    expect(c.PAYMENT_TYPE.PIX).toBe(11);
    expect(c.PAYMENT_TYPE.BANK_SLIP).toBe(7);
    expect(c.PAYMENT_TYPE.INSTALMENT_PIX).toBe(15);
    expect(c.PAYMENT_TYPE.CREDIT_CARD).toBe(6);
    expect(c.PAYMENT_TYPE.SHOPPING_VOUCHER).toBe(8);
    expect([...c.REFUND_PAYMENT_TYPES].sort((a, b) => a - b)).toEqual([6, 11]);
  });

  it('known reasons 16, 17, 19, 20 and the desires', () => {
    expect(c.REASON).toEqual({
      SIZE_DID_NOT_FIT: 16,
      COLOUR_EXCHANGE: 17,
      WRONG_PIECE_RECEIVED: 19,
      ARRIVED_DEFECTIVE: 20,
    });
    expect(c.DESIRE_SAME_PRODUCT_OTHER_SIZE).toBe(1);
    expect([...c.REFUND_DESIRES]).toEqual([3, 5, 7, 10, 13, 15]);
    expect([...c.EXCHANGE_OR_COLOUR_DESIRES]).toEqual([2, 4, 6, 8, 9, 11, 12]);
    expect([...c.SAME_VARIANT_DESIRES]).toEqual([6, 9]);
  });

  it('defaults: quantity 1, branch 1, item number 1, consumer module 34, ddi 55, origin sac or ecom', () => {
    expect(c.DEFAULT_ITEM_QUANTITY).toBe(1);
    expect(c.DEFAULT_BRANCH).toBe(1);
    expect(c.DEFAULT_ITEM_NUMBER).toBe(1);
    expect(c.CONSUMER_MODULE_ID).toBe(34);
    expect(c.DEFAULT_DDI).toBe('55');
    expect(c.ORIGIN).toEqual({ SAC: 'sac', ECOM: 'ecom' });
  });

  it('refund notice of at least 30 days; languages pt, en, es', () => {
    expect(c.REFUND_MIN_DAYS_NOTICE).toBe(30);
    expect([...c.LANGUAGES]).toEqual(['pt', 'en', 'es']);
    expect(c.DEFAULT_LANGUAGE).toBe('pt');
  });
});
