/**
 * Items and orders as the request flow receives them: the items are built by the domain's own `toSelectedItem` from
 * order lines like the seeded ones, so the tests run on what the Home page really stores.
 */
import { toSelectedItem, type OrderLine, type SelectedItem, type SelectionChoice } from '@portal/domain';
import { ORDER_CUSTOMER_FIXTURE, orderLineFixture } from '../../../test/order-line-fixture';
import type { OrderCustomerLine } from '../lib/buyer-prefill';

export function orderLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return orderLineFixture({ PED_VALTOTAL: 62980, ...overrides });
}

const DEFECT = {
  ASS_ID: 20,
  ASS_NOME: 'Produto chegou com defeito',
  CTO_ID: 5,
  ASS_EXIGE_IMG: 'S',
  ASS_MOT_OPE: 'N',
} as const;
const SIZE = { ASS_ID: 16, ASS_NOME: 'Tamanho não serviu', CTO_ID: 5, ASS_EXIGE_IMG: 'N', ASS_MOT_OPE: 'N' } as const;

const flags = { MOT_TAMANHO: 'N', MOT_COR: 'N', MOT_ESTORNO: 'N', MOT_VALE_COMPRAS: 'N' } as const;

/** Reason 20 (photos required), desire 9: a new piece in a chosen size. */
export function sizeExchangeItem(overrides: Partial<OrderLine> = {}, size = '41'): SelectedItem {
  const choice: SelectionChoice = {
    reason: DEFECT,
    subReason: { SMOT_ID: 201, SMOT_NOME: 'Costura desfeita' },
    desire: { ...flags, MOT_ID: 9, MOT_NOME: 'Nova peça do mesmo produto', MOT_GATILHO: 'T', MOT_TAMANHO: 'S' },
    tamanhoTroca: size,
    observacao: 'A costura abriu na primeira corrida.',
  };
  return toSelectedItem(orderLine(overrides), choice);
}

/** A windbreaker of a bank-slip order (payment type 7), refunded (desire 3): a payment reversal with bank data. */
export function bankSlipRefundItem(bank: SelectionChoice['bank'] = DEFAULT_BANK): SelectedItem {
  const line = orderLine({
    FAT_SEQUENCIA: 517311,
    PRO_CODIGO: '400401',
    PRO_NOME: 'Jaqueta Corta-Vento',
    PRO_MODELO: 'VENTO',
    GRA_CODIGO: 'VES',
    GRA_TAMANHO: 'G',
    COR_NOME: 'Vermelha',
    NUMERONF: '231688',
    PED_CODIGO: '4820701',
    PED_TIPOPGTO: 7,
    ITE_VALBRUTO: 29990,
    DATA: '2026-11-12T13:15:00.000Z',
    LINK_IMAGEM: '/products/jacket-red.svg',
  });
  return toSelectedItem(line, {
    reason: SIZE,
    subReason: { SMOT_ID: 161, SMOT_NOME: 'Ficou pequeno' },
    desire: { ...flags, MOT_ID: 3, MOT_NOME: 'Devolução do valor pago', MOT_GATILHO: 'E', MOT_ESTORNO: 'S' },
    bank,
  });
}

/** Leggings with the voucher of desire 5 accepted (10% bonus on R$ 189,90). */
export function voucherItem(): SelectedItem {
  const line = orderLine({
    FAT_SEQUENCIA: 517311,
    ITE_SEQUENCIA: 2,
    PRO_CODIGO: '500501',
    PRO_NOME: 'Legging Compressão',
    PRO_MODELO: 'COMPRESSAO',
    GRA_CODIGO: 'VES',
    GRA_TAMANHO: 'M',
    COR_NOME: 'Preta',
    NUMERONF: '231688',
    PED_TIPOPGTO: 7,
    ITE_VALBRUTO: 18990,
    DATA: '2026-11-12T13:15:00.000Z',
  });
  return toSelectedItem(line, {
    reason: SIZE,
    subReason: { SMOT_ID: 161, SMOT_NOME: 'Ficou pequeno' },
    desire: {
      ...flags,
      MOT_ID: 5,
      MOT_NOME: 'Vale-compras com bônus em vez do estorno',
      MOT_GATILHO: 'C',
      MOT_ESTORNO: 'S',
      MOT_VALE_COMPRAS: 'S',
    },
    voucher: { accepted: true, bonusCents: 1899 },
  });
}

export const DEFAULT_BANK = {
  ban_codigo: '001',
  cli_agencia: '1234',
  cli_conta: '12345-6',
  cli_chavepix: '52998224725',
};

export const BANKS = [
  { BAN_CODIGO: '001', BAN_NOME: 'Banco do Brasil S.A.' },
  { BAN_CODIGO: '341', BAN_NOME: 'Itaú Unibanco S.A.' },
];

/** The customer fields of an order (POST /returns/orders) for the line of `item`. */
export function customerLine(item: SelectedItem, overrides: Partial<OrderCustomerLine> = {}): OrderCustomerLine {
  return {
    UNIQUE_KEY: item.UNIQUE_KEY,
    FAT_SEQUENCIA: item.sequenciaFat,
    ITE_SEQUENCIA: item.itemFatSequencia,
    PRO_CODIGO: item.produtoCodigo,
    DATA: item.dataCompra,
    ...ORDER_CUSTOMER_FIXTURE,
    ...overrides,
  };
}

const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

/**
 * The start of a PNG file: its signature and a header (IHDR) declaring width × height, which is what the dropzones
 * read to check a photo before taking it (issue 23).
 */
export function pngFile(name: string, width = 40, height = 30): File {
  const bytes = [137, 80, 78, 71, 13, 10, 26, 10, ...u32(13), 73, 72, 68, 82, ...u32(width), ...u32(height)];
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}
