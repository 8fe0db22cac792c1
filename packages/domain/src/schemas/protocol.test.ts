import { describe, expect, it } from 'vitest';
import { MAX_ITEMS_PER_PROTOCOL } from '../constants';
import { generateProtocolRequest, protocolItemSchema, type GenerateProtocolRequestInput } from './protocol';
import { issuesOf } from './test-helpers';

const ecomItem = {
  itemDevolucao: 1,
  produtoCodigo: 'CAM-001',
  produtoNome: 'Camiseta Dry Fit',
  produtoCor: 'Preto',
  produtoValor: 19990,
  motivoCodigo: 16,
  smotivoCodigo: 1,
  motivoNome: 'Tamanho não serviu',
  desejoCodigo: 1,
  desejoNome: 'Mesmo produto em outro tamanho',
  gradeCodigo: 'G1',
  gradeTamanho: 'M',
  tamanhoTroca: 'G',
  empresaCodigo: 1,
  filialCodigo: 1,
  sequenciaFat: 5001,
  itemFatSequencia: 1,
  numeroNF: 123456,
  quantidadeNF: 1,
  qtdDevolucao: 1,
  observacao: '',
  prt_valor_bonus: 0,
  prt_sit_bonus: 'N',
  motivooperador: 'N',
  motivoGatilho: 'T',
};

const general = {
  origem: 'ecom',
  marcaCodigo: 1,
  nomeCliente: 'Ana Souza',
  cpfCliente: '52998224725',
  emailCliente: 'ana@example.com',
  telefoneCliente: '987654321',
  dddCliente: '11',
  ddiCliente: '55',
  cepCliente: '01310100',
  enderecoCliente: 'Avenida Paulista',
  numeroEndrCliente: '1000',
  bairroCliente: 'Bela Vista',
  cidadeCliente: 'São Paulo',
  UFCliente: 'SP',
  complementoEndrCliente: '',
  tipo_contato: 5,
  termosAceitos: true,
  termosLink: 'https://example.com/politica',
};

const request = (overrides: Partial<GenerateProtocolRequestInput> = {}) =>
  ({ ...general, items: [ecomItem], ...overrides }) as GenerateProtocolRequestInput;

describe('generateProtocolRequest: online purchase', () => {
  it('accepts the payload of spec §3 and fills the defaults', () => {
    const parsed = generateProtocolRequest.parse(request());
    expect(parsed).toMatchObject({ ...general, items: [{ ...ecomItem, numeroNF: '123456' }] });
    const minimal = { ...ecomItem } as Record<string, unknown>;
    for (const key of ['itemDevolucao', 'filialCodigo', 'quantidadeNF', 'qtdDevolucao', 'prt_valor_bonus']) {
      delete minimal[key];
    }
    delete minimal.prt_sit_bonus;
    delete minimal.motivooperador;
    const item = generateProtocolRequest.parse(request({ items: [minimal as never] })).items[0]!;
    expect(item).toMatchObject({
      itemDevolucao: 1,
      filialCodigo: 1,
      quantidadeNF: 1,
      qtdDevolucao: 1,
      prt_valor_bonus: 0,
      prt_sit_bonus: 'N',
      motivooperador: 'N',
    });
  });

  it('takes the general and bank fields at the top level, with the Pix key unmasked', () => {
    const bank = { ban_codigo: '001', cli_agencia: '1234', cli_conta: '12345-6', cli_chavepix: '(11) 98765-4321' };
    const parsed = generateProtocolRequest.parse(request({ ...bank, cli_enddes: 12, cli_endseqdes: '3' }));
    expect(parsed).toMatchObject({ ...bank, cli_chavepix: '+5511987654321', cli_enddes: '12', cli_endseqdes: '3' });
  });

  it('treats empty bank fields as absent, but wants all four once one is given', () => {
    const empty = { ban_codigo: '', cli_agencia: '', cli_conta: '', cli_chavepix: '' };
    expect(generateProtocolRequest.parse(request(empty)).ban_codigo).toBeUndefined();
    expect(issuesOf(generateProtocolRequest.safeParse(request({ ...empty, cli_agencia: '1234' })))).toEqual([
      ['ban_codigo', 'bankRequired'],
      ['cli_conta', 'required'],
      ['cli_chavepix', 'required'],
    ]);
    expect(issuesOf(generateProtocolRequest.safeParse(request({ cli_agencia: '12' })))).toContainEqual([
      'cli_agencia',
      'invalidAgency',
    ]);
  });

  it('requires digits-only CPF, CEP and phone parts', () => {
    const masked = { cpfCliente: '529.982.247-25', cepCliente: '01310-100', telefoneCliente: '98765-4321' };
    expect(issuesOf(generateProtocolRequest.safeParse(request(masked)))).toEqual([
      ['cpfCliente', 'invalidCpf'],
      ['telefoneCliente', 'invalidPhone'],
      ['cepCliente', 'invalidCep'],
    ]);
    expect(issuesOf(generateProtocolRequest.safeParse(request({ cpfCliente: '52998224724' })))).toEqual([
      ['cpfCliente', 'invalidCpf'],
    ]);
    expect(issuesOf(generateProtocolRequest.safeParse(request({ UFCliente: 'sp' })))).toEqual([
      ['UFCliente', 'invalidUf'],
    ]);
  });

  it('requires the order line and the desire of each item; the sub-reason only where the reason has active ones', () => {
    const bare = { ...ecomItem } as Record<string, unknown>;
    for (const key of ['produtoCodigo', 'empresaCodigo', 'sequenciaFat', 'smotivoCodigo', 'desejoCodigo']) {
      delete bare[key];
    }
    bare.tamanhoTroca = '';
    expect(issuesOf(generateProtocolRequest.safeParse(request({ items: [bare as never] })))).toEqual([
      ['items.0.produtoCodigo', 'required'],
      ['items.0.empresaCodigo', 'required'],
      ['items.0.sequenciaFat', 'required'],
      // The wire cannot know how many active sub-reasons the reason has: the API checks it (asksForSubReason).
      ['items.0.desejoCodigo', 'selectDesire'],
      ['items.0.tamanhoTroca', 'selectSize'],
    ]);
  });

  it('needs at least one item, at most the limit, and no item twice', () => {
    expect(issuesOf(generateProtocolRequest.safeParse(request({ items: [] })))).toEqual([['items', 'selectItem']]);
    const many = Array.from({ length: MAX_ITEMS_PER_PROTOCOL + 1 }, (_, i) => ({
      ...ecomItem,
      itemFatSequencia: i + 1,
    }));
    expect(issuesOf(generateProtocolRequest.safeParse(request({ items: many as never })))).toEqual([
      ['items', 'itemsInvalid'],
    ]);
    expect(issuesOf(generateProtocolRequest.safeParse(request({ items: [ecomItem, ecomItem] as never })))).toEqual([
      ['items.1', 'itemsInvalid'],
    ]);
  });
});

