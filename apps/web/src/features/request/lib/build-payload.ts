/**
 * The protocol-generation payload of spec §3 (ARCHITECTURE §6: general and bank fields at the top level, the items in
 * `items`), built from the confirmed items and the buyer-data step. Pure, so it is tested against the domain's own
 * wire schema (`generateProtocolRequest`).
 */
import {
  normalizePixKey,
  onlyDigits,
  splitPhone,
  type GenerateProtocolRequestInput,
  type Origin,
  type ProtocolItemInput,
  type SelectedItem,
} from '@portal/domain';
import {
  ADDRESS_FIELDS,
  type AddressValues,
  type BankValues,
  type BuyerValues,
  type OrderAddressKeys,
} from './buyer-values';

/**
 * One payload item. `corTroca` is not in the wire schema (which strips it) but the API reads it beside the schema
 * for a colour exchange, so it travels with the item.
 */
export type PayloadItem = ProtocolItemInput & { corTroca: string };
export type ProtocolPayload = GenerateProtocolRequestInput & { items: PayloadItem[] };

export interface BuildPayloadInput {
  origin: Origin;
  brandId: number;
  buyer: BuyerValues;
  /** The bank fields of the step; sent only when an item is a payment reversal. */
  bank: BankValues;
  items: readonly SelectedItem[];
  /** The delivery-address keys of the order the address was prefilled from, or null. */
  orderAddress: OrderAddressKeys | null;
  /** The brand's policy link the shopper ticked the terms of (R9): the API records it with the protocol. */
  acceptedPolicyUrl: string;
}

/** Compares as the API does: trimmed, single spaces, case-insensitive; the CEP by its digits. */
function sameAddressValue(field: keyof AddressValues, a: string, b: string): boolean {
  if (field === 'cep') return onlyDigits(a) === onlyDigits(b);
  const norm = (value: string) => value.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR');
  return norm(a) === norm(b);
}

/** True when the shopper kept the order's delivery address as it was prefilled. */
export function isAddressUnchanged(buyer: AddressValues, order: AddressValues): boolean {
  return ADDRESS_FIELDS.every((field) => sameAddressValue(field, buyer[field], order[field]));
}

/** A request needs bank data when any of its items sends money back to a bank account (spec §2, §5). */
export function isReversalRequest(items: readonly Pick<SelectedItem, 'isPaymentReversal'>[]): boolean {
  return items.some((item) => item.isPaymentReversal);
}

function toPayloadItem(item: SelectedItem, index: number): PayloadItem {
  const voucherAccepted = item.prt_sit_bonus === 'S';
  return {
    // The item's position in the protocol: uploads name their item by it (agrupador, 1-based).
    itemDevolucao: index + 1,
    agrupador: index + 1,
    produtoCodigo: item.produtoCodigo,
    produtoNome: item.produtoNome,
    produtoCor: item.produtoCor,
    produtoValor: item.produtoValor,
    motivoCodigo: item.motivoCodigo,
    // A reason without active sub-reasons asks for none (asksForSubReason): the item then names none.
    ...(item.smotivoCodigo > 0 ? { smotivoCodigo: item.smotivoCodigo } : {}),
    motivoNome: item.motivoNome,
    desejoCodigo: item.desejoCodigo,
    desejoNome: item.desejoNome,
    gradeCodigo: item.gradeCodigo,
    gradeTamanho: item.gradeTamanho,
    tamanhoTroca: item.tamanhoTroca,
    empresaCodigo: item.empresaCodigo,
    filialCodigo: item.filialCodigo,
    sequenciaFat: item.sequenciaFat,
    itemFatSequencia: item.itemFatSequencia,
    numeroNF: item.numeroNF,
    quantidadeNF: item.quantidadeNF,
    qtdDevolucao: item.qtdDevolucao,
    observacao: item.observacao,
    // Store fields belong to purchases outside the online store; an online item has none.
    nomeLoja: '',
    cnpjLoja: '',
    telefoneLoja: '',
    dataCompraLoja: '',
    enderecoLoja: '',
    cidadeLoja: '',
    prt_valor_bonus: voucherAccepted ? item.prt_valor_bonus : 0,
    prt_sit_bonus: voucherAccepted ? 'S' : 'N',
    // Customers request only with reasons that are not operator-only (spec §6).
    motivooperador: 'N',
    motivoGatilho: item.motivoGatilho,
    corTroca: item.corTroca,
  };
}

export function buildProtocolPayload({
  origin,
  brandId,
  buyer,
  bank,
  items,
  orderAddress,
  acceptedPolicyUrl,
}: BuildPayloadInput): ProtocolPayload {
  const phone = splitPhone(buyer.telefone);
  const keepAddressKeys = orderAddress !== null && isAddressUnchanged(buyer, orderAddress.address);
  const reversal = isReversalRequest(items);
  const [first] = items;
  return {
    origem: origin,
    marcaCodigo: brandId,
    nomeCliente: buyer.nome.trim(),
    cpfCliente: onlyDigits(buyer.cpf),
    emailCliente: buyer.email.trim(),
    telefoneCliente: phone.number,
    dddCliente: phone.ddd,
    ddiCliente: phone.ddi,
    cepCliente: onlyDigits(buyer.cep),
    enderecoCliente: buyer.endereco.trim(),
    numeroEndrCliente: buyer.numero.trim(),
    bairroCliente: buyer.bairro.trim(),
    cidadeCliente: buyer.cidade.trim(),
    UFCliente: buyer.uf.trim().toUpperCase(),
    complementoEndrCliente: buyer.complemento.trim(),
    tipo_contato: first?.tipo_contato ?? 0,
    termosAceitos: true,
    termosLink: acceptedPolicyUrl,
    ...(keepAddressKeys ? { cli_enddes: orderAddress.cli_enddes, cli_endseqdes: orderAddress.cli_endseqdes } : {}),
    ...(reversal
      ? {
          ban_codigo: bank.ban_codigo.trim(),
          cli_agencia: bank.cli_agencia.trim(),
          cli_conta: bank.cli_conta.trim(),
          cli_chavepix: normalizePixKey(bank.cli_chavepix),
        }
      : {}),
    items: items.map(toPayloadItem),
  };
}

/** The protocol id of a generation answer: `prt_id`, else the '(<id>)' of its message (spec §7). */
export function protocolIdOf(answer: { prt_id?: unknown; message?: unknown } | null | undefined): number | null {
  const direct = Number(answer?.prt_id);
  if (Number.isSafeInteger(direct) && direct > 0) return direct;
  const match = typeof answer?.message === 'string' ? /\((\d+)\)/.exec(answer.message) : null;
  return match ? Number(match[1]) : null;
}
