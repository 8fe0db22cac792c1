/**
 * Protocols in several statuses, each with its item, history (past steps) and timeline (future steps), plus one store
 * stockout protocol (CTO_ID 6) with its stockout items. Ids are fixed so tests and people can refer to them; the id
 * sequence is moved past them so protocols created later never collide.
 */
import {
  CONTACT_TYPE,
  DESIRE_TRIGGER,
  ORIGIN,
  REASON,
  STATUS,
  splitPhone,
  timelineFor,
  visibleHistory,
  voucherBonusCents,
  type DesireTrigger,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  protocolHistory,
  protocolItems,
  protocols,
  protocolStockouts,
  protocolTimeline,
  type LocalizedText,
} from '../schema';
import { BRAND_ID } from './brands';
import type { SeedClock } from './clock';
import { VOUCHER_BONUS } from './catalogue';
import { CUSTOMERS } from './customers';
import { DEMO } from './demo-logins';
import { lineKey, ORDER_SEEDS, type CustomerKey } from './orders-data';
import type { SeededLines } from './orders';
import { colourOf, PRODUCTS, type ProductKey } from './products';

interface HistorySeed {
  statusId: number;
  daysAgo: number;
  time: string;
  /**
   * PHS_OBS. A note the shopper reads is given in every language (note_texts; pt is also `note`). An internal note
   * ('Erro', 'Fluxo atend': the history call never sends it) is the back office's pt text only.
   */
  note: LocalizedText | string;
  message?: string;
}

interface ProtocolSeed {
  id: number;
  customer: CustomerKey;
  statusId: number;
  contactType: number;
  /** The order line the protocol's single item returns. */
  line: { orderCode: string; itemSeq: number };
  reasonId: number;
  subReasonId: number;
  desireId: number;
  trigger: DesireTrigger;
  exchangeSize?: string;
  exchangeColour?: string;
  observation?: string;
  /** The customer took the shopping voucher with the bonus instead of the refund. */
  bonusAccepted?: boolean;
  history: HistorySeed[];
  /**
   * The path the protocol follows when it is not its item's (ADR 0010): a stockout that turned an exchange into a
   * refund moves the protocol onto the refund path while the item keeps the desire the shopper chose.
   */
  protocolTrigger?: DesireTrigger;
  stockouts?: { product: ProductKey; colour: string; size: string }[];
}

const OPENED_NOTE: LocalizedText = {
  pt: 'Protocolo aberto pelo portal de trocas.',
  en: 'Protocol opened through the exchanges portal.',
  es: 'Protocolo abierto por el portal de cambios.',
};
const WAITING_POST_NOTE: LocalizedText = {
  pt: 'Aguardando a postagem do produto em uma agência dos Correios.',
  en: 'Waiting for the product to be posted at a Correios post office.',
  es: 'Esperando el envío del producto en una agencia de Correios.',
};
const EXCHANGE_UNDER_ANALYSIS_NOTE: LocalizedText = {
  pt: 'Produto recebido; troca em análise.',
  en: 'Product received; exchange under analysis.',
  es: 'Producto recibido; cambio en análisis.',
};
const POSTAGE_MESSAGE = 'Código de autorização de postagem enviado por e-mail.';

