/**
 * Where the buyer-data step takes its first values from (spec §4 'Buyer-data step'): the session user and address
 * when there are no orders; otherwise the order of the newest item (e-commerce), or the most recent order.
 */
import {
  formatCep,
  formatCpf,
  formatPhone,
  formatPixKey,
  formatUf,
  joinPhone,
  onlyDigits,
  parseDateInput,
  type OrderCustomerFields,
  type SelectedItem,
} from '@portal/domain';
import type { OrderLineRecord } from '../../../lib/customer-data/order-lines';
import type { SessionUser } from '../../../lib/session';
import {
  EMPTY_BANK,
  type AddressValues,
  type BankValues,
  type BuyerStepValues,
  type OrderAddressKeys,
} from './buyer-values';

/** What the prefill reads of an order line (POST /returns/orders): which line it is, and the order's customer fields. */
export type OrderCustomerLine = Pick<
  OrderLineRecord,
  'FAT_SEQUENCIA' | 'ITE_SEQUENCIA' | 'PRO_CODIGO' | 'DATA' | keyof OrderCustomerFields
> & { UNIQUE_KEY?: string };

type PrefillItem = Pick<
  SelectedItem,
  'UNIQUE_KEY' | 'dataCompra' | 'sequenciaFat' | 'itemFatSequencia' | 'produtoCodigo'
>;

function time(value: string | null | undefined): number {
  return parseDateInput(value ?? null)?.getTime() ?? Number.NEGATIVE_INFINITY;
}

function newest<T>(list: readonly T[], dateOf: (entry: T) => string | null | undefined): T | undefined {
  let best: T | undefined;
  for (const entry of list) if (best === undefined || time(dateOf(entry)) > time(dateOf(best))) best = entry;
  return best;
}

function isLineOf(line: OrderCustomerLine, item: PrefillItem): boolean {
  if (line.UNIQUE_KEY && line.UNIQUE_KEY === item.UNIQUE_KEY) return true;
  return (
    line.FAT_SEQUENCIA === item.sequenciaFat &&
    line.ITE_SEQUENCIA === item.itemFatSequencia &&
    String(line.PRO_CODIGO) === item.produtoCodigo
  );
}

/** The order line the buyer data come from, or null when the customer has no orders. */
export function pickPrefillOrder(
  lines: readonly OrderCustomerLine[],
  items: readonly PrefillItem[],
  ecommerce: boolean,
): OrderCustomerLine | null {
  if (lines.length === 0) return null;
  if (ecommerce) {
    const item = newest(items, (entry) => entry.dataCompra);
    const match = item ? lines.find((line) => isLineOf(line, item)) : undefined;
    if (match) return match;
  }
  return newest(lines, (line) => line.DATA) ?? null;
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value).trim();

function orderPhone(line: OrderCustomerLine): string {
  if (!text(line.CLI_FONE)) return '';
  return formatPhone(joinPhone({ ddi: line.CLI_DDI, ddd: line.CLI_DDD, number: line.CLI_FONE }));
}

function userPhone(user: SessionUser | null): string {
  const raw = text(user?.telefone) || text(user?.phone);
  return raw ? formatPhone(raw) : '';
}

function orderAddress(line: OrderCustomerLine): AddressValues {
  return {
    cep: formatCep(line.CLI_CEP),
    endereco: text(line.CLI_ENDERECO),
    numero: text(line.CLI_ENDNUM),
    complemento: text(line.CLI_COMPL),
    bairro: text(line.CLI_BAIRRO),
    cidade: text(line.CLI_CIDADE),
    uf: formatUf(line.CLI_UF),
  };
}

function userAddress(user: SessionUser | null): AddressValues {
  const address = user?.address;
  return {
    cep: formatCep(address?.cep),
    endereco: text(address?.endereco),
    numero: text(address?.numero),
    complemento: text(address?.complemento),
    bairro: text(address?.bairro),
    cidade: text(address?.cidade),
    uf: formatUf(address?.uf),
  };
}

export interface BuyerPrefill {
  values: BuyerStepValues;
  /** Present when the address came from an order that names its stored delivery address. */
  orderAddress: OrderAddressKeys | null;
}

/**
 * First values of the step. Person fields missing on the order fall back to the session user; the address comes
 * whole from the order when it has one (mixing two addresses would make a third that exists nowhere).
 */
export function buyerPrefill(user: SessionUser | null, order: OrderCustomerLine | null): BuyerPrefill {
  const person = {
    cpf: formatCpf(text(order?.CPF) || text(user?.cpf)),
    nome: text(order?.CLI_NOME) || text(user?.nome),
    telefone: (order ? orderPhone(order) : '') || userPhone(user),
    email: text(order?.EMAIL) || text(user?.email),
  };
  const orderHasAddress = order !== null && onlyDigits(order.CLI_CEP) !== '';
  const address = orderHasAddress ? orderAddress(order) : userAddress(user);
  const keys =
    orderHasAddress && text(order.CLI_ENDDES) && text(order.CLI_ENDSEQDES)
      ? { cli_enddes: text(order.CLI_ENDDES), cli_endseqdes: text(order.CLI_ENDSEQDES), address }
      : null;
  return { values: { ...person, ...address, ...EMPTY_BANK }, orderAddress: keys };
}

type BankSource = Pick<SelectedItem, 'isPaymentReversal' | 'ban_codigo' | 'cli_agencia' | 'cli_conta' | 'cli_chavepix'>;

interface ConsumerBank {
  BAN_CODIGO: string | null;
  CLI_AGENCIA: string | null;
  CLI_CONTA: string | null;
  CLI_CHAVEPIX: string | null;
}

/**
 * Bank data of a payment reversal: what the shopper gave on the order card (carried by the item), else what the
 * consumer record holds (spec §4 'Payment type 7').
 */
export function bankPrefill(items: readonly BankSource[], consumer: ConsumerBank | null | undefined): BankValues {
  const fromItem = items.find((item) => item.isPaymentReversal && text(item.ban_codigo) !== '');
  if (fromItem) {
    return {
      ban_codigo: text(fromItem.ban_codigo),
      cli_agencia: text(fromItem.cli_agencia),
      cli_conta: text(fromItem.cli_conta),
      cli_chavepix: formatPixKey(fromItem.cli_chavepix),
    };
  }
  if (!consumer || text(consumer.BAN_CODIGO) === '') return EMPTY_BANK;
  return {
    ban_codigo: text(consumer.BAN_CODIGO),
    cli_agencia: text(consumer.CLI_AGENCIA),
    cli_conta: text(consumer.CLI_CONTA),
    cli_chavepix: formatPixKey(consumer.CLI_CHAVEPIX),
  };
}
