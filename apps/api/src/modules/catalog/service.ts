import {
  catalogueTexts,
  effectiveDeadlineMessage,
  pickCatalogueText,
  pickLanguage,
  type Desire,
  type GeneralSettings,
  type Language,
  type Reason,
  type StockVariant,
  type SubReason,
  type SubjectsRequest,
} from '@portal/domain';
import type { Database } from '../../db/client';
import type { bonuses, desires, reasons, settings, stockVariants, subReasons } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { coreMessages } from '../../lib/messages';
import { hasBoughtModel } from '../orders/repo';
import * as repo from './repo';
import { optionalText, yesNo } from './wire';

type ReasonRow = typeof reasons.$inferSelect;
type SubReasonRow = typeof subReasons.$inferSelect;
type DesireRow = typeof desires.$inferSelect;
type BonusRow = typeof bonuses.$inferSelect;
type SettingsRow = typeof settings.$inferSelect;
type StockRow = typeof stockVariants.$inferSelect;

export function toReason(row: ReasonRow, lang: Language): Reason {
  return {
    ASS_ID: row.id,
    ASS_NOME: pickLanguage(row.name, lang),
    CTO_ID: row.contactType,
    ASS_EXIGE_IMG: yesNo(row.requiresImages),
    ASS_RESTRICAO_SLA: yesNo(row.slaRestricted),
    ASS_SLA_TROCA: row.slaDays,
    ASS_PRI_TROCA: yesNo(row.firstExchangeAllowed),
    ASS_SEG_TROCA: yesNo(row.secondExchangeAllowed),
    ASS_PER_DEVOLUCAO: yesNo(row.refundAllowed),
    // From the effective deadline (the brand's term over the shared one), never a text that can drift (issue 46).
    ASS_MSG_FORA_PRAZO: optionalText(effectiveDeadlineMessage(row), lang),
    ASS_MSG_VEN_MKTP: optionalText(row.marketplaceMessage, lang),
    ASS_ATIVO: yesNo(row.active),
    ASS_MOT_OPE: yesNo(row.operatorOnly),
  };
}

export function toSubReason(row: SubReasonRow, lang: Language): SubReason {
  return { SMOT_ID: row.id, SMOT_NOME: pickLanguage(row.name, lang), ASS_ID: row.reasonId, CTO_ID: row.contactType };
}

export function toDesire(row: DesireRow, lang: Language): Desire {
  return {
    MOT_ID: row.id,
    MOT_NOME: pickLanguage(row.name, lang),
    MOT_ATIVO: yesNo(row.active),
    ASS_ID: row.reasonId,
    MOT_TAMANHO: yesNo(row.sizeChange),
    MOT_COR: yesNo(row.colourChange),
    MOT_ESTORNO: yesNo(row.refund),
    MOT_VALE_COMPRAS: yesNo(row.storeCredit),
    MOT_GATILHO: row.trigger as Desire['MOT_GATILHO'],
    MOT_MSG_AUXILIAR: optionalText(row.auxiliaryMessage, lang),
    BON_CODIGO: row.bonusCode,
  };
}

export interface Bonus {
  BON_CODIGO: number;
  /** Whole percent. */
  BON_PERCENTUAL: number;
}

export function toBonus(row: BonusRow): Bonus {
  return { BON_CODIGO: row.code, BON_PERCENTUAL: row.percent };
}

export function toSettings(row: SettingsRow, lang: Language): GeneralSettings {
  return {
    SCO_VAL_ENTREGA: yesNo(row.validateDeliveryDate),
    SCO_QTD_CUPOM: row.couponQuantity,
    SCO_VAL_CUPOM: row.couponValidityDays,
    SCO_MSG_CUPOM: pickLanguage(row.couponMessage, lang),
    SCO_MSG_CUPOM_INST: pickLanguage(row.couponInstructions, lang),
    SCO_MSG_COMPRAS: pickLanguage(row.shoppingMessage, lang),
    SCO_MSG_ESTORNO: pickLanguage(row.refundMessage, lang),
  };
}

/**
 * Stock lines of a model with TAMANHOS, the colour's size grid as 'size | order, ...' in grid order (the web builds
 * its size cards from it, so a size sold out in that colour still shows, unselectable).
 */
