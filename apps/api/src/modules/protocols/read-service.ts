import QRCode from 'qrcode';
import {
  canEditProtocolContact,
  catalogueTexts,
  CONTACT_TYPE,
  isDesireTrigger,
  joinPhone,
  pickCatalogueText,
  pickLanguage,
  resolutionName,
  shopperStatusName,
  commentsAsStepNotes,
  timelineFor,
  visibleHistory,
  type DesireTrigger,
  type Language,
  type ProtocolHistoryEntry,
  type ProtocolItemRecord,
  type ProtocolSummary,
  type ProtocolTimelineStep,
  type StockoutItem,
} from '@portal/domain';
import type { Database } from '../../db/client';
import type { LocalizedText } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { coreMessages } from '../../lib/messages';
import { findConsumer } from '../orders/repo';
import * as repo from './read-repo';

/** Another customer's or brand's protocol is the same 404 as one that does not exist (ARCHITECTURE §6). */
export function protocolNotFound(): DomainError {
  return new DomainError('not_found', coreMessages.notFound, { code: 'protocol_not_found' });
}

export async function requireOwnedProtocol(
  db: Database,
  owner: repo.ProtocolOwner,
  protocolId: number,
): Promise<repo.OwnedProtocol> {
  const protocol = await repo.findOwnedProtocol(db, owner, protocolId);
  if (!protocol) throw protocolNotFound();
  return protocol;
}

