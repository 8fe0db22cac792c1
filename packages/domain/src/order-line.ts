import type { ShownText } from './localized';

/** 'S' (yes) / 'N' (no) flags as the back end writes them. */
export type OrderLineFlag = 'S' | 'N';

/** Known ORIGEM values; others may appear and are kept as they come. */
export type OrderLineOrigin = 'Omni' | 'eComm' | (string & {});

/**
 * One purchased item as the orders call returns it (spec §3, key `productBalance`).
 * Money fields (ITE_VALBRUTO, PED_VALTOTAL) are integer cents, never reais with decimals.
 * Dates are ISO 8601 strings (an instant, or 'yyyy-mm-dd' for a São Paulo day) or null when unknown;
 * read them with parseDateInput / formatDate of the dates module.
 */
export type OrderLine = {
  /** Brand code. */
  MAR_CODIGO: number;
  /** Invoice (billing) sequence. */
  FAT_SEQUENCIA: number;
  /** Item sequence within the invoice. */
  ITE_SEQUENCIA: number;
  PRO_CODIGO: string;
  PRO_NOME: string;
  PRO_MODELO: string;
  /** Size-grid code. */
  GRA_CODIGO: string;
  /** Size as printed ('M', '42'). */
  GRA_TAMANHO: string;
  COR_NOME: string;
  /** Invoice (nota fiscal) number, a string so its leading zeros stay ('000231845'; ADR 0039). */
  NUMERONF: string;
  /** Quantity on the invoice. */
  QUANTIDADENF: number;
  /** Order number as the shopper knows it. */
  PED_CODIGO: string;
  /** Company code (one of the brand's, spec §1). */
  PED_EMPRESA: number;
  /** Branch. */
  PED_FILIAL: number;
  /** Payment type code (spec §3); 7 = bank slip, refunded via bank data. */
  PED_TIPOPGTO: number;
  /** Order total, integer cents. */
  PED_VALTOTAL: number;
  /** Gross value of the item, integer cents. */
  ITE_VALBRUTO: number;
  /** Purchase date, ISO string. */
  DATA: string | null;
  /** Delivery date, ISO string; null blocks the request when delivery is validated (spec §4). */
  DATA_ENTREGA: string | null;
  LINK_IMAGEM: string | null;
  /** Tracking code. */
  VOL_RASTREIO: string | null;
  ORIGEM: OrderLineOrigin;
  /** 'S' for a marketplace order. */
  PEDIDO_MKTP: OrderLineFlag;
  /** 'S' for a re-invoice, i.e. the line already comes from an exchange. */
  TIPO_REFATU: OrderLineFlag;
  /**
   * PRO_NOME and COR_NOME as shown to the shopper: the brand's own text in the request language when it gives one,
   * else the stored (Portuguese) name, with the language the text is in (ADR 0032). PRO_NOME and COR_NOME stay the
   * stored names: the stock lookup and the protocol match the line by them. Absent from older answers.
   */
  PRO_NOME_SHOWN?: ShownText;
  COR_NOME_SHOWN?: ShownText;
  /** Added on the client by orderLineUniqueKey. */
  UNIQUE_KEY?: string;
};

/**
 * Spec §3 'Order record': the customer-side fields each order line carries, which the buyer-data step prefills from.
 */
export interface OrderCustomerFields {
  CPF: string | null;
  CLI_NOME: string;
  EMAIL: string | null;
  CLI_DDI: string | null;
  CLI_DDD: string | null;
  CLI_FONE: string | null;
  CLI_CEP: string | null;
  CLI_ENDERECO: string | null;
  CLI_CIDADE: string | null;
  CLI_UF: string | null;
  CLI_ENDNUM: string | null;
  CLI_COMPL: string | null;
  CLI_BAIRRO: string | null;
  /** Delivery address id and sequence of the order system; kept on a protocol only if the address is unchanged. */
  CLI_ENDDES: string | null;
  CLI_ENDSEQDES: string | null;
}

/** The fields the unique key is made of, in order (spec §3). */
export const ORDER_LINE_KEY_FIELDS = [
  'FAT_SEQUENCIA',
  'ITE_SEQUENCIA',
  'PRO_CODIGO',
  'GRA_TAMANHO',
  'NUMERONF',
  'COR_NOME',
] as const satisfies readonly (keyof OrderLine)[];

type KeyPart = string | number | null | undefined;
export type OrderLineKeyFields = { [Field in (typeof ORDER_LINE_KEY_FIELDS)[number]]?: KeyPart };

function keyPartText(part: KeyPart): string {
  return part === null || part === undefined ? '' : String(part).trim();
}

/**
 * Joins the non-empty parts of FAT_SEQUENCIA, ITE_SEQUENCIA, PRO_CODIGO, GRA_TAMANHO, NUMERONF, COR_NOME with '-'.
 * NUMERONF enters without its leading zeros: the wire once sent it as a number, and a key must not change because
 * the invoice number now keeps its zeros on the wire (ADR 0039): saved selections and links still match.
 */
export function orderLineUniqueKey(line: OrderLineKeyFields): string {
  return ORDER_LINE_KEY_FIELDS.map((field) =>
    field === 'NUMERONF' ? keyPartText(line[field]).replace(/^0+(?=\d)/, '') : keyPartText(line[field]),
  )
    .filter((part) => part !== '')
    .join('-');
}

/** The line with UNIQUE_KEY set, as the client keeps selected items by it (spec §4). */
export function withUniqueKey<Line extends OrderLineKeyFields>(line: Line): Line & { UNIQUE_KEY: string } {
  return { ...line, UNIQUE_KEY: orderLineUniqueKey(line) };
}
