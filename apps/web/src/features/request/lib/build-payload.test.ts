import { describe, expect, it } from 'vitest';
import { generateProtocolRequest, ORIGIN } from '@portal/domain';
import { bankSlipRefundItem, DEFAULT_BANK, sizeExchangeItem, voucherItem } from '../test/fixtures';
import { buildProtocolPayload, isAddressUnchanged, protocolIdOf, type BuildPayloadInput } from './build-payload';
import { EMPTY_BANK, type AddressValues, type BuyerValues } from './buyer-values';

const ADDRESS: AddressValues = {
  cep: '01310-100',
  endereco: 'Avenida Paulista',
  numero: '1000',
  complemento: 'Apto 82',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  uf: 'SP',
};

const BUYER: BuyerValues = {
  cpf: '529.982.247-25',
  nome: ' Ana Paula Souza ',
  telefone: '+55 (11) 98765-4321',
  email: 'ana.souza@example.com',
  ...ADDRESS,
};

const ORDER_ADDRESS = { cli_enddes: 'END001', cli_endseqdes: '1', address: ADDRESS };

function input(overrides: Partial<BuildPayloadInput> = {}): BuildPayloadInput {
  return {
    origin: ORIGIN.ECOM,
    brandId: 1,
    buyer: BUYER,
    bank: EMPTY_BANK,
    items: [sizeExchangeItem()],
    orderAddress: ORDER_ADDRESS,
    acceptedPolicyUrl: 'https://corre-brasil.example/politica-de-trocas',
    ...overrides,
  };
}

