import {
  checkEligibility,
  CONTACT_TYPE,
  desireMode,
  effectiveDeadlineMessage,
  desiresFor,
  isExchangeDesire,
  isRefundDesire,
  isVoucherOfferDesire,
  orderCardIssues,
  outsideStoreItemIssues,
  requiresBankData,
  saoPauloDateKey,
  type ProtocolItem,
} from '@portal/domain';
import type { Database } from '../../db/client';
import type { LocalizedText } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { toDesire } from '../catalog/service';
import { yesNo } from '../catalog/wire';
import { fieldError } from './payload';
import { protocolMessages } from './messages';
import * as repo from './repo';
import type { BankValues, ResolvedItem } from './types';
import { openingTerms } from './opening-terms';

export interface OutsideStoreItemContext {
  tx: Database;
  /** The host brand: its terms over the shared catalogue apply (ADR 0055). */
  brandId: number;
  /** The request's bank fields: a refund pays into them (issue 46). */
  bank: BankValues;
  now: Date;
}

/** The bank fields sit at the payload's top level, not in an item. */
const bankFieldNames = new Set<string>(['ban_codigo', 'cli_agencia', 'cli_conta', 'cli_chavepix']);

function refusal(text: LocalizedText, code: string, product: string): DomainError {
  return new DomainError('rule', text, { code, params: { product } });
}

/**
 * Every rule an item bought outside the online store (origem 'sac') must pass on the server (issue 13, ADR 0021).
 * The wire schema already required the store name and city, the purchase date, the product's name, colour and size,
 * the invoice number and a value above zero, and checked the CNPJ and store phone when given. Here: the purchase
 * date is not in the future (São Paulo calendar); the reason, sub-reason and desire are a customer's choice that
 * belong together; the reason chain counts its deadline from the purchase date (no marketplace, no re-invoice); and
 * the desire is one this flow offers: no size or colour exchange (no catalogue piece to check stock against) and no
 * shopping voucher (the voucher is worth a share of an online order line). Contact type: Complaint (CTO_ID 1).
 */