const PROTOCOL_SEEDS: readonly ProtocolSeed[] = [
  {
    id: DEMO.protocols.opened,
    customer: 'ana',
    statusId: STATUS.OPENED,
    contactType: CONTACT_TYPE.ECOMM,
    line: { orderCode: '4820480', itemSeq: 1 },
    reasonId: REASON.SIZE_DID_NOT_FIT,
    subReasonId: 161,
    desireId: 1,
    trigger: DESIRE_TRIGGER.EXCHANGE,
    exchangeSize: 'G',
    observation: 'Ficou apertada nos ombros; prefiro um tamanho maior.',
    history: [{ statusId: STATUS.OPENED, daysAgo: 2, time: '09:12', note: OPENED_NOTE }],
  },
  {
    id: DEMO.protocols.awaitingAnalysis,
    customer: 'ana',
    statusId: STATUS.AWAITING_ANALYSIS,
    contactType: CONTACT_TYPE.ECOMM,
    line: { orderCode: '4819802', itemSeq: 1 },
    reasonId: REASON.ARRIVED_DEFECTIVE,
    subReasonId: 202,
    desireId: 13,
    trigger: DESIRE_TRIGGER.REFUND,
    observation: 'A cor desbotou na primeira lavagem, seguindo as instruções da etiqueta.',
    history: [
      { statusId: STATUS.OPENED, daysAgo: 35, time: '10:05', note: OPENED_NOTE },
      // Internal workflow notes: the history call leaves them out.
      {
        statusId: STATUS.COMMENTS,
        daysAgo: 35,
        time: '10:06',
        note: 'Fluxo atendimento automático: autorização de postagem gerada.',
      },
      {
        statusId: STATUS.WAITING_PRODUCT,
        daysAgo: 34,
        time: '09:30',
        note: WAITING_POST_NOTE,
        message: POSTAGE_MESSAGE,
      },
      {
        statusId: STATUS.AWAITING_ANALYSIS,
        daysAgo: 29,
        time: '16:20',
        note: {
          pt: 'Produto recebido no centro de distribuição e encaminhado para a análise de qualidade.',
          en: 'Product received at the distribution centre and sent for quality analysis.',
          es: 'Producto recibido en el centro de distribución y enviado al análisis de calidad.',
        },
      },
    ],
  },
  {
    id: DEMO.protocols.finished,
    customer: 'ana',
    statusId: STATUS.FINISHED,
    contactType: CONTACT_TYPE.ECOMM,
    line: { orderCode: '4818950', itemSeq: 1 },
    reasonId: REASON.SIZE_DID_NOT_FIT,
    subReasonId: 162,
    desireId: 5,
    trigger: DESIRE_TRIGGER.VOUCHER,
    bonusAccepted: true,
    observation: 'Ficou grande; prefiro o vale-compras com bônus.',
    history: [
      { statusId: STATUS.OPENED, daysAgo: 75, time: '18:47', note: OPENED_NOTE },
      {
        statusId: STATUS.WAITING_PRODUCT,
        daysAgo: 74,
        time: '08:10',
        note: WAITING_POST_NOTE,
        message: POSTAGE_MESSAGE,
      },
      {
        statusId: STATUS.AWAITING_ANALYSIS,
        daysAgo: 71,
        time: '15:02',
        note: {
          pt: 'Produto recebido; conferência em andamento.',
          en: 'Product received; inspection in progress.',
          es: 'Producto recibido; revisión en curso.',
        },
      },
      // A failed integration attempt, retried: the history call leaves it out.
      {
        statusId: STATUS.ERROR,
        daysAgo: 71,
        time: '15:03',
        note: 'Erro na integração com o sistema de crédito; nova tentativa agendada.',
      },
      {
        statusId: STATUS.AWAITING_CREDIT_NOTE,
        daysAgo: 71,
        time: '15:30',
        note: {
          pt: 'Aguardando a emissão da nota de crédito.',
          en: 'Waiting for the credit note to be issued.',
          es: 'Esperando la emisión de la nota de crédito.',
        },
      },
      {
        statusId: STATUS.CREDIT_NOTE_GENERATED,
        daysAgo: 70,
        time: '11:00',
        note: { pt: 'Nota de crédito gerada.', en: 'Credit note generated.', es: 'Nota de crédito generada.' },
      },
      {
        statusId: STATUS.FINISHED,
        daysAgo: 70,
        time: '11:05',
        note: {
          pt: `Vale-compras creditado na carteira com ${VOUCHER_BONUS.percent}% de bônus.`,
          en: `Shopping voucher credited to the wallet with a ${VOUCHER_BONUS.percent}% bonus.`,
          es: `Vale de compra acreditado en la cartera con un bono del ${VOUCHER_BONUS.percent}%.`,
        },
      },
    ],
  },
  {
    id: DEMO.protocols.rejected,
    customer: 'ana',
    statusId: STATUS.REJECTED,
    contactType: CONTACT_TYPE.ECOMM,
    line: { orderCode: '4817733', itemSeq: 1 },
    reasonId: REASON.WRONG_PIECE_RECEIVED,
    subReasonId: 191,
    desireId: 8,
    trigger: DESIRE_TRIGGER.EXCHANGE,
    exchangeSize: '41',
    observation: 'Pedi o tamanho 41 e recebi um par numeração 40.',
    history: [
      { statusId: STATUS.OPENED, daysAgo: 115, time: '20:15', note: OPENED_NOTE },
      {
        statusId: STATUS.WAITING_PRODUCT,
        daysAgo: 114,
        time: '09:00',
        note: WAITING_POST_NOTE,
        message: POSTAGE_MESSAGE,
      },
      {
        statusId: STATUS.AWAITING_ANALYSIS,
        daysAgo: 109,
        time: '14:40',
        note: {
          pt: 'Produto recebido para conferência.',
          en: 'Product received for inspection.',
          es: 'Producto recibido para revisión.',
        },
      },
      {
        statusId: STATUS.REJECTED,
        daysAgo: 108,
        time: '10:20',
        note: {
          pt: 'Conferência concluída: o par recebido é o tamanho 41 do pedido. Solicitação recusada; o produto será reenviado ao cliente.',
          en: 'Inspection completed: the pair received is the size 41 of the order. Request rejected; the product will be sent back to the customer.',
          es: 'Revisión concluida: el par recibido es la talla 41 del pedido. Solicitud rechazada; el producto se reenviará al cliente.',
        },
      },
    ],
  },
  {
    id: DEMO.protocols.storeStockout,
    customer: 'ana',
    statusId: STATUS.AWAITING_REFUND,
    contactType: CONTACT_TYPE.STORE_STOCKOUT,
    line: { orderCode: '4820215', itemSeq: 1 },
    reasonId: REASON.SIZE_DID_NOT_FIT,
    subReasonId: 162,
    desireId: 1,
    trigger: DESIRE_TRIGGER.EXCHANGE,
    exchangeSize: 'G',
    observation: 'Ficou grande; gostaria do tamanho G.',
    history: [
      { statusId: STATUS.OPENED, daysAgo: 18, time: '11:30', note: OPENED_NOTE },
      { statusId: STATUS.AWAITING_ANALYSIS, daysAgo: 15, time: '10:00', note: EXCHANGE_UNDER_ANALYSIS_NOTE },
      {
        statusId: STATUS.APPROVED_FOR_EXCHANGE,
        daysAgo: 14,
        time: '16:45',
        note: { pt: 'Troca aprovada.', en: 'Exchange approved.', es: 'Cambio aprobado.' },
      },
      {
        statusId: STATUS.COMMENTS,
        daysAgo: 14,
        time: '16:50',
        note: {
          pt: 'Ruptura de estoque: Camiseta Dry Fit Branca G sem saldo no centro de distribuição. Troca convertida em estorno.',
          en: 'Out of stock: Camiseta Dry Fit Branca G is not available at the distribution centre. Exchange converted into a refund.',
          es: 'Sin stock: Camiseta Dry Fit Branca G no está disponible en el centro de distribución. Cambio convertido en reembolso.',
        },
      },
      {
        statusId: STATUS.AWAITING_REFUND,
        daysAgo: 13,
        time: '09:15',
        note: {
          pt: 'Aguardando o estorno no cartão de crédito.',
          en: 'Waiting for the refund to the credit card.',
          es: 'Esperando el reembolso en la tarjeta de crédito.',
        },
      },
    ],
    protocolTrigger: DESIRE_TRIGGER.REFUND,
    stockouts: [{ product: 'dryFitTee', colour: 'Branca', size: 'G' }],
  },
  {
    id: DEMO.protocols.bruno,
    customer: 'bruno',
    statusId: STATUS.APPROVED_FOR_EXCHANGE,
    contactType: CONTACT_TYPE.ECOMM,
    line: { orderCode: '4820388', itemSeq: 1 },
    reasonId: REASON.COLOUR_EXCHANGE,
    subReasonId: 171,
    desireId: 2,
    trigger: DESIRE_TRIGGER.EXCHANGE,
    exchangeSize: 'G',
    exchangeColour: 'Azul Marinho',
    observation: 'Gostaria da mesma camiseta na cor azul-marinho.',
    history: [
      { statusId: STATUS.OPENED, daysAgo: 10, time: '19:20', note: OPENED_NOTE },
      {
        statusId: STATUS.WAITING_PRODUCT,
        daysAgo: 9,
        time: '08:40',
        note: WAITING_POST_NOTE,
        message: POSTAGE_MESSAGE,
      },
      { statusId: STATUS.AWAITING_ANALYSIS, daysAgo: 6, time: '13:10', note: EXCHANGE_UNDER_ANALYSIS_NOTE },
      {
        statusId: STATUS.APPROVED_FOR_EXCHANGE,
        daysAgo: 5,
        time: '10:00',
        note: {
          pt: 'Troca aprovada; o novo pedido será gerado em breve.',
          en: 'Exchange approved; the new order will be generated soon.',
          es: 'Cambio aprobado; el nuevo pedido se generará pronto.',
        },
      },
    ],
  },
];

