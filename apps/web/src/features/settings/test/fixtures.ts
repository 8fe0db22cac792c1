import { NEW_REASON_DEFAULTS } from '@portal/domain';
import type { DesireSetting, GeneralSettings, ReasonSetting } from '../api/settings-api';

/** Reason 16 and its size exchange as the seed has them, for the settings forms' tests. */
export const REASON_NAME = { pt: 'Tamanho não serviu', en: 'Size did not fit', es: 'La talla no sirvió' };
// Reason 16 is seeded with the new-reason defaults (30 days, no photos, first exchange and refund allowed).
export const REASON: ReasonSetting = { id: 16, ...NEW_REASON_DEFAULTS, name: REASON_NAME };
export const DESIRE: DesireSetting = {
  id: 1,
  reasonId: 16,
  name: REASON_NAME,
  active: true,
  trigger: 'T',
  sizeChange: true,
  colourChange: false,
  refund: false,
  storeCredit: false,
  bonusCode: null,
  auxiliaryMessage: null,
};

const text = (pt: string) => ({ pt, en: `${pt} (en)`, es: `${pt} (es)` });
export const GENERAL: GeneralSettings = {
  validateDeliveryDate: true,
  couponQuantity: 3,
  couponValidityDays: 30,
  couponMessage: text('Cupom'),
  couponInstructions: text('Instruções'),
  shoppingMessage: text('Vale-compras'),
  refundMessage: text('Estorno'),
};
