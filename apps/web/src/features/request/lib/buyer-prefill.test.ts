import { describe, expect, it } from 'vitest';
import { parseSessionUser } from '../../../lib/session';
import { bankSlipRefundItem, customerLine, DEFAULT_BANK, sizeExchangeItem } from '../test/fixtures';
import { TEST_SESSION_USER } from '../test/render-request';
import { bankPrefill, buyerPrefill, pickPrefillOrder } from './buyer-prefill';

const user = parseSessionUser(TEST_SESSION_USER);

describe('pickPrefillOrder', () => {
  const older = sizeExchangeItem({ DATA: '2026-10-01T12:00:00.000Z' });
  const newer = bankSlipRefundItem();
  const lines = [
    customerLine(older, { DATA: older.dataCompra, CLI_NOME: 'From the older order' }),
    customerLine(newer, { DATA: newer.dataCompra, CLI_NOME: 'From the newer item' }),
    // The customer's latest order overall is not one of the items.
    {
      ...customerLine(older),
      UNIQUE_KEY: 'other',
      FAT_SEQUENCIA: 1,
      DATA: '2026-11-20T10:00:00.000Z',
      CLI_NOME: 'Latest order',
    },
  ];

  it('takes the order of the newest item for e-commerce', () => {
    expect(pickPrefillOrder(lines, [older, newer], true)?.CLI_NOME).toBe('From the newer item');
  });

  it('takes the most recent order otherwise, or when no order matches the items', () => {
    expect(pickPrefillOrder(lines, [older, newer], false)?.CLI_NOME).toBe('Latest order');
    expect(pickPrefillOrder(lines.slice(2), [older], true)?.CLI_NOME).toBe('Latest order');
  });

  it('has nothing without orders', () => {
    expect(pickPrefillOrder([], [older], true)).toBeNull();
  });
});

describe('buyerPrefill', () => {
  it('fills from the session user and address when there is no order', () => {
    const { values, orderAddress } = buyerPrefill(user, null);
    expect(values).toMatchObject({
      cpf: '529.982.247-25',
      nome: 'Ana Paula Souza',
      email: 'ana.souza@example.com',
      telefone: '+55 (11) 98765-4321',
      cep: '01310-100',
      endereco: 'Avenida Paulista',
      cidade: 'São Paulo',
      uf: 'SP',
      ban_codigo: '',
    });
    expect(orderAddress).toBeNull();
  });

  it('fills from the order, masks applied, keeping its address keys', () => {
    const item = sizeExchangeItem();
    const order = customerLine(item, {
      CLI_NOME: 'Ana P. Souza',
      CLI_CEP: '22793245',
      CLI_CIDADE: 'Rio de Janeiro',
      CLI_UF: 'rj',
    });
    const { values, orderAddress } = buyerPrefill(user, order);
    expect(values).toMatchObject({ nome: 'Ana P. Souza', cep: '22793-245', cidade: 'Rio de Janeiro', uf: 'RJ' });
    expect(orderAddress).toEqual({
      cli_enddes: 'END001',
      cli_endseqdes: '1',
      address: {
        cep: '22793-245',
        endereco: 'Avenida Paulista',
        numero: '1000',
        complemento: 'Apto 82',
        bairro: 'Bela Vista',
        cidade: 'Rio de Janeiro',
        uf: 'RJ',
      },
    });
  });

  it('falls back to the user for missing person fields and to the user address for an order without one', () => {
    const order = customerLine(sizeExchangeItem(), { CPF: null, CLI_FONE: null, CLI_CEP: null, CLI_ENDDES: null });
    const { values, orderAddress } = buyerPrefill(user, order);
    expect(values).toMatchObject({ cpf: '529.982.247-25', telefone: '+55 (11) 98765-4321', cep: '01310-100' });
    expect(orderAddress).toBeNull();
  });
});

describe('bankPrefill', () => {
  const consumer = {
    BAN_CODIGO: '341',
    CLI_AGENCIA: '4321',
    CLI_CONTA: '98765-4',
    CLI_CHAVEPIX: 'ana.souza@example.com',
  };

  it('prefers what the order card carried, then the consumer record', () => {
    expect(bankPrefill([bankSlipRefundItem()], consumer)).toEqual({ ...DEFAULT_BANK, cli_chavepix: '529.982.247-25' });
    expect(bankPrefill([bankSlipRefundItem({})], consumer)).toEqual({
      ban_codigo: '341',
      cli_agencia: '4321',
      cli_conta: '98765-4',
      cli_chavepix: 'ana.souza@example.com',
    });
    expect(bankPrefill([bankSlipRefundItem({})], null)).toEqual({
      ban_codigo: '',
      cli_agencia: '',
      cli_conta: '',
      cli_chavepix: '',
    });
  });
});