/**
 * The stored future steps, from the same domain rule the timeline call answers with (ADR 0010), so the seeded rows
 * never disagree with what the shopper is shown.
 */
function seedTimeline(seed: ProtocolSeed): number[] {
  const visible = visibleHistory(seed.history.map(historyRow)).map((entry) => entry.statusId);
  return timelineFor(seed.protocolTrigger ?? seed.trigger, visible, seed.statusId);
}

/** The stored note (pt) and its texts: null for an internal note, which the shopper never reads. */
function historyRow(entry: HistorySeed) {
  const [note, noteTexts] = typeof entry.note === 'string' ? [entry.note, null] : [entry.note.pt, entry.note];
  return { statusId: entry.statusId, note, noteTexts, message: entry.message ?? null };
}

function orderOf(orderCode: string) {
  const order = ORDER_SEEDS.find((candidate) => candidate.orderCode === orderCode);
  if (!order) throw new Error(`Protocol refers to unknown order ${orderCode}`);
  return order;
}

function protocolRow(seed: ProtocolSeed, consumerId: number, clock: SeedClock) {
  const order = orderOf(seed.line.orderCode);
  const customer = CUSTOMERS[seed.customer];
  if (!customer.email) throw new Error(`Protocol ${seed.id} needs a customer with an e-mail`);
  const phone = splitPhone(customer.phone);
  const opened = seed.history[0];
  if (!opened) throw new Error(`Protocol ${seed.id} has no history`);
  return {
    id: seed.id,
    brandId: BRAND_ID.CORRE_BRASIL,
    consumerId,
    statusId: seed.statusId,
    reasonId: seed.reasonId,
    desireId: seed.desireId,
    trigger: seed.protocolTrigger ?? seed.trigger,
    contactType: seed.contactType,
    origin: ORIGIN.ECOM,
    invoiceNumber: order.invoiceNumber,
    originalOrderCode: order.orderCode,
    cpf: customer.cpf,
    name: customer.name,
    email: customer.email,
    phoneDdi: phone.ddi,
    phoneDdd: phone.ddd,
    phoneNumber: phone.number,
    cep: customer.address.cep,
    street: customer.address.street,
    streetNumber: customer.address.number,
    complement: customer.address.complement,
    district: customer.address.district,
    city: customer.address.city,
    uf: customer.address.uf,
    addressId: customer.address.addressId,
    addressSeq: customer.address.addressSeq,
    createdAt: clock.at(opened.daysAgo, opened.time),
  };
}