describe('buildProtocolPayload', () => {
  it('sends an item of a reason with no active sub-reason without one (R38)', () => {
    const item = { ...sizeExchangeItem(), smotivoCodigo: 0, smotivoNome: '', smotivoExigido: false };
    const parsed = generateProtocolRequest.parse(buildProtocolPayload(input({ items: [item] })));
    expect(parsed.items[0]?.smotivoCodigo).toBeUndefined();
  });


  it('builds a size exchange the wire schema accepts, buyer fields unmasked', () => {
    const payload = buildProtocolPayload(input());
    const parsed = generateProtocolRequest.parse(payload);

    expect(parsed).toMatchObject({
      origem: 'ecom',
      marcaCodigo: 1,
      nomeCliente: 'Ana Paula Souza',
      cpfCliente: '52998224725',
      emailCliente: 'ana.souza@example.com',
      ddiCliente: '55',
      dddCliente: '11',
      telefoneCliente: '987654321',
      cepCliente: '01310100',
      enderecoCliente: 'Avenida Paulista',
      numeroEndrCliente: '1000',
      complementoEndrCliente: 'Apto 82',
      bairroCliente: 'Bela Vista',
      cidadeCliente: 'São Paulo',
      UFCliente: 'SP',
      tipo_contato: 5,
      cli_enddes: 'END001',
      cli_endseqdes: '1',
      // The terms ticked, with the policy link ticked (R9): the API records the consent.
      termosAceitos: true,
      termosLink: 'https://corre-brasil.example/politica-de-trocas',
    });
    expect(parsed.ban_codigo).toBeUndefined();
    expect(parsed.items).toHaveLength(1);
    expect(parsed.items[0]).toMatchObject({
      itemDevolucao: 1,
      agrupador: 1,
      produtoCodigo: '100101',
      produtoNome: 'Tênis de Corrida Veloz',
      produtoCor: 'Azul Royal',
      produtoValor: 49990,
      motivoCodigo: 20,
      smotivoCodigo: 201,
      motivoNome: 'Produto chegou com defeito',
      desejoCodigo: 9,
      desejoNome: 'Nova peça do mesmo produto',
      gradeCodigo: 'CAL',
      gradeTamanho: '40',
      tamanhoTroca: '41',
      empresaCodigo: 1,
      filialCodigo: 1,
      sequenciaFat: 517402,
      itemFatSequencia: 1,
      numeroNF: '231845',
      quantidadeNF: 1,
      qtdDevolucao: 1,
      observacao: 'A costura abriu na primeira corrida.',
      prt_valor_bonus: 0,
      prt_sit_bonus: 'N',
      motivooperador: 'N',
      motivoGatilho: 'T',
    });
    // The exchange colour travels beside the schema (the API reads it from the raw body).
    expect(payload.items[0]).toHaveProperty('corTroca', '');
  });

  it('sends the bank fields only for a payment reversal, the Pix key without separators', () => {
    const bank = { ...DEFAULT_BANK, cli_chavepix: '529.982.247-25' };
    const reversal = buildProtocolPayload(input({ items: [bankSlipRefundItem()], bank }));
    const parsed = generateProtocolRequest.parse(reversal);
    expect(parsed).toMatchObject({
      ban_codigo: '001',
      cli_agencia: '1234',
      cli_conta: '12345-6',
      cli_chavepix: '52998224725',
    });
    expect(parsed.items[0]).toMatchObject({ motivoGatilho: 'E', desejoCodigo: 3, tamanhoTroca: '' });

    const exchange = buildProtocolPayload(input({ bank }));
    expect(exchange).not.toHaveProperty('ban_codigo');
    expect(exchange).not.toHaveProperty('cli_chavepix');
  });

  it('carries an accepted voucher as prt_sit_bonus S with the bonus value', () => {
    const parsed = generateProtocolRequest.parse(buildProtocolPayload(input({ items: [voucherItem()] })));
    expect(parsed.items[0]).toMatchObject({
      prt_sit_bonus: 'S',
      prt_valor_bonus: 1899,
      motivoGatilho: 'C',
      desejoCodigo: 5,
    });
    expect(parsed.ban_codigo).toBeUndefined();
  });

  it('numbers several items by their position, the first giving the contact type', () => {
    const parsed = generateProtocolRequest.parse(
      buildProtocolPayload(input({ items: [sizeExchangeItem(), bankSlipRefundItem()], bank: DEFAULT_BANK })),
    );
    expect(parsed.items.map((item) => [item.itemDevolucao, item.agrupador])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    // One reversal among the items is enough to need bank data.
    expect(parsed.ban_codigo).toBe('001');
  });

  it('drops cli_enddes/cli_endseqdes once the address differs from the order', () => {
    const moved = buildProtocolPayload(input({ buyer: { ...BUYER, numero: '1200' } }));
    expect(moved).not.toHaveProperty('cli_enddes');
    expect(moved).not.toHaveProperty('cli_endseqdes');
    expect(generateProtocolRequest.parse(moved).numeroEndrCliente).toBe('1200');

    // Masks, case and spacing are not changes.
    const same = buildProtocolPayload(input({ buyer: { ...BUYER, cep: '01310100', endereco: 'avenida  paulista ' } }));
    expect(same).toMatchObject({ cli_enddes: 'END001', cli_endseqdes: '1' });

    const noOrder = buildProtocolPayload(input({ orderAddress: null }));
    expect(noOrder).not.toHaveProperty('cli_enddes');
  });

  it('splits a phone typed without the country code with ddi 55 by default', () => {
    const parsed = generateProtocolRequest.parse(
      buildProtocolPayload(input({ buyer: { ...BUYER, telefone: '(21) 3234-5678' } })),
    );
    expect(parsed).toMatchObject({ ddiCliente: '55', dddCliente: '21', telefoneCliente: '32345678' });
  });
});

describe('isAddressUnchanged', () => {
  it('compares every address field', () => {
    expect(isAddressUnchanged(ADDRESS, { ...ADDRESS })).toBe(true);
    for (const field of Object.keys(ADDRESS) as (keyof AddressValues)[]) {
      expect(isAddressUnchanged({ ...ADDRESS, [field]: `${ADDRESS[field]}9` }, ADDRESS), field).toBe(false);
    }
  });
});

describe('protocolIdOf', () => {
  it('reads prt_id, else the id in parentheses of the message', () => {
    expect(protocolIdOf({ prt_id: 100007, message: 'Protocolo gerado com sucesso (100007)' })).toBe(100007);
    expect(protocolIdOf({ message: 'Protocolo gerado com sucesso (4321)' })).toBe(4321);
    expect(protocolIdOf({ message: 'sem número' })).toBeNull();
    expect(protocolIdOf(null)).toBeNull();
  });
});