/** The protocol's return shipping code as an SVG QR code; 404 while it has none (or it is not the shopper's). */
export async function shippingCodeQrSvg(db: Database, owner: repo.ProtocolOwner, protocolId: number): Promise<string> {
  const protocol = await requireOwnedProtocol(db, owner, protocolId);
  if (!protocol.shippingCode) throw protocolNotFound();
  return QRCode.toString(protocol.shippingCode, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

/** A stored trigger outside E/C/T would be a data error; the exchange path is the longest, so nothing is hidden. */
export function triggerOf(protocol: { trigger: string }): DesireTrigger {
  return isDesireTrigger(protocol.trigger) ? protocol.trigger : 'T';
}

const nameIn = (text: LocalizedText | null, lang: Language) => (text ? pickLanguage(text, lang) : '');

export function toProtocolSummary(row: repo.ProtocolListRow, lang: Language): ProtocolSummary {
  const { protocol } = row;
  const summary: ProtocolSummary = {
    PRT_ID: protocol.id,
    SIT_ID: protocol.statusId,
    SIT_NOME: shopperStatusName(protocol.statusId, lang),
    // What the shopper chose: the refund when she declined the voucher the desire is named after (issue 23 #7).
    MOT_NOME: nameIn(resolutionName(row.desireName, row.desireTrigger, protocol.trigger), lang),
    ASS_NOME: nameIn(row.reasonName, lang),
    SMOT_NOME: nameIn(row.subReasonName, lang),
    PRODUTOS: row.productNames,
    PRODUTOS_SHOWN: row.productNames.map((name, index) =>
      pickCatalogueText(name, catalogueTexts(row.productNameTexts[index]), lang),
    ),
    PRT_DTCRIACAO: protocol.createdAt.toISOString(),
    PRT_NFISCAL: protocol.invoiceNumber,
    PEDIDO_ORIGINAL: protocol.originalOrderCode,
    CTO_ID: protocol.contactType,
    CON_CPF: protocol.cpf,
    CON_NOME: protocol.name,
    CON_FONE_CEL: joinPhone({ ddi: protocol.phoneDdi, ddd: protocol.phoneDdd, number: protocol.phoneNumber }),
    USU_EMAIL: protocol.email,
    CON_CEP: protocol.cep,
    CON_ENDERECO: protocol.street,
    CON_ENDNUM: protocol.streetNumber,
    CON_COMPL: protocol.complement ?? '',
    CON_BAIRRO: protocol.district,
    CON_CIDADE: protocol.city,
    CON_UF: protocol.uf,
    MOT_GATILHO: triggerOf(protocol),
    shippingCode: protocol.shippingCode,
  };
  if (row.historyStatuses) {
    const check = canEditProtocolContact(triggerOf(protocol), row.historyStatuses);
    summary.EDITA_CONTATO = check.editable ? 'S' : 'N';
  }
  return summary;
}

/**
 * The list (`calls`). With `protocolId` it narrows to that protocol, and a missing or foreign one is the 404 of every
 * other protocol call; a customer with neither e-mail nor phone still gets the empty list (spec §6).
 */
export async function listCalls(
  db: Database,
  owner: repo.ProtocolOwner,
  lang: Language,
  protocolId?: number,
): Promise<ProtocolSummary[]> {
  const rows = await repo.listProtocols(db, owner, protocolId);
  if (rows.length === 0 && protocolId !== undefined) {
    const consumer = await findConsumer(db, owner.consumerId);
    if (consumer && (consumer.email || consumer.phone)) throw protocolNotFound();
  }
  return rows.map((row) => toProtocolSummary(row, lang));
}

type HistoryRow = Awaited<ReturnType<typeof repo.historyOf>>[number];

function toHistoryEntry(entry: HistoryRow, lang: Language): ProtocolHistoryEntry {
  return {
    SIT_ID: entry.statusId,
    SIT_NOME: shopperStatusName(entry.statusId, lang),
    PHS_DATA: entry.happenedAt.toISOString(),
    PHS_OBS: entry.noteTexts ? pickLanguage(entry.noteTexts, lang) : entry.note,
    MSG_DESC: entry.message,
  };
}

/** The history the shopper may see (`history`), oldest first, internal entries never sent. */
export async function historyFor(
  db: Database,
  owner: repo.ProtocolOwner,
  protocolId: number,
  lang: Language,
): Promise<ProtocolHistoryEntry[]> {
  const protocol = await requireOwnedProtocol(db, owner, protocolId);
  const entries = visibleHistory(await repo.historyOf(db, protocol.id));
  // Comments are notes on the step they were written at: the last entry stays the current status (issue 24).
  return commentsAsStepNotes(entries.map((entry) => toHistoryEntry(entry, lang)));
}

/**
 * The future steps (`timeline`) from the same visible history the history call sends, so the two always agree:
 * the path after the furthest step reached, nothing once the stored current status is closed (ADR 0010).
 */
export async function timelineForProtocol(
  db: Database,
  owner: repo.ProtocolOwner,
  protocolId: number,
  lang: Language,
): Promise<ProtocolTimelineStep[]> {
  const protocol = await requireOwnedProtocol(db, owner, protocolId);
  const statuses = visibleHistory(await repo.historyOf(db, protocol.id)).map((entry) => entry.statusId);
  return timelineFor(triggerOf(protocol), statuses, protocol.statusId).map((id) => ({
    SIT_ID_NEW: id,
    SIT_NOME: shopperStatusName(id, lang),
  }));
}

/** The items (`itemsb2c`); money in integer cents. */
export async function itemsFor(
  db: Database,
  owner: repo.ProtocolOwner,
  protocolId: number,
  lang: Language,
): Promise<ProtocolItemRecord[]> {
  const protocol = await requireOwnedProtocol(db, owner, protocolId);
  const rows = await repo.itemsOf(db, protocol.id);
  return rows.map(({ item, reasonName, desireName, desireTrigger, ...texts }) => ({
    ITP_ID: item.id,
    LINK_IMAGEM: item.imageUrl,
    PRO_RESUMIDO: item.productName,
    // The stored names stay as the protocol was opened with; beside them, the ones to show (ADR 0032).
    PRO_RESUMIDO_SHOWN: pickCatalogueText(item.productName, catalogueTexts(texts.productNameTexts), lang),
    COR_NOME_SHOWN: pickCatalogueText(item.colourName, catalogueTexts(texts.colourNameTexts), lang),
    COR_TROCA_SHOWN: item.exchangeColour
      ? pickCatalogueText(item.exchangeColour, catalogueTexts(texts.exchangeColourTexts), lang)
      : null,
    PRO_CODIGO: item.productCode,
    ITP_QTDEV: item.quantity,
    ITF_VLUNIT: item.unitCents,
    GRA_TAMANHO: item.size,
    COR_NOME: item.colourName,
    TAMANHO_TROCA: item.exchangeSize,
    COR_TROCA: item.exchangeColour,
    ASS_NOME: nameIn(reasonName, lang),
    MOT_NOME: nameIn(resolutionName(desireName, desireTrigger, item.trigger), lang),
    PRT_VALOR_BONUS: item.bonusAccepted ? item.bonusCents : null,
  }));
}

/** The stockout items (`stockouts`) of a store stockout protocol (CTO_ID 6); empty for any other. */
export async function stockoutsFor(
  db: Database,
  owner: repo.ProtocolOwner,
  protocolId: number,
): Promise<StockoutItem[]> {
  const protocol = await requireOwnedProtocol(db, owner, protocolId);
  // Only a store stockout request (spec §3 contact types: RupturaLoja 6) has stockout items.
  if (protocol.contactType !== CONTACT_TYPE.STORE_STOCKOUT) return [];
  const rows = await repo.stockoutsOf(db, protocol.id);
  return rows.map((row) => ({
    LINK_IMAGEM: row.imageUrl,
    PRO_RESUMIDO: row.productName,
    PRO_CODIGO: row.productCode,
    GRA_TAMANHO: row.size,
    COR_NOME: row.colourName,
    ITP_QTDEV: row.quantity,
    ITF_VLUNIT: row.unitCents,
  }));
}
