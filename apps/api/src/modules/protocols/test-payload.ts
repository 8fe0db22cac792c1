/** Protocol payloads built from the seeded demo lines, for the API tests and the benchmark. */
import { CONTACT_TYPE, DEFAULT_DDI, ORIGIN, splitPhone } from '@portal/domain';
import { seededPolicyUrl } from '../../db/seed/brands';
import { DEMO, type DemoLine } from '../../db/seed/demo-logins';

export interface ItemChoice {
  motivoCodigo: number;
  smotivoCodigo?: number;
  desejoCodigo: number;
  motivoGatilho: 'E' | 'C' | 'T';
  tamanhoTroca?: string;
  corTroca?: string;
  observacao?: string;
  prt_sit_bonus?: 'S' | 'N';
  prt_valor_bonus?: number;
}

type Json = Record<string, unknown>;

/** One payload item naming `line`, as the web builds it from an order line and the card's choices. */
export function itemFor(line: DemoLine, choice: ItemChoice, overrides: Json = {}): Json {
  return {
    itemDevolucao: 1,
    agrupador: 1,
    produtoCodigo: line.productCode,
    produtoNome: line.productName,
    produtoCor: line.colour,
    produtoValor: line.grossCents,
    motivoCodigo: choice.motivoCodigo,
    smotivoCodigo: choice.smotivoCodigo,
    motivoNome: 'Motivo',
    desejoCodigo: choice.desejoCodigo,
    desejoNome: 'Desejo',
    gradeCodigo: 'G1',
    gradeTamanho: line.size,
    tamanhoTroca: choice.tamanhoTroca ?? '',
    corTroca: choice.corTroca ?? '',
    empresaCodigo: line.companyCode,
    filialCodigo: 1,
    sequenciaFat: line.invoiceSeq,
    itemFatSequencia: line.itemSeq,
    numeroNF: line.invoiceNumber,
    quantidadeNF: 1,
    qtdDevolucao: 1,
    observacao: choice.observacao ?? '',
    prt_valor_bonus: choice.prt_valor_bonus ?? 0,
    prt_sit_bonus: choice.prt_sit_bonus ?? 'N',
    motivooperador: 'N',
    motivoGatilho: choice.motivoGatilho,
    ...overrides,
  };
}

/** Ana's buyer data and her order address unchanged (so the address keys are sent), at brand 1. */
export function anaGeneral(overrides: Json = {}): Json {
  const phone = splitPhone(DEMO.ana.phone);
  return {
    origem: ORIGIN.ECOM,
    marcaCodigo: DEMO.brand.correBrasil,
    nomeCliente: DEMO.ana.name,
    cpfCliente: DEMO.ana.cpf,
    emailCliente: DEMO.ana.email,
    telefoneCliente: phone.number,
    dddCliente: phone.ddd,
    ddiCliente: phone.ddi || DEFAULT_DDI,
    cepCliente: DEMO.ana.cep,
    enderecoCliente: 'Avenida Paulista',
    numeroEndrCliente: '1000',
    bairroCliente: 'Bela Vista',
    cidadeCliente: 'São Paulo',
    UFCliente: 'SP',
    complementoEndrCliente: 'Apto 82',
    tipo_contato: CONTACT_TYPE.ECOMM,
    cli_enddes: 'END001',
    cli_endseqdes: '1',
    ...overrides,
  };
}

/**
 * The request's consent (R9, ADR 0074): the terms accepted, naming the policy link of the brand the request is sent
 * to, as the web sends them.
 */
export function consentFor(brandId: number): Json {
  return { termosAceitos: true, termosLink: seededPolicyUrl(brandId) };
}

export function payload(items: Json[], general: Json = {}): Json {
  // A brand that does not exist (a wire test's out-of-range id) is refused before the consent is read.
  const seeded: readonly unknown[] = Object.values(DEMO.brand);
  const brandId = seeded.includes(general.marcaCodigo) ? (general.marcaCodigo as number) : DEMO.brand.correBrasil;
  return { ...consentFor(brandId), ...anaGeneral(general), items };
}

/** Valid bank data of a payment reversal (Bruno's, which are real-looking and pass every rule). */
export const BANK_DATA = {
  ban_codigo: DEMO.bruno.bank.code,
  cli_agencia: DEMO.bruno.bank.agency,
  cli_conta: DEMO.bruno.bank.account,
  cli_chavepix: DEMO.ana.email,
} as const;

/** One item bought outside the online store (origem sac), on `purchaseDate` (YYYY-MM-DD), with its choices. */
export function outsideStoreItem(purchaseDate: string, choice: Json): Json {
  return {
    itemDevolucao: 1,
    agrupador: 1,
    produtoCodigo: '',
    produtoNome: 'Tênis',
    produtoCor: 'Azul',
    produtoValor: 19990,
    motivoNome: 'Motivo',
    desejoNome: 'Desejo',
    gradeTamanho: '40',
    numeroNF: '123456',
    observacao: 'Nota em anexo.',
    nomeLoja: 'Loja Centro',
    cidadeLoja: 'Campinas',
    dataCompraLoja: purchaseDate,
    ...choice,
  };
}
