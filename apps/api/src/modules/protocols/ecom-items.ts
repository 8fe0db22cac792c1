import {
  checkEligibility,
  DESIRE_TRIGGER,
  desireMode,
  effectiveDeadlineMessage,
  desiresFor,
  exchangeRuleOf,
  formatMoney,
  hasStockFor,
  isExchangeDesire,
  isDesireTrigger,
  isExchangeToBoughtVariant,
  isRefundDesire,
  isVoucherAcceptable,
  isVoucherOfferDesire,
  lineHoldOf,
  orderCardIssues,
  requiresBankData,
  voucherBonusCents,
  type DesireTrigger,
  type EligibilityReason,
  type ProtocolItem,
} from '@portal/domain';
import type { Database } from '../../db/client';
import type { LocalizedText, reasons } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { toDesire, toStockLines } from '../catalog/service';
import { listStockOfModel } from '../catalog/repo';
import { yesNo } from '../catalog/wire';
import { fieldError, fieldMessage } from './payload';
import { protocolMessages } from './messages';
import * as repo from './repo';
import type { BankValues, ResolvedItem } from './types';
import { openingTerms } from './opening-terms';

type ReasonRow = typeof reasons.$inferSelect;

export interface EcomItemContext {
  tx: Database;
  consumer: { id: number; cpf: string | null };
  /** The host brand: only its companies' lines are found. */
  brandId: number;
  /** SCO_VAL_ENTREGA of the brand: false skips the delivery-date check. */
  validateDeliveryDate: boolean;
  /** The statuses in which a protocol holds its lines: open ones and those that settled them (ADR 0030). */
  openStatusIds: readonly number[];
  bank: BankValues;
  now: Date;
}

function rule(text: LocalizedText, code: string, product: string, params: Record<string, string | number> = {}) {
  return new DomainError('rule', text, { code, params: { product, ...params } });
}

export function eligibilityReason(row: ReasonRow): EligibilityReason<LocalizedText> {
  return {
    ASS_RESTRICAO_SLA: yesNo(row.slaRestricted),
    ASS_SLA_TROCA: row.slaDays,
    ASS_PRI_TROCA: yesNo(row.firstExchangeAllowed),
    ASS_SEG_TROCA: yesNo(row.secondExchangeAllowed),
    ASS_MSG_FORA_PRAZO: effectiveDeadlineMessage(row),
    ASS_MSG_VEN_MKTP: row.marketplaceMessage,
  };
}

const SETTLED_LINE: Record<DesireTrigger, { text: LocalizedText; code: string }> = {
  E: { text: protocolMessages.lineAlreadyRefunded, code: 'line_already_refunded' },
  C: { text: protocolMessages.lineAlreadyCredited, code: 'line_already_credited' },
  T: { text: protocolMessages.lineAlreadyExchanged, code: 'line_already_exchanged' },
};

/**
 * Why a held line cannot be requested (ADR 0030): an open protocol has it (409 line_in_open_protocol), or a protocol
 * already gave it back, and the refusal says which protocol and how (409 line_already_refunded/credited/exchanged).
 */
async function lineHeldError(tx: Database, lineId: number, holdingStatusIds: readonly number[], product: string) {
  const holder = await repo.findLineHolder(tx, lineId, holdingStatusIds);
  if (!holder || lineHoldOf(holder.statusId) === 'open') {
    return new DomainError('conflict', protocolMessages.lineInOpenProtocol, {
      code: 'line_in_open_protocol',
      params: { product },
    });
  }
  const settled = SETTLED_LINE[isDesireTrigger(holder.trigger) ? holder.trigger : DESIRE_TRIGGER.EXCHANGE];
  return new DomainError('conflict', settled.text, {
    code: settled.code,
    params: { product, protocol: holder.protocolId },
  });
}

/** Finds the order line an online-purchase item names; someone else's line reads exactly like a missing one. */
export async function findEcomLine(context: EcomItemContext, item: ProtocolItem, lock: boolean) {
  const line = await repo.findCustomerOrderLine(
    context.tx,
    { consumerId: context.consumer.id, brandId: context.brandId },
    {
      companyCode: item.empresaCodigo ?? 0,
      invoiceSeq: item.sequenciaFat ?? 0,
      itemSeq: item.itemFatSequencia ?? 0,
      productCode: item.produtoCodigo,
      invoiceNumber: item.numeroNF,
      size: item.gradeTamanho,
      colourName: item.produtoCor,
    },
    lock,
  );
  if (!line) {
    throw new DomainError('not_found', protocolMessages.orderLineNotFound, {
      code: 'order_line_not_found',
      params: { product: item.produtoNome },
    });
  }
  return line;
}

