import type { OrderCustomerFields, OrderLine } from '@portal/domain';

/**
 * An order line as POST /returns/orders sends it (spec §3), modelled on the seed's running shoe, for the web tests of
 * every feature that reads order lines; each overrides what its test is about.
 */
export function orderLineFixture(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    MAR_CODIGO: 1,
    FAT_SEQUENCIA: 517402,
    ITE_SEQUENCIA: 1,
    PRO_CODIGO: '100101',
    PRO_NOME: 'Tênis de Corrida Veloz',
    PRO_MODELO: 'VELOZ',
    GRA_CODIGO: 'CAL',
    GRA_TAMANHO: '40',
    COR_NOME: 'Azul Royal',
    NUMERONF: '231845',
    QUANTIDADENF: 1,
    PED_CODIGO: '4820745',
    PED_EMPRESA: 1,
    PED_FILIAL: 1,
    PED_TIPOPGTO: 6,
    PED_VALTOTAL: 49990,
    ITE_VALBRUTO: 49990,
    DATA: '2026-11-15T13:15:00.000Z',
    DATA_ENTREGA: '2026-11-19T17:40:00.000Z',
    LINK_IMAGEM: '/products/shoe-blue.svg',
    VOL_RASTREIO: 'QB482074516BR',
    ORIGEM: 'eComm',
    PEDIDO_MKTP: 'N',
    TIPO_REFATU: 'N',
    ...overrides,
  };
}

/** The order record's customer fields (spec §3) of the seed's demo customer Ana, as POST /returns/orders sends them. */
export const ORDER_CUSTOMER_FIXTURE: OrderCustomerFields = {
  CPF: '52998224725',
  CLI_NOME: 'Ana Paula Souza',
  EMAIL: 'ana.souza@example.com',
  CLI_DDI: '55',
  CLI_DDD: '11',
  CLI_FONE: '987654321',
  CLI_CEP: '01310100',
  CLI_ENDERECO: 'Avenida Paulista',
  CLI_CIDADE: 'São Paulo',
  CLI_UF: 'SP',
  CLI_ENDNUM: '1000',
  CLI_COMPL: 'Apto 82',
  CLI_BAIRRO: 'Bela Vista',
  CLI_ENDDES: 'END001',
  CLI_ENDSEQDES: '1',
};
