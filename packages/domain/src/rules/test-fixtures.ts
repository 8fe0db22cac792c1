/** Builders of catalogue records for the rule tests: a plausible record, overridden per test. */
import type { OrderLine } from '../order-line';
import type { Desire, GeneralSettings, Reason, SubReason } from './entities';

export function orderLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    MAR_CODIGO: 1,
    FAT_SEQUENCIA: 5001,
    ITE_SEQUENCIA: 1,
    PRO_CODIGO: 'CAM-001',
    PRO_NOME: 'Camiseta Dry Fit',
    PRO_MODELO: 'CAM',
    GRA_CODIGO: 'G1',
    GRA_TAMANHO: 'M',
    COR_NOME: 'Preto',
    NUMERONF: '123456',
    QUANTIDADENF: 1,
    PED_CODIGO: 'PED-1',
    PED_EMPRESA: 1,
    PED_FILIAL: 1,
    PED_TIPOPGTO: 6,
    PED_VALTOTAL: 19990,
    ITE_VALBRUTO: 19990,
    DATA: '2026-10-20T13:00:00Z',
    DATA_ENTREGA: '2026-10-25T15:00:00Z',
    LINK_IMAGEM: 'https://img.example/cam.jpg',
    VOL_RASTREIO: 'BR123',
    ORIGEM: 'eComm',
    PEDIDO_MKTP: 'N',
    TIPO_REFATU: 'N',
    ...overrides,
  };
}

export function reason(overrides: Partial<Reason> = {}): Reason {
  return {
    ASS_ID: 16,
    ASS_NOME: 'Tamanho não serviu',
    CTO_ID: 5,
    ASS_EXIGE_IMG: 'N',
    ASS_RESTRICAO_SLA: 'S',
    ASS_SLA_TROCA: 30,
    ASS_PRI_TROCA: 'S',
    ASS_SEG_TROCA: 'N',
    ASS_PER_DEVOLUCAO: 'S',
    ASS_MSG_FORA_PRAZO: 'Prazo de troca encerrado.',
    ASS_MSG_VEN_MKTP: 'Pedido de marketplace: fale com o vendedor.',
    ASS_ATIVO: 'S',
    ASS_MOT_OPE: 'N',
    ...overrides,
  };
}

export function subReason(overrides: Partial<SubReason> = {}): SubReason {
  return { SMOT_ID: 1, SMOT_NOME: 'Ficou pequeno', ASS_ID: 16, CTO_ID: 5, ...overrides };
}

export function desire(overrides: Partial<Desire> = {}): Desire {
  return {
    MOT_ID: 1,
    MOT_NOME: 'Mesmo produto em outro tamanho',
    MOT_ATIVO: 'S',
    ASS_ID: 16,
    MOT_TAMANHO: 'N',
    MOT_COR: 'N',
    MOT_ESTORNO: 'N',
    MOT_VALE_COMPRAS: 'N',
    MOT_GATILHO: 'T',
    MOT_MSG_AUXILIAR: null,
    BON_CODIGO: null,
    ...overrides,
  };
}

export const sizeExchangeDesire = (overrides: Partial<Desire> = {}) =>
  desire({ MOT_ID: 1, MOT_TAMANHO: 'S', MOT_GATILHO: 'T', ...overrides });
export const colourExchangeDesire = (overrides: Partial<Desire> = {}) =>
  desire({ MOT_ID: 2, MOT_NOME: 'Trocar a cor', MOT_COR: 'S', MOT_GATILHO: 'T', ...overrides });
export const refundDesire = (overrides: Partial<Desire> = {}) =>
  desire({ MOT_ID: 3, MOT_NOME: 'Devolução do valor', MOT_ESTORNO: 'S', MOT_GATILHO: 'E', ...overrides });
export const voucherDesire = (overrides: Partial<Desire> = {}) =>
  desire({ MOT_ID: 5, MOT_NOME: 'Vale-compras', MOT_VALE_COMPRAS: 'S', MOT_GATILHO: 'C', ...overrides });
export const voucherOfferDesire = (overrides: Partial<Desire> = {}) =>
  desire({
    MOT_ID: 7,
    MOT_NOME: 'Estorno ou vale-compras',
    MOT_ESTORNO: 'S',
    MOT_VALE_COMPRAS: 'S',
    MOT_GATILHO: 'E',
    BON_CODIGO: 1,
    ...overrides,
  });

export function settings(overrides: Partial<GeneralSettings> = {}): GeneralSettings {
  return {
    SCO_VAL_ENTREGA: 'S',
    SCO_QTD_CUPOM: 2,
    SCO_VAL_CUPOM: 30,
    SCO_MSG_CUPOM: null,
    SCO_MSG_CUPOM_INST: null,
    SCO_MSG_COMPRAS: null,
    SCO_MSG_ESTORNO: null,
    ...overrides,
  };
}