/**
 * Every rule an online-purchase item must pass, in the order the order card applies them (spec §4), on the line as
 * stored rather than as sent. The line must already be locked by the caller. Returns what the protocol stores.
 */
export async function resolveEcomItem(
  context: EcomItemContext,
  item: ProtocolItem,
  exchangeColour: string,
  found: repo.CustomerOrderLine,
): Promise<ResolvedItem> {
  const { tx } = context;
  const { line, order } = found;
  const product = line.productName;

  // The catalogue choice and whether an open protocol holds the (locked) line come in one round trip; the line is
  // checked first, as before. An unknown reason gives no row, and then the line is asked about on its own.
  const choice = await repo.findCatalogChoice(
    tx,
    {
      brandId: context.brandId,
      reasonId: item.motivoCodigo,
      subReasonId: item.smotivoCodigo,
      desireId: item.desejoCodigo,
    },
    { orderLineId: line.id, openStatusIds: context.openStatusIds },
  );
  const held = choice ? choice.lineInOpenProtocol : await repo.isLineInOpenProtocol(tx, line.id, context.openStatusIds);
  if (held) throw await lineHeldError(tx, line.id, context.openStatusIds, product);
  if (item.qtdDevolucao > line.quantity) {
    throw new DomainError('validation', protocolMessages.quantityInvalid, {
      code: 'quantity_invalid',
      params: { product },
    });
  }

  // Catalogue: what a customer may ever pick (spec §6), and the three choices belong together.
  const reason = choice?.reason;
  if (!choice || !reason || !reason.active || reason.operatorOnly) {
    throw rule(protocolMessages.reasonNotAvailable, 'reason_not_available', product);
  }
  const subReason = choice.subReason;
  if (item.smotivoCodigo !== undefined && (!subReason?.active || subReason.reasonId !== reason.id)) {
    throw rule(protocolMessages.subReasonNotAvailable, 'sub_reason_not_available', product);
  }
  const desireRow = choice.desire;
  if (!desireRow || !desireRow.active || desireRow.reasonId !== reason.id) {
    throw rule(protocolMessages.desireNotAvailable, 'desire_not_available', product);
  }
  const desire = toDesire(desireRow, 'pt');

  // The reason chain: delivery date, marketplace, deadline, then first/second exchange.
  const eligibility = checkEligibility(
    { DATA_ENTREGA: line.deliveredAt, PEDIDO_MKTP: yesNo(order.isMarketplace), TIPO_REFATU: yesNo(line.isReinvoice) },
    eligibilityReason(reason),
    { SCO_VAL_ENTREGA: yesNo(context.validateDeliveryDate) },
    context.now,
  );
  if (!eligibility.ok) {
    if (eligibility.block === 'missingDeliveryDate') throw fieldError('deliveryDateRequired', undefined, 'rule');
    const fallback =
      eligibility.block === 'marketplace' ? protocolMessages.marketplace : protocolMessages.outOfDeadline;
    throw rule(
      eligibility.message ?? fallback,
      eligibility.block === 'marketplace' ? 'marketplace_order' : 'out_of_deadline',
      product,
    );
  }
  const reasonFlags = { ASS_ID: reason.id, ASS_PER_DEVOLUCAO: yesNo(reason.refundAllowed) };
  if (desiresFor([desire], reasonFlags, { allowExchangeDesires: eligibility.allowExchangeDesires }).length === 0) {
    if (isExchangeDesire(desire) && !eligibility.allowExchangeDesires) {
      throw eligibility.secondExchangeDenied
        ? rule(protocolMessages.secondExchangeNotAllowed, 'second_exchange_not_allowed', product)
        : rule(protocolMessages.exchangeNotAllowed, 'exchange_not_allowed', product);
    }
    if (isRefundDesire(desire)) throw rule(protocolMessages.refundNotAllowed, 'refund_not_allowed', product);
    throw rule(protocolMessages.desireNotAvailable, 'desire_not_available', product);
  }

  // The voucher: offered only by the refund-or-credit desire, worth what the domain formula says, needing a CPF.
  const voucherAccepted = item.prt_sit_bonus === 'S';
  let bonusCents: number | null = null;
  if (voucherAccepted) {
    const bonus = desireRow.bonusCode === null ? null : await repo.findActiveBonus(tx, desireRow.bonusCode);
    if (!isVoucherOfferDesire({ ...desire, MOT_NOME: desireRow.name }) || !bonus) {
      throw rule(protocolMessages.voucherNotOffered, 'voucher_not_offered', product);
    }
    const expected = voucherBonusCents(line.grossCents, bonus.percent);
    if (item.prt_valor_bonus !== expected) {
      throw rule(protocolMessages.voucherValueMismatch, 'voucher_value_mismatch', product, {
        expected: formatMoney(expected),
      });
    }
    if (!isVoucherAcceptable({ CON_CPF: context.consumer.cpf })) {
      throw new DomainError('rule', fieldMessage('cpfNotRegistered'), {
        code: 'voucher_requires_cpf',
        severity: 'WARN',
      });
    }
    bonusCents = expected;
  }

  // The card's own fields: exchange size and colour, observations, bank data for a payment reversal.
  const cardContext = {
    subReasonCount: choice.subReasonCount,
    desire,
    paymentType: order.paymentType,
    voucherAccepted,
  };
  const [issue] = orderCardIssues(
    {
      motivoCodigo: item.motivoCodigo,
      smotivoCodigo: item.smotivoCodigo ?? null,
      desejoCodigo: item.desejoCodigo ?? null,
      observacao: item.observacao,
      tamanhoTroca: item.tamanhoTroca,
      corTroca: exchangeColour,
      ...context.bank,
    },
    cardContext,
  );
  if (issue) throw fieldError(issue.code, issue.field);

  // An exchange must have the wanted size (and colour) in stock.
  const mode = desireMode(desire);
  const isExchange = isExchangeDesire(desire);
  const exchangeSize = isExchange ? item.tamanhoTroca || line.size : null;
  const targetColour = isExchange ? (mode.colourExchange ? exchangeColour : line.colourName) : null;
  // Issue 11: an exchange that changes size or colour may not ask for the piece already bought (a 400 naming it).
  const bought = { size: line.size, colour: line.colourName };
  const wanted = { size: exchangeSize ?? line.size, colour: targetColour };
  if (isExchange && isExchangeToBoughtVariant(exchangeRuleOf(desire), bought, wanted)) {
    throw new DomainError('validation', protocolMessages.sameVariantExchange, {
      code: 'same_variant_exchange',
      params: { product, size: line.size, colour: line.colourName },
    });
  }
  if (exchangeSize !== null && targetColour !== null) {
    const stock = toStockLines(await listStockOfModel(tx, line.productModel));
    if (!hasStockFor(stock, exchangeSize, targetColour)) {
      throw rule(protocolMessages.outOfStock, 'out_of_stock', product, { size: exchangeSize, colour: targetColour });
    }
  }

  // The refund-or-voucher desire follows the voucher flow when the voucher is taken and the refund flow otherwise.
  const trigger: DesireTrigger = isVoucherOfferDesire({ ...desire, MOT_NOME: desireRow.name })
    ? voucherAccepted
      ? DESIRE_TRIGGER.VOUCHER
      : DESIRE_TRIGGER.REFUND
    : desire.MOT_GATILHO;
  return {
    orderLineId: line.id,
    reasonId: reason.id,
    desireId: desireRow.id,
    contactType: reason.contactType,
    trigger,
    needsBankData: requiresBankData(cardContext),
    invoiceNumber: line.invoiceNumber,
    orderCode: order.orderCode,
    orderAddress: {
      addressId: order.addressId,
      addressSeq: order.addressSeq,
      cep: order.cep,
      street: order.street,
      streetNumber: order.streetNumber,
      complement: order.complement,
      district: order.district,
      city: order.city,
      uf: order.uf,
    },
    values: {
      orderLineId: line.id,
      position: 0,
      productCode: line.productCode,
      productName: line.productName,
      colourName: line.colourName,
      gridCode: line.gridCode,
      size: line.size,
      exchangeSize,
      exchangeColour: mode.colourExchange ? targetColour : null,
      imageUrl: line.imageUrl,
      quantity: item.qtdDevolucao,
      unitCents: line.grossCents,
      reasonId: reason.id,
      subReasonId: subReason?.id ?? null,
      desireId: desireRow.id,
      trigger,
      observation: item.observacao || null,
      bonusCents,
      bonusAccepted: voucherAccepted,
      ...openingTerms(reason),
      companyCode: order.companyCode,
      branchCode: order.branchCode,
      invoiceSeq: line.invoiceSeq,
      itemSeq: line.itemSeq,
      invoiceNumber: line.invoiceNumber,
    },
  };
}
