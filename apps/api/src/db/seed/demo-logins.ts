/**
 * Who to log in as in the demo, and the seeded values tests refer to, so no test retypes an e-mail, a CPF or a code.
 * The server prints DEMO_LOGINS at start-up.
 */
import { ORDER_SEEDS, type AnaScenario } from './orders-data';
import { PRODUCTS, type ProductKey } from './products';

/** One of Ana's brand-1 order lines: the parts of its unique key and what makes it cover its rule path. */
export interface DemoLine {
  orderCode: string;
  companyCode: number;
  /** FAT_SEQUENCIA, ITE_SEQUENCIA, PRO_CODIGO, GRA_TAMANHO, NUMERONF, COR_NOME: the unique-key parts. */
  invoiceSeq: number;
  itemSeq: number;
  productCode: string;
  productModel: string;
  productName: string;
  size: string;
  invoiceNumber: string;
  colour: string;
  grossCents: number;
  paymentType: number;
  /** São Paulo calendar days between delivery and the seed's `now`; null when there is no delivery date. */
  deliveredDaysAgo: number | null;
  isMarketplace: boolean;
  isReinvoice: boolean;
}

function anaScenarioLines(): Record<AnaScenario, DemoLine> {
  const lines: Partial<Record<AnaScenario, DemoLine>> = {};
  for (const order of ORDER_SEEDS) {
    if (order.customer !== 'ana') continue;
    for (const line of order.lines) {
      if (!line.scenario) continue;
      const product = PRODUCTS[line.product];
      lines[line.scenario] = {
        orderCode: order.orderCode,
        companyCode: order.companyCode,
        invoiceSeq: order.invoiceSeq,
        itemSeq: line.itemSeq,
        productCode: product.code,
        productModel: product.model,
        productName: product.name,
        size: line.size,
        invoiceNumber: order.invoiceNumber,
        colour: line.colour,
        grossCents: line.grossCents,
        paymentType: order.paymentType,
        deliveredDaysAgo: line.deliveredDaysAgo,
        isMarketplace: order.marketplace ?? false,
        isReinvoice: line.reinvoice ?? false,
      };
    }
  }
  return lines as Record<AnaScenario, DemoLine>;
}

function productCodes(): Record<ProductKey, string> {
  return Object.fromEntries(Object.entries(PRODUCTS).map(([key, product]) => [key, product.code])) as Record<
    ProductKey,
    string
  >;
}

export const DEMO = {
  brand: { correBrasil: 1, trilhaNorte: 2, mareSports: 4 },
  ana: {
    name: 'Ana Paula Souza',
    email: 'ana.souza@example.com',
    phone: '5511987654321',
    cpf: '52998224725',
    cep: '01310100',
  },
  bruno: {
    name: 'Bruno Henrique Lima',
    email: 'bruno.lima@example.com',
    phone: '5531991234567',
    cpf: '15350946056',
    cep: '30130005',
    bank: { code: '341', agency: '1234', account: '45678-9', pixKey: 'bruno.lima@example.com' },
  },
  /** Known only by phone: no e-mail on record. */
  phoneOnly: {
    name: 'Carla Mendes Rocha',
    phone: '5521998765432',
    cpf: '39053344705',
    cep: '22793245',
  },
  /** One card order at Corre Brasil, six lines: the e2e walk that sends a request in each language. */
  diego: {
    name: 'Diego Martins Alves',
    email: 'diego.alves@example.com',
    phone: '5511976543210',
    cpf: '71829403613',
    cep: '01310100',
  },
  /** A Pix order and a card order at Corre Brasil: the e2e walk of a mixed request (refund + credit, ADR 0030). */
  elisa: {
    name: 'Elisa Ramos Costa',
    email: 'elisa.costa@example.com',
    phone: '5511965432109',
    cpf: '28491765328',
    cep: '01310100',
  },
  /** Ana's brand-1 lines by the rule path they cover. */
  lines: anaScenarioLines(),
  orders: {
    /** Ana at Trilha Norte, company 9 and company 38. */
    anaBrand2Company9: '0910244',
    anaBrand2Company38: '3810117',
    /** Ana at Maré Sports (company 157): one delivered line and one without a delivery date. */
    anaBrand4: '1570093',
    brunoBankSlip: '4820722',
    brunoWithProtocol: '4820388',
    phoneOnly: '4820655',
    diegoLanguageWalk: '4820811',
    elisaMixedPix: '4820833',
    elisaMixedCard: '4820834',
  },
  products: productCodes(),
  protocols: {
    /** Ana, brand 1: status 1 Opened (size exchange, desire 1). */
    opened: 100001,
    /** Ana, brand 1: status 3 Awaiting analysis (defect, refund); its history holds a 'Fluxo atendimento' note. */
    awaitingAnalysis: 100002,
    /** Ana, brand 1: status 11 Finished (voucher accepted); its history holds an 'Erro' entry. */
    finished: 100003,
    /** Ana, brand 1: status 10 Rejected (wrong item received). */
    rejected: 100004,
    /** Ana, brand 1: CTO_ID 6 (store stockout) with stockout items, status 17 Awaiting refund. */
    storeStockout: 100005,
    /** Bruno, brand 1: status 4 Approved for exchange. */
    bruno: 100006,
  },
  coupons: {
    /** Ana, brand 1. */
    active: 'CORRE10-X9D4T',
    expired: 'CORRE10-M3P8Z',
    used: 'CORRE10-A7K2Q',
  },
  /** Campaign coupons (TIC_CODIGO) by company code. */
  campaignCoupons: { 1: 101, 9: 901, 38: 3801, 157: 15701 } as Record<number, number>,
} as const;

export const DEMO_LOGINS: { label: string; identity: string; kind: 'email' | 'phone' }[] = [
  { label: 'Ana Souza (orders at all three brands, wallet, protocols)', identity: DEMO.ana.email, kind: 'email' },
  { label: 'Bruno Lima (saved bank data)', identity: DEMO.bruno.email, kind: 'email' },
  { label: 'Carla Rocha (phone only, no e-mail)', identity: DEMO.phoneOnly.phone, kind: 'phone' },
  { label: 'Diego Alves (one card order)', identity: DEMO.diego.email, kind: 'email' },
  { label: 'Elisa Costa (a Pix order and a card order)', identity: DEMO.elisa.email, kind: 'email' },
];
