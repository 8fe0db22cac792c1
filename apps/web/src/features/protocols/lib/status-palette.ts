import { STATUS } from '@portal/domain';

/**
 * The colour of each protocol status (spec §2 'colour class per status id'), one table for the list cards and the
 * detail. Fixed colours rather than the brand's: a status must read the same at every brand, and the pairs are chosen
 * so the text passes WCAG AA (4.5:1) on its background in every theme (the page background is always light).
 */
export type StatusTone = 'neutral' | 'opened' | 'waiting' | 'progress' | 'finished' | 'closed';

export interface ToneColours {
  /** Text (and the timeline dot of the current step). */
  fg: string;
  bg: string;
  border: string;
}

export const TONE_COLOURS: Readonly<Record<StatusTone, ToneColours>> = {
  neutral: { fg: '#343A40', bg: '#F1F3F5', border: '#ADB5BD' },
  opened: { fg: '#1C4E9C', bg: '#E7F0FF', border: '#7DA7E8' },
  waiting: { fg: '#7A4100', bg: '#FFF3D6', border: '#E5A93B' },
  progress: { fg: '#0B5E4A', bg: '#E2F6EF', border: '#5FBFA0' },
  finished: { fg: '#1E6B26', bg: '#E6F5E6', border: '#6CBF74' },
  closed: { fg: '#A1191B', bg: '#FDECEC', border: '#E88A8B' },
};

const TONES: Readonly<Record<number, StatusTone>> = {
  [STATUS.ERROR]: 'closed',
  [STATUS.COMMENTS]: 'neutral',
  [STATUS.OPENED]: 'opened',
  [STATUS.WAITING_PRODUCT]: 'waiting',
  [STATUS.AWAITING_ANALYSIS]: 'waiting',
  [STATUS.APPROVED_FOR_EXCHANGE]: 'progress',
  [STATUS.ORDER_GENERATED]: 'progress',
  [STATUS.AWAITING_SHIPMENT]: 'waiting',
  [STATUS.EXPIRED]: 'closed',
  [STATUS.NOT_APPROVED_FOR_EXCHANGE]: 'closed',
  [STATUS.NOT_INCLUDED]: 'closed',
  [STATUS.REJECTED]: 'closed',
  [STATUS.FINISHED]: 'finished',
  [STATUS.AWAITING_REFUND_SEDEX]: 'waiting',
  [STATUS.FORWARDED_TO_SELLER]: 'waiting',
  [STATUS.RESERVED_ORDER]: 'progress',
  [STATUS.INVOICE_ISSUED]: 'progress',
  [STATUS.POST_OBJECT_GENERATED]: 'progress',
  [STATUS.AWAITING_REFUND]: 'waiting',
  [STATUS.REFUND_REQUESTED]: 'progress',
  [STATUS.AWAITING_ENTRY_INVOICE_FOR_REFUND]: 'waiting',
  [STATUS.AWAITING_ATTENTION]: 'waiting',
  [STATUS.AWAITING_CREDIT_NOTE]: 'waiting',
  [STATUS.CREDIT_NOTE_GENERATED]: 'progress',
};

/** The tone of a status; an id outside the catalogue is neutral rather than failing. */
export function statusTone(statusId: number): StatusTone {
  return TONES[statusId] ?? 'neutral';
}

export function statusColours(statusId: number): ToneColours {
  return TONE_COLOURS[statusTone(statusId)];
}
