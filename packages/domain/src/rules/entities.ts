import type { ShownText } from '../localized';

/**
 * Shapes of the catalogue records the rules read (spec §3), with the wire's own field names so the API can return
 * rows as they are and the web can pass them straight to the rules. Flags are the 'S'/'N' of the wire.
 */

export type YesNo = 'S' | 'N';

/** MOT_GATILHO: what the desire triggers (spec §2, §3). */
export const DESIRE_TRIGGER = { REFUND: 'E', VOUCHER: 'C', EXCHANGE: 'T' } as const;
export type DesireTrigger = (typeof DESIRE_TRIGGER)[keyof typeof DESIRE_TRIGGER];
export const DESIRE_TRIGGERS: readonly DesireTrigger[] = Object.values(DESIRE_TRIGGER);

export function isDesireTrigger(value: unknown): value is DesireTrigger {
  return typeof value === 'string' && (DESIRE_TRIGGERS as readonly string[]).includes(value);
}

/** Subject/reason (ASS_*). `T` is the type of its texts, plain or localized. */
export interface Reason<T = string> {
  ASS_ID: number;
  ASS_NOME: T;
  CTO_ID: number;
  ASS_EXIGE_IMG: YesNo;
  ASS_RESTRICAO_SLA: YesNo;
  /** Days after delivery from which the reason is out of deadline. */
  ASS_SLA_TROCA: number;
  ASS_PRI_TROCA: YesNo;
  ASS_SEG_TROCA: YesNo;
  ASS_PER_DEVOLUCAO: YesNo;
  ASS_MSG_FORA_PRAZO: T | null;
  ASS_MSG_VEN_MKTP: T | null;
  ASS_ATIVO: YesNo;
  ASS_MOT_OPE: YesNo;
}

export interface SubReason<T = string> {
  SMOT_ID: number;
  SMOT_NOME: T;
  ASS_ID: number;
  CTO_ID: number;
}

/** Desire (MOT_*). */
export interface Desire<T = string> {
  MOT_ID: number;
  MOT_NOME: T;
  MOT_ATIVO: YesNo;
  ASS_ID: number;
  MOT_TAMANHO: YesNo;
  MOT_COR: YesNo;
  MOT_ESTORNO: YesNo;
  MOT_VALE_COMPRAS: YesNo;
  MOT_GATILHO: DesireTrigger;
  MOT_MSG_AUXILIAR: T | null;
  BON_CODIGO: number | null;
}

/** Stock/variant line of the product balance call. */
export interface StockVariant {
  COR_CODIGO: string;
  COR_NOME: string;
  /** COR_NOME as shown in the request language (the brand's own text, else COR_NOME said to be pt; ADR 0032). */
  COR_NOME_SHOWN?: ShownText;
  COR_CODHEXA: string | null;
  GRA_TAMANHO: string;
  TAM_ORDEM: number;
  /** The product's whole size grid, 'size | order, ...'. */
  TAMANHOS: string | null;
  /** Units available; 0 means the variant is unavailable. */
  EST_SLD: number;
  EST_TPEST: string | null;
  LINK_IMAGEM: string | null;
}

/** General settings (SCO_*), one record per brand. */
export interface GeneralSettings<T = string> {
  /** 'S' = the delivery date is validated before a reason can be chosen. */
  SCO_VAL_ENTREGA: YesNo;
  /** How many recent coupons the coupon rule looks at. */
  SCO_QTD_CUPOM: number;
  /** Days after which the oldest of those coupons no longer holds a new one back. */
  SCO_VAL_CUPOM: number;
  SCO_MSG_CUPOM: T | null;
  SCO_MSG_CUPOM_INST: T | null;
  SCO_MSG_COMPRAS: T | null;
  SCO_MSG_ESTORNO: T | null;
}