function itemRow(seed: ProtocolSeed, orderLineId: number) {
  const order = orderOf(seed.line.orderCode);
  const line = order.lines.find((candidate) => candidate.itemSeq === seed.line.itemSeq);
  if (!line) throw new Error(`Protocol ${seed.id} refers to a missing line`);
  const product = PRODUCTS[line.product];
  return {
    protocolId: seed.id,
    orderLineId,
    position: 1,
    productCode: product.code,
    productName: product.name,
    colourName: line.colour,
    gridCode: product.gridCode,
    size: line.size,
    exchangeSize: seed.exchangeSize ?? null,
    exchangeColour: seed.exchangeColour ?? null,
    imageUrl: colourOf(product, line.colour).image,
    quantity: 1,
    unitCents: line.grossCents,
    reasonId: seed.reasonId,
    subReasonId: seed.subReasonId,
    desireId: seed.desireId,
    trigger: seed.trigger,
    observation: seed.observation ?? null,
    bonusCents: seed.bonusAccepted ? voucherBonusCents(line.grossCents, VOUCHER_BONUS.percent) : null,
    bonusAccepted: seed.bonusAccepted ?? false,
    companyCode: order.companyCode,
    branchCode: 1,
    invoiceSeq: order.invoiceSeq,
    itemSeq: line.itemSeq,
    invoiceNumber: order.invoiceNumber,
  };
}