export function toStockLines(rows: readonly StockRow[], lang: Language = 'pt'): StockVariant[] {
  const gridByColour = new Map<string, StockRow[]>();
  for (const row of rows) {
    const grid = gridByColour.get(row.colourCode);
    if (grid) grid.push(row);
    else gridByColour.set(row.colourCode, [row]);
  }
  const sizesByColour = new Map<string, string>();
  for (const [colour, grid] of gridByColour) {
    grid.sort((a, b) => a.sizeOrder - b.sizeOrder);
    sizesByColour.set(colour, grid.map((row) => `${row.size} | ${row.sizeOrder}`).join(', '));
  }
  return rows.map((row) => ({
    COR_CODIGO: row.colourCode,
    COR_NOME: row.colourName,
    COR_NOME_SHOWN: pickCatalogueText(row.colourName, catalogueTexts(row.colourNameTexts), lang),
    COR_CODHEXA: row.colourHex,
    GRA_TAMANHO: row.size,
    TAM_ORDEM: row.sizeOrder,
    TAMANHOS: sizesByColour.get(row.colourCode) ?? null,
    EST_SLD: row.stock,
    EST_TPEST: row.stockType,
    LINK_IMAGEM: row.imageUrl,
  }));
}

export interface StockQuery {
  consumerId: number;
  companyCodes: readonly number[];
  productModel: string;
  productCode: string;
  /** The request language: a colour's name in it where the brand gives one (ADR 0032). */
  lang?: Language;
}

/**
 * The exchange options of a product the customer bought here. Stock of anything else is not the shopper's business:
 * it answers the same 404 as a model that does not exist, so the call cannot be used to probe the catalogue.
 */
export async function stockForPurchasedModel(db: Database, query: StockQuery): Promise<StockVariant[]> {
  if (!(await hasBoughtModel(db, query))) {
    throw new DomainError('not_found', coreMessages.notFound, { code: 'model_not_purchased' });
  }
  return toStockLines(await repo.listStockOfModel(db, query.productModel), query.lang);
}

/**
 * The reasons a customer may choose (spec §6), narrowed by the optional filters of the subjects call. The body can
 * only narrow: asking for inactive or operator-only reasons gives nothing rather than widening what is shown.
 */
export async function customerReasons(
  db: Database,
  brandId: number,
  filter: SubjectsRequest | null,
  lang: Language,
): Promise<Reason[]> {
  const body = filter ?? {};
  if (body.ass_ativo === 'N' || body.ass_mot_ope === 'S') return [];
  const rows = await repo.listCustomerReasons(db, brandId, {
    id: body.ass_id,
    contactType: body.cto_id,
    name: body.ass_nome || undefined,
    lang,
  });
  return rows.map((row) => toReason(row, lang));
}

export async function customerSubReasons(
  db: Database,
  brandId: number,
  reasonId: number | undefined,
  lang: Language,
): Promise<SubReason[]> {
  return (await repo.listCustomerSubReasons(db, brandId, reasonId)).map((row) => toSubReason(row, lang));
}

export async function customerDesires(
  db: Database,
  brandId: number,
  reasonId: number | undefined,
  lang: Language,
): Promise<Desire[]> {
  return (await repo.listCustomerDesires(db, brandId, reasonId)).map((row) => toDesire(row, lang));
}

export interface BonusQuery {
  code?: number;
  percent?: number;
  /** 'A'/'S' active (the default), 'I'/'N' inactive. */
  status?: 'A' | 'I' | 'S' | 'N';
}

/** Bonuses on offer; a retired bonus is never offered to a customer, so asking for inactive ones gives nothing. */
export async function offeredBonuses(db: Database, query: BonusQuery): Promise<Bonus[]> {
  if (query.status === 'I' || query.status === 'N') return [];
  return (await repo.listBonuses(db, { code: query.code, percent: query.percent, active: true })).map(toBonus);
}

/** The host brand's settings; naming another brand (mar_id) is answered like something that does not exist. */
export async function hostSettings(
  db: Database,
  brandId: number,
  requestedBrandId: number | undefined,
  lang: Language,
): Promise<GeneralSettings> {
  if (requestedBrandId !== undefined && requestedBrandId !== brandId) {
    throw new DomainError('not_found', coreMessages.notFound, { code: 'brand_mismatch' });
  }
  const row = await repo.findSettings(db, brandId);
  if (!row) throw new DomainError('not_found', coreMessages.notFound, { code: 'settings_missing' });
  return toSettings(row, lang);
}

export interface BankEntry {
  BAN_CODIGO: string;
  BAN_NOME: string;
}

const bankCodeOrder = new Intl.Collator('en', { numeric: true });

/** Real banks by code (spec §5); codes are digit strings, compared as numbers so '33' sits before '104'. */
export async function listBanks(db: Database): Promise<BankEntry[]> {
  const rows = await repo.listRealBanks(db);
  return rows
    .sort((a, b) => bankCodeOrder.compare(a.code, b.code))
    .map((row) => ({ BAN_CODIGO: row.code, BAN_NOME: row.name }));
}