describe('generateProtocolRequest: outside the online store', () => {
  const sacItem = {
    produtoNome: 'Tênis Run',
    produtoCor: 'Azul',
    produtoValor: 29990,
    motivoCodigo: 20,
    motivoNome: 'Produto com defeito',
    gradeTamanho: '42',
    numeroNF: '00012345678901',
    observacao: 'Descolou\r\na sola\n',
    nomeLoja: 'Loja Centro',
    cidadeLoja: 'Campinas',
    dataCompraLoja: '15/10/2026',
  };
  const sac = (item: Record<string, unknown>) => request({ origem: 'sac', tipo_contato: 1, items: [item as never] });

  it('accepts store and purchase data without an order line, normalising date and notes', () => {
    const item = generateProtocolRequest.parse(sac(sacItem)).items[0]!;
    expect(item).toMatchObject({
      dataCompraLoja: '2026-10-15',
      observacao: 'Descolou a sola',
      numeroNF: '00012345678901',
      produtoCodigo: '',
    });
  });

  it('requires store, city, date and a purchase value above zero', () => {
    const missing = { ...sacItem, nomeLoja: '', cidadeLoja: ' ', dataCompraLoja: '', produtoValor: 0 };
    expect(issuesOf(generateProtocolRequest.safeParse(sac(missing)))).toEqual([
      ['items.0.nomeLoja', 'required'],
      ['items.0.cidadeLoja', 'required'],
      ['items.0.dataCompraLoja', 'required'],
      ['items.0.produtoValor', 'purchasePrice'],
    ]);
  });

  it('rejects an impossible date, a bad store CNPJ or phone, and a long invoice number', () => {
    const wrong = {
      ...sacItem,
      dataCompraLoja: '31/02/2026',
      cnpjLoja: '11.111.111/1111-11',
      telefoneLoja: '12',
      numeroNF: '123456789012345',
    };
    expect(issuesOf(generateProtocolRequest.safeParse(sac(wrong)))).toEqual([
      ['items.0.numeroNF', 'required'],
      ['items.0.cnpjLoja', 'invalidCnpj'],
      ['items.0.telefoneLoja', 'invalidPhone'],
      ['items.0.dataCompraLoja', 'invalidDate'],
    ]);
    const valid = { ...sacItem, cnpjLoja: '12.345.678/0001-95', telefoneLoja: '(19) 3333-4444' };
    expect(generateProtocolRequest.safeParse(sac(valid)).success).toBe(true);
  });
});

describe('protocolItemSchema', () => {
  it('keeps the return quantity within the invoice quantity', () => {
    expect(issuesOf(protocolItemSchema.safeParse({ ...ecomItem, quantidadeNF: 1, qtdDevolucao: 2 }))).toEqual([
      ['qtdDevolucao', 'required'],
    ]);
    expect(protocolItemSchema.safeParse({ ...ecomItem, quantidadeNF: 3, qtdDevolucao: 2 }).success).toBe(true);
  });

  it('carries a bonus only with an accepted voucher, and only operator-free reasons', () => {
    expect(issuesOf(protocolItemSchema.safeParse({ ...ecomItem, prt_valor_bonus: 500 }))).toEqual([
      ['prt_valor_bonus', 'required'],
    ]);
    expect(protocolItemSchema.safeParse({ ...ecomItem, prt_valor_bonus: 500, prt_sit_bonus: 'S' }).success).toBe(true);
    expect(protocolItemSchema.safeParse({ ...ecomItem, prt_valor_bonus: 10.5, prt_sit_bonus: 'S' }).success).toBe(
      false,
    );
    expect(protocolItemSchema.safeParse({ ...ecomItem, motivooperador: 'S' }).success).toBe(false);
    expect(protocolItemSchema.safeParse({ ...ecomItem, motivoGatilho: 'X' }).success).toBe(false);
  });
});
