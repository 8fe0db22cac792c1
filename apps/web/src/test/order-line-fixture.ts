import type { OrderLine } from '@portal/domain';

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
    NUMERONF: 231845,
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