export async function resolveOutsideStoreItem(
  context: OutsideStoreItemContext,
  item: ProtocolItem,
  index: number,
): Promise<ResolvedItem> {
  const { tx, now } = context;
  const product = item.produtoNome;
  if (item.dataCompraLoja > saoPauloDateKey(now)) {
    throw fieldError('invalidDate', `items[${index}].dataCompraLoja`);
  }
  // The form's own checks (notes required, size of at most 3 characters), through the same domain rule (issue 24).
  const [formIssue] = outsideStoreItemIssues(item);
  if (formIssue) throw fieldError(formIssue.code, `items[${index}].${formIssue.field}`);

  const choice = await repo.findCatalogChoice(tx, {
    brandId: context.brandId,
    reasonId: item.motivoCodigo,
    subReasonId: item.smotivoCodigo,
    desireId: item.desejoCodigo,
  });
  const reason = choice?.reason;
  if (!choice || !reason?.active || reason.operatorOnly) {
    throw refusal(protocolMessages.reasonNotAvailable, 'reason_not_available', product);
  }
  const subReason = choice.subReason;
  if (item.smotivoCodigo !== undefined && (!subReason?.active || subReason.reasonId !== reason.id)) {
    throw refusal(protocolMessages.subReasonNotAvailable, 'sub_reason_not_available', product);
  }
  const chosen = choice.desire;
  if (!chosen?.active || chosen.reasonId !== reason.id) {
    throw refusal(protocolMessages.desireNotAvailable, 'desire_not_available', product);
  }
  const desire = toDesire(chosen, 'pt');

  // The reason chain, with the purchase date in place of the delivery date.
  const eligibility = checkEligibility(
    { DATA_ENTREGA: item.dataCompraLoja, PEDIDO_MKTP: 'N', TIPO_REFATU: 'N' },
    {
      ASS_RESTRICAO_SLA: yesNo(reason.slaRestricted),
      ASS_SLA_TROCA: reason.slaDays,
      ASS_PRI_TROCA: yesNo(reason.firstExchangeAllowed),
      ASS_SEG_TROCA: yesNo(reason.secondExchangeAllowed),
      ASS_MSG_FORA_PRAZO: effectiveDeadlineMessage(reason),
      ASS_MSG_VEN_MKTP: reason.marketplaceMessage,
    },
    { SCO_VAL_ENTREGA: 'S' },
    now,
  );
  if (!eligibility.ok) {
    // The purchase date is required, so only the deadline can block here.
    const message = 'message' in eligibility ? eligibility.message : null;
    throw refusal(message ?? protocolMessages.outOfDeadline, 'out_of_deadline', product);
  }
  const offered = desiresFor(
    [desire],
    { ASS_ID: reason.id, ASS_PER_DEVOLUCAO: yesNo(reason.refundAllowed) },
    {
      allowExchangeDesires: eligibility.allowExchangeDesires,
    },
  );
  if (offered.length === 0) {
    if (isExchangeDesire(desire)) throw refusal(protocolMessages.exchangeNotAllowed, 'exchange_not_allowed', product);
    if (isRefundDesire(desire)) throw refusal(protocolMessages.refundNotAllowed, 'refund_not_allowed', product);
    throw refusal(protocolMessages.desireNotAvailable, 'desire_not_available', product);
  }
  const mode = desireMode(desire);
  const voucherOffer = isVoucherOfferDesire({ ...desire, MOT_NOME: chosen.name });
  if (mode.sizeExchange || mode.colourExchange || voucherOffer) {
    throw refusal(protocolMessages.desireNotAvailable, 'desire_not_available', product);
  }
  if (item.prt_sit_bonus === 'S') {
    throw refusal(protocolMessages.voucherNotOffered, 'voucher_not_offered', product);
  }

  // The card's own fields: the sub-reason when the reason has some, observations when the desire asks for them, and
  // the account a refund is paid into: a shop purchase has no payment to reverse (issue 46).
  const cardContext = {
    subReasonCount: choice.subReasonCount,
    desire,
    paymentType: null,
    voucherAccepted: false,
    storePurchase: true,
  };
  const [issue] = orderCardIssues(
    {
      motivoCodigo: item.motivoCodigo,
      smotivoCodigo: item.smotivoCodigo ?? null,
      desejoCodigo: item.desejoCodigo ?? null,
      observacao: item.observacao,
      tamanhoTroca: '',
      corTroca: '',
      ...context.bank,
    },
    cardContext,
  );
  if (issue)
    throw fieldError(issue.code, bankFieldNames.has(issue.field) ? issue.field : `items[${index}].${issue.field}`);

  return {
    orderLineId: null,
    reasonId: reason.id,
    desireId: chosen.id,
    // A complaint about a store purchase, whatever the reason's online contact type (ADR 0021).
    contactType: CONTACT_TYPE.COMPLAINT,
    trigger: desire.MOT_GATILHO,
    // No order, so no payment to reverse: a refund is paid into the account given (issue 46, ADR 0080).
    needsBankData: requiresBankData(cardContext),
    invoiceNumber: item.numeroNF,
    orderCode: null,
    orderAddress: null,
    values: {
      orderLineId: null,
      position: 0,
      productCode: item.produtoCodigo,
      productName: item.produtoNome,
      colourName: item.produtoCor,
      gridCode: item.gradeCodigo || null,
      size: item.gradeTamanho,
      exchangeSize: null,
      exchangeColour: null,
      imageUrl: null,
      quantity: item.qtdDevolucao,
      unitCents: item.produtoValor,
      reasonId: reason.id,
      subReasonId: subReason?.id ?? null,
      desireId: chosen.id,
      trigger: desire.MOT_GATILHO,
      observation: item.observacao || null,
      bonusCents: null,
      bonusAccepted: false,
      ...openingTerms(reason),
      companyCode: null,
      branchCode: item.filialCodigo,
      invoiceSeq: null,
      itemSeq: null,
      invoiceNumber: item.numeroNF,
      storeName: item.nomeLoja,
      storeCnpj: item.cnpjLoja || null,
      storePhone: item.telefoneLoja || null,
      storePurchaseDate: item.dataCompraLoja,
      storeAddress: item.enderecoLoja || null,
      storeCity: item.cidadeLoja,
    },
  };
}
