/**
 * The demo orders. Ana's brand-1 lines each cover one path of the order-card rules (spec §4) and are named by
 * `scenario`; the lines that the seeded protocols use are separate, older ones, so the scenario lines stay requestable.
 * Days are São Paulo calendar days before the seed's `now`.
 */
import { PAYMENT_TYPE } from '@portal/domain';
import type { ProductKey } from './products';

export type CustomerKey = 'ana' | 'bruno' | 'carla' | 'diego' | 'elisa';

export type AnaScenario =
  | 'sizeExchange'
  | 'colourExchange'
  | 'bankSlipRefund'
  | 'voucherOffer'
  | 'stockEmpty'
  | 'otherSizeSoldOut'
  | 'pixRefund'
  | 'reinvoice'
  | 'marketplace'
  | 'noDeliveryDate'
  | 'longAgo'
  | 'fortyFiveDays'
  | 'backofficeVoucher'
  | 'protocolJourney';

export interface LineSeed {
  /** ITE_SEQUENCIA */
  itemSeq: number;
  product: ProductKey;
  colour: string;
  size: string;
  grossCents: number;
  /** null: the carrier never confirmed the delivery (DATA_ENTREGA empty). */
  deliveredDaysAgo: number | null;
  reinvoice?: boolean;
  scenario?: AnaScenario;
}

export interface OrderSeed {
  customer: CustomerKey;
  companyCode: number;
  orderCode: string;
  paymentType: number;
  origin: 'eComm' | 'Omni' | 'Marketplace';
  marketplace?: boolean;
  orderedDaysAgo: number;
  /** NUMERONF */
  invoiceNumber: string;
  /** FAT_SEQUENCIA */
  invoiceSeq: number;
  lines: LineSeed[];
}

const { CREDIT_CARD, BANK_SLIP, PIX, MARKETPLACE, SHOPPING_VOUCHER } = PAYMENT_TYPE;