function stockoutRows(seed: ProtocolSeed) {
  return (seed.stockouts ?? []).map((stockout) => {
    const product = PRODUCTS[stockout.product];
    const line = orderOf(seed.line.orderCode).lines.find((candidate) => candidate.itemSeq === seed.line.itemSeq);
    return {
      protocolId: seed.id,
      productCode: product.code,
      productName: product.name,
      size: stockout.size,
      colourName: stockout.colour,
      imageUrl: colourOf(product, stockout.colour).image,
      quantity: 1,
      unitCents: line?.grossCents ?? 0,
    };
  });
}

/** The gross value Ana's finished protocol turned into store credit, and its bonus: the wallet records both. */
export function finishedProtocolCredit(): {
  valueCents: number;
  bonusCents: number;
  orderCode: string;
  paymentType: number;
} {
  const seed = PROTOCOL_SEEDS.find((candidate) => candidate.id === DEMO.protocols.finished);
  const order = seed && orderOf(seed.line.orderCode);
  const line = order?.lines.find((candidate) => candidate.itemSeq === seed?.line.itemSeq);
  if (!order || !line) throw new Error('The finished protocol has no line');
  return {
    valueCents: line.grossCents,
    bonusCents: voucherBonusCents(line.grossCents, VOUCHER_BONUS.percent),
    orderCode: order.orderCode,
    paymentType: order.paymentType,
  };
}

export async function seedProtocols(
  db: Database,
  consumerIds: Record<CustomerKey, number>,
  lines: SeededLines,
  clock: SeedClock,
): Promise<void> {
  for (const seed of PROTOCOL_SEEDS) {
    const order = orderOf(seed.line.orderCode);
    const line = lines.get(lineKey(order.companyCode, order.orderCode, seed.line.itemSeq));
    if (!line) throw new Error(`Protocol ${seed.id}: its order line was not seeded`);
    const [inserted] = await db
      .insert(protocols)
      .values(protocolRow(seed, consumerIds[seed.customer], clock))
      .onConflictDoNothing()
      .returning({ id: protocols.id });
    // A protocol already there keeps its history: the seed never rewrites what happened to it.
    if (!inserted) continue;
    await db.insert(protocolItems).values(itemRow(seed, line.id));
    await db.insert(protocolHistory).values(
      seed.history.map((entry) => ({
        protocolId: seed.id,
        happenedAt: clock.at(entry.daysAgo, entry.time),
        ...historyRow(entry),
      })),
    );
    const timeline = seedTimeline(seed);
    if (timeline.length > 0) {
      await db
        .insert(protocolTimeline)
        .values(timeline.map((statusId, index) => ({ protocolId: seed.id, position: index + 1, statusId })));
    }
    const stockouts = stockoutRows(seed);
    if (stockouts.length > 0) await db.insert(protocolStockouts).values(stockouts);
  }
  // Explicit ids do not move the serial sequence; without this the next protocol created by the app would collide.
  await db.execute(
    sql`select setval(pg_get_serial_sequence('protocols', 'id'), (select coalesce(max(id), 1) from protocols))`,
  );
}