export const ORDER_SEEDS: readonly OrderSeed[] = [
  // Ana, Corre Brasil (company 1): the rule paths
  {
    customer: 'ana',
    companyCode: 1,
    orderCode: '4820745',
    paymentType: CREDIT_CARD,
    origin: 'eComm',
    orderedDaysAgo: 6,
    invoiceNumber: '000231845',
    invoiceSeq: 517402,
    lines: [
      {
        itemSeq: 1,
        product: 'runningShoe',
        colour: 'Azul Royal',
        size: '40',
        grossCents: 49990,
        deliveredDaysAgo: 2,
        scenario: 'sizeExchange',
      },
      {
        itemSeq: 2,
        product: 'dryFitTee',
        colour: 'Branca',
        size: 'M',
        grossCents: 12990,
        deliveredDaysAgo: 2,
        scenario: 'colourExchange',
      },
    ],
  },
  {
    customer: 'ana',
    companyCode: 1,
    orderCode: '4820768',
    paymentType: MARKETPLACE,
    origin: 'Marketplace',
    marketplace: true,
    orderedDaysAgo: 5,
    invoiceNumber: '000231907',
    invoiceSeq: 517455,
    lines: [
      {
        itemSeq: 1,
        product: 'trailBackpack',
        colour: 'Verde Musgo',
        size: 'U',
        grossCents: 21990,
        deliveredDaysAgo: 2,
        scenario: 'marketplace',
      },
    ],
  },
  {
    customer: 'ana',
    companyCode: 1,
    orderCode: '4820701',
    paymentType: BANK_SLIP,
    origin: 'eComm',
    orderedDaysAgo: 9,
    invoiceNumber: '000231688',
    invoiceSeq: 517311,
    lines: [
      {
        itemSeq: 1,
        product: 'windbreaker',
        colour: 'Vermelha',
        size: 'G',
        grossCents: 29990,
        deliveredDaysAgo: 4,
        scenario: 'bankSlipRefund',
      },
      {
        itemSeq: 2,
        product: 'leggings',
        colour: 'Preta',
        size: 'M',
        grossCents: 18990,
        deliveredDaysAgo: 4,
        scenario: 'voucherOffer',
      },
    ],
  },
  {
    // The back-office journey's own line (e2e backoffice.spec.ts): it takes a voucher protocol to Finished, after which
    // the line is never requestable again (ADR 0030), so it must not be the one Home's voucher tests open.
    customer: 'ana',
    companyCode: 1,
    orderCode: '4820703',
    paymentType: BANK_SLIP,
    origin: 'eComm',
    orderedDaysAgo: 9,
    invoiceNumber: '000231690',
    invoiceSeq: 517333,
    lines: [
      {
        itemSeq: 1,
        product: 'leggings',
        colour: 'Preta',
        size: 'P',
        grossCents: 18990,
        deliveredDaysAgo: 6,
        scenario: 'backofficeVoucher',
      },
    ],
  },
  {
    // The protocol-list journey's own line at the phone width (e2e protocols.spec.ts): it opens a refund here. It used
    // the line of the finished seeded protocol, which a settlement now holds for good (ADR 0030).
    customer: 'ana',
    companyCode: 1,
    orderCode: '4820704',
    paymentType: CREDIT_CARD,
    origin: 'eComm',
    orderedDaysAgo: 9,
    invoiceNumber: '000231691',
    invoiceSeq: 517334,
    lines: [
      {
        itemSeq: 1,
        product: 'dryFitTee',
        colour: 'Azul Marinho',
        size: 'M',
        grossCents: 12990,
        deliveredDaysAgo: 7,
        scenario: 'protocolJourney',
      },
    ],
  },
  {
    // A re-invoice: this pair of shoes was sent as the exchange of an earlier order, so exchanging it again is a second exchange.
    customer: 'ana',
    companyCode: 1,
    orderCode: '4820712',
    paymentType: CREDIT_CARD,
    origin: 'eComm',
    orderedDaysAgo: 8,
    invoiceNumber: '000231702',
    invoiceSeq: 517330,
    lines: [
      {
        itemSeq: 1,
        product: 'runningShoe',
        colour: 'Preto',
        size: '42',
        grossCents: 49990,
        deliveredDaysAgo: 4,
        reinvoice: true,
        scenario: 'reinvoice',
      },
    ],
  },
  {
    customer: 'ana',
    companyCode: 1,
    orderCode: '4820633',
    paymentType: PIX,
    origin: 'Omni',
    orderedDaysAgo: 11,
    invoiceNumber: '000231520',
    invoiceSeq: 517208,
    lines: [
      {
        itemSeq: 1,
        product: 'runningCap',
        colour: 'Preto',
        size: 'U',
        grossCents: 8990,
        deliveredDaysAgo: 7,
        scenario: 'stockEmpty',
      },
      {
        itemSeq: 2,
        product: 'crewSocks',
        colour: 'Branca',
        size: 'G',
        grossCents: 5990,
        deliveredDaysAgo: 7,
        scenario: 'otherSizeSoldOut',
      },
      {
        itemSeq: 3,
        product: 'runningShorts',
        colour: 'Preta',
        size: 'G',
        grossCents: 14990,
        deliveredDaysAgo: 7,
        scenario: 'pixRefund',
      },
    ],
  },
  {
    customer: 'ana',
    companyCode: 1,
    orderCode: '4820790',
    paymentType: PIX,
    origin: 'eComm',
    orderedDaysAgo: 3,
    invoiceNumber: '000231966',
    invoiceSeq: 517498,
    lines: [
      {
        itemSeq: 1,
        product: 'dryFitTee',
        colour: 'Azul Marinho',
        size: 'G',
        grossCents: 12990,
        deliveredDaysAgo: null,
        scenario: 'noDeliveryDate',
      },
    ],
  },
  {
    customer: 'ana',
    companyCode: 1,
    orderCode: '4819671',
    paymentType: CREDIT_CARD,
    origin: 'eComm',
    orderedDaysAgo: 49,
    invoiceNumber: '000229114',
    invoiceSeq: 515876,
    lines: [
      {
        itemSeq: 1,
        product: 'runningShorts',
        colour: 'Cinza',
        size: 'M',
        grossCents: 14990,
        deliveredDaysAgo: 45,
        scenario: 'fortyFiveDays',
      },
    ],
  },
  {
    customer: 'ana',
    companyCode: 1,
    orderCode: '4815207',
    paymentType: CREDIT_CARD,
    origin: 'eComm',
    orderedDaysAgo: 205,
    invoiceNumber: '000218360',
    invoiceSeq: 509944,
    lines: [
      {
        itemSeq: 1,
        product: 'runningShoe',
        colour: 'Coral',
        size: '39',
        grossCents: 45990,
        deliveredDaysAgo: 200,
        scenario: 'longAgo',
      },
    ],
  },
  // Ana, Corre Brasil: older lines behind the seeded protocols
  {
    customer: 'ana',
    companyCode: 1,
    orderCode: '4820480',
    paymentType: SHOPPING_VOUCHER,
    origin: 'eComm',
    orderedDaysAgo: 16,
    invoiceNumber: '000231102',
    invoiceSeq: 516870,
    lines: [
      { itemSeq: 1, product: 'dryFitTee', colour: 'Verde Limão', size: 'P', grossCents: 12990, deliveredDaysAgo: 12 },
    ],
  },
  {
    customer: 'ana',
    companyCode: 1,
    orderCode: '4820215',
    paymentType: CREDIT_CARD,
    origin: 'eComm',
    orderedDaysAgo: 26,
    invoiceNumber: '000230577',
    invoiceSeq: 516529,
    lines: [
      { itemSeq: 1, product: 'dryFitTee', colour: 'Branca', size: 'GG', grossCents: 12990, deliveredDaysAgo: 22 },
    ],
  },
  {
    customer: 'ana',
    companyCode: 1,
    orderCode: '4819802',
    paymentType: PIX,
    origin: 'eComm',
    orderedDaysAgo: 44,
    invoiceNumber: '000229390',
    invoiceSeq: 515991,
    lines: [{ itemSeq: 1, product: 'leggings', colour: 'Roxa', size: 'P', grossCents: 18990, deliveredDaysAgo: 40 }],
  },
  {
    customer: 'ana',
    companyCode: 1,
    orderCode: '4818950',
    paymentType: PIX,
    origin: 'eComm',
    orderedDaysAgo: 84,
    invoiceNumber: '000226841',
    invoiceSeq: 514402,
    lines: [
      { itemSeq: 1, product: 'windbreaker', colour: 'Preta', size: 'M', grossCents: 29990, deliveredDaysAgo: 80 },
    ],
  },
  {
    customer: 'ana',
    companyCode: 1,
    orderCode: '4817733',
    paymentType: CREDIT_CARD,
    origin: 'eComm',
    orderedDaysAgo: 125,
    invoiceNumber: '000223519',
    invoiceSeq: 512760,
    lines: [
      {
        itemSeq: 1,
        product: 'runningShoe',
        colour: 'Azul Royal',
        size: '41',
        grossCents: 47990,
        deliveredDaysAgo: 120,
      },
    ],
  },
  // Ana at Trilha Norte (companies 9 and 38) and Maré Sports (company 157)
  {
    customer: 'ana',
    companyCode: 9,
    orderCode: '0910244',
    paymentType: CREDIT_CARD,
    origin: 'eComm',
    orderedDaysAgo: 7,
    invoiceNumber: '000084512',
    invoiceSeq: 230118,
    lines: [
      { itemSeq: 1, product: 'trailBoot', colour: 'Marrom', size: '38', grossCents: 59990, deliveredDaysAgo: 3 },
      { itemSeq: 2, product: 'uvTee', colour: 'Laranja', size: 'M', grossCents: 9990, deliveredDaysAgo: 3 },
    ],
  },
  {
    customer: 'ana',
    companyCode: 38,
    orderCode: '3810117',
    paymentType: PIX,
    origin: 'eComm',
    orderedDaysAgo: 10,
    invoiceNumber: '000041877',
    invoiceSeq: 118804,
    lines: [
      {
        itemSeq: 1,
        product: 'rainJacket',
        colour: 'Verde Floresta',
        size: 'M',
        grossCents: 44990,
        deliveredDaysAgo: 6,
      },
    ],
  },
  {
    // Maré Sports does not validate the delivery date, so its undelivered line can still be requested.
    customer: 'ana',
    companyCode: 157,
    orderCode: '1570093',
    paymentType: CREDIT_CARD,
    origin: 'eComm',
    orderedDaysAgo: 8,
    invoiceNumber: '000012940',
    invoiceSeq: 40215,
    lines: [
      { itemSeq: 1, product: 'boardshort', colour: 'Verde-Água', size: 'M', grossCents: 19990, deliveredDaysAgo: 5 },
      { itemSeq: 2, product: 'beachCap', colour: 'Verde-Água', size: 'U', grossCents: 7990, deliveredDaysAgo: null },
    ],
  },
  // Bruno, Corre Brasil: a bank-slip order (his saved bank data prefill the form) and an order with a protocol
  {
    customer: 'bruno',
    companyCode: 1,
    orderCode: '4820722',
    paymentType: BANK_SLIP,
    origin: 'eComm',
    orderedDaysAgo: 7,
    invoiceNumber: '000231730',
    invoiceSeq: 517352,
    lines: [{ itemSeq: 1, product: 'windbreaker', colour: 'Preta', size: 'G', grossCents: 29990, deliveredDaysAgo: 3 }],
  },
  {
    customer: 'bruno',
    companyCode: 1,
    orderCode: '4820388',
    paymentType: CREDIT_CARD,
    origin: 'eComm',
    orderedDaysAgo: 16,
    invoiceNumber: '000230921',
    invoiceSeq: 516777,
    lines: [
      { itemSeq: 1, product: 'dryFitTee', colour: 'Verde Limão', size: 'G', grossCents: 12990, deliveredDaysAgo: 12 },
      { itemSeq: 2, product: 'runningShorts', colour: 'Preta', size: 'M', grossCents: 14990, deliveredDaysAgo: 12 },
    ],
  },
  // Carla, known only by phone
  {
    customer: 'carla',
    companyCode: 1,
    orderCode: '4820655',
    paymentType: CREDIT_CARD,
    origin: 'eComm',
    orderedDaysAgo: 10,
    invoiceNumber: '000231577',
    invoiceSeq: 517240,
    lines: [{ itemSeq: 1, product: 'leggings', colour: 'Roxa', size: 'P', grossCents: 18990, deliveredDaysAgo: 6 }],
  },
  // Diego, Corre Brasil: one card order whose lines the language walk (e2e) requests, one per language and width,
  // so that journey never competes with the other specs for a line.
  {
    customer: 'diego',
    companyCode: 1,
    orderCode: '4820811',
    paymentType: CREDIT_CARD,
    origin: 'eComm',
    orderedDaysAgo: 9,
    invoiceNumber: '000231604',
    invoiceSeq: 517301,
    lines: [
      { itemSeq: 1, product: 'dryFitTee', colour: 'Verde Limão', size: 'G', grossCents: 12990, deliveredDaysAgo: 5 },
      { itemSeq: 2, product: 'dryFitTee', colour: 'Verde Limão', size: 'M', grossCents: 12990, deliveredDaysAgo: 5 },
      { itemSeq: 3, product: 'runningShorts', colour: 'Preta', size: 'M', grossCents: 14990, deliveredDaysAgo: 5 },
      { itemSeq: 4, product: 'runningShorts', colour: 'Preta', size: 'G', grossCents: 14990, deliveredDaysAgo: 5 },
      { itemSeq: 5, product: 'leggings', colour: 'Preta', size: 'P', grossCents: 18990, deliveredDaysAgo: 5 },
      { itemSeq: 6, product: 'leggings', colour: 'Preta', size: 'M', grossCents: 18990, deliveredDaysAgo: 5 },
    ],
  },
  // Elisa, Corre Brasil: a Pix order and a card order whose lines the mixed-request walk (e2e) requests together, a
  // refund of the first and a credit of the second, one line of each per language and width, so no other spec competes
  // for them.
  {
    customer: 'elisa',
    companyCode: 1,
    orderCode: '4820833',
    paymentType: PIX,
    origin: 'eComm',
    orderedDaysAgo: 8,
    invoiceNumber: '000231620',
    invoiceSeq: 517320,
    lines: [
      { itemSeq: 1, product: 'runningShorts', colour: 'Preta', size: 'M', grossCents: 14990, deliveredDaysAgo: 4 },
      { itemSeq: 2, product: 'runningShorts', colour: 'Preta', size: 'G', grossCents: 14990, deliveredDaysAgo: 4 },
      { itemSeq: 3, product: 'runningShorts', colour: 'Cinza', size: 'M', grossCents: 14990, deliveredDaysAgo: 4 },
      { itemSeq: 4, product: 'runningShorts', colour: 'Cinza', size: 'G', grossCents: 14990, deliveredDaysAgo: 4 },
      { itemSeq: 5, product: 'runningShorts', colour: 'Coral', size: 'M', grossCents: 14990, deliveredDaysAgo: 4 },
      { itemSeq: 6, product: 'runningShorts', colour: 'Coral', size: 'G', grossCents: 14990, deliveredDaysAgo: 4 },
    ],
  },
  {
    customer: 'elisa',
    companyCode: 1,
    orderCode: '4820834',
    paymentType: CREDIT_CARD,
    origin: 'eComm',
    orderedDaysAgo: 8,
    invoiceNumber: '000231621',
    invoiceSeq: 517321,
    lines: [
      { itemSeq: 1, product: 'leggings', colour: 'Preta', size: 'P', grossCents: 18990, deliveredDaysAgo: 4 },
      { itemSeq: 2, product: 'leggings', colour: 'Preta', size: 'M', grossCents: 18990, deliveredDaysAgo: 4 },
      { itemSeq: 3, product: 'leggings', colour: 'Roxa', size: 'P', grossCents: 18990, deliveredDaysAgo: 4 },
      { itemSeq: 4, product: 'leggings', colour: 'Roxa', size: 'M', grossCents: 18990, deliveredDaysAgo: 4 },
      { itemSeq: 5, product: 'leggings', colour: 'Preta', size: 'G', grossCents: 18990, deliveredDaysAgo: 4 },
      { itemSeq: 6, product: 'leggings', colour: 'Roxa', size: 'G', grossCents: 18990, deliveredDaysAgo: 4 },
    ],
  },
];

/** Key of a line among the seeded ones: company, order and item sequence. */
export function lineKey(companyCode: number, orderCode: string, itemSeq: number): string {
  return `${companyCode}:${orderCode}:${itemSeq}`;
}

/** The Correios S10 tracking code (two letters, 8 digits, check digit, 'BR') of an order. */
export function trackingCode(orderCode: string): string {
  const serial = `${orderCode}1`.slice(-8).padStart(8, '0');
  const weights = [8, 6, 4, 2, 3, 5, 9, 7];
  const sum = [...serial].reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0);
  const remainder = sum % 11;
  const checkDigit = remainder === 0 ? 5 : remainder === 1 ? 0 : 11 - remainder;
  return `QB${serial}${checkDigit}BR`;
}
