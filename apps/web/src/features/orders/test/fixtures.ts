/**
 * Records for the orders feature's tests, shaped as the API sends them (spec §3 field names). Dates are relative to
 * the real clock, as the rules compare them with `new Date()`.
 */
import {
  orderLineUniqueKey,
  type Desire,
  type GeneralSettings,
  type Reason,
  type StockVariant,
  type SubReason,
} from '@portal/domain';
import { ORDER_CUSTOMER_FIXTURE, orderLineFixture } from '../../../test/order-line-fixture';
import type { OrderLineRecord } from '../api/get-orders';
import type { Catalog } from '../lib/catalog';

const DAY_MS = 86_400_000;

/** An instant `days` before now, as the API writes DATA_ENTREGA. */
export function daysAgo(days: number): string {
  return new Date(Date.now() - days * DAY_MS).toISOString();
}

export function line(overrides: Partial<OrderLineRecord> = {}): OrderLineRecord {
  const base = {
    ...orderLineFixture({ DATA: daysAgo(6), DATA_ENTREGA: daysAgo(2) }),
    ...ORDER_CUSTOMER_FIXTURE,
    IN_OPEN_PROTOCOL: 'N',
    ...overrides,
  } satisfies Omit<OrderLineRecord, 'UNIQUE_KEY'>;
  return { ...base, UNIQUE_KEY: orderLineUniqueKey(base) };
}

function reason(overrides: Partial<Reason> & Pick<Reason, 'ASS_ID' | 'ASS_NOME'>): Reason {
  return {
    CTO_ID: 5,
    ASS_EXIGE_IMG: 'N',
    ASS_RESTRICAO_SLA: 'S',
    ASS_SLA_TROCA: 30,
    ASS_PRI_TROCA: 'S',
    ASS_SEG_TROCA: 'N',
    ASS_PER_DEVOLUCAO: 'S',
    ASS_MSG_FORA_PRAZO: 'O prazo para este motivo terminou.',
    ASS_MSG_VEN_MKTP: 'Item de marketplace: fale com o vendedor.',
    ASS_ATIVO: 'S',
    ASS_MOT_OPE: 'N',
    ...overrides,
  };
}

function desire(overrides: Partial<Desire> & Pick<Desire, 'MOT_ID' | 'MOT_NOME' | 'ASS_ID' | 'MOT_GATILHO'>): Desire {
  return {
    MOT_ATIVO: 'S',
    MOT_TAMANHO: 'N',
    MOT_COR: 'N',
    MOT_ESTORNO: 'N',
    MOT_VALE_COMPRAS: 'N',
    MOT_MSG_AUXILIAR: null,
    BON_CODIGO: null,
    ...overrides,
  };
}

export const REASONS: Reason[] = [
  reason({ ASS_ID: 16, ASS_NOME: 'Tamanho não serviu' }),
  reason({ ASS_ID: 17, ASS_NOME: 'Troca de cor' }),
  reason({
    ASS_ID: 20,
    ASS_NOME: 'Produto chegou com defeito',
    ASS_EXIGE_IMG: 'S',
    ASS_RESTRICAO_SLA: 'N',
    ASS_SLA_TROCA: 0,
    ASS_SEG_TROCA: 'S',
  }),
];

export const SUB_REASONS: SubReason[] = [
  { SMOT_ID: 161, SMOT_NOME: 'Ficou pequeno', ASS_ID: 16, CTO_ID: 5 },
  { SMOT_ID: 171, SMOT_NOME: 'Preferi outra cor', ASS_ID: 17, CTO_ID: 5 },
  { SMOT_ID: 201, SMOT_NOME: 'Costura desfeita', ASS_ID: 20, CTO_ID: 5 },
];

export const DESIRES: Desire[] = [
  desire({ MOT_ID: 1, MOT_NOME: 'Mesmo produto em outro tamanho', ASS_ID: 16, MOT_GATILHO: 'T', MOT_TAMANHO: 'S' }),
  desire({ MOT_ID: 3, MOT_NOME: 'Devolução do valor pago', ASS_ID: 16, MOT_GATILHO: 'E', MOT_ESTORNO: 'S' }),
  desire({
    MOT_ID: 5,
    MOT_NOME: 'Vale-compras com bônus em vez do estorno',
    ASS_ID: 16,
    MOT_GATILHO: 'C',
    MOT_ESTORNO: 'S',
    MOT_VALE_COMPRAS: 'S',
    BON_CODIGO: 1,
    MOT_MSG_AUXILIAR: 'Aceitando o vale-compras você recebe 10% de bônus.',
  }),
  desire({ MOT_ID: 2, MOT_NOME: 'Mesmo produto em outra cor', ASS_ID: 17, MOT_GATILHO: 'T', MOT_COR: 'S' }),
  desire({ MOT_ID: 7, MOT_NOME: 'Devolução do valor pago', ASS_ID: 17, MOT_GATILHO: 'E', MOT_ESTORNO: 'S' }),
  desire({ MOT_ID: 9, MOT_NOME: 'Nova peça do mesmo produto', ASS_ID: 20, MOT_GATILHO: 'T', MOT_TAMANHO: 'S' }),
  desire({ MOT_ID: 13, MOT_NOME: 'Devolução do valor pago', ASS_ID: 20, MOT_GATILHO: 'E', MOT_ESTORNO: 'S' }),
];

export const SETTINGS: GeneralSettings = {
  SCO_VAL_ENTREGA: 'S',
  SCO_QTD_CUPOM: 2,
  SCO_VAL_CUPOM: 30,
  SCO_MSG_CUPOM: null,
  SCO_MSG_CUPOM_INST: null,
  SCO_MSG_COMPRAS: null,
  SCO_MSG_ESTORNO: 'O valor estornado pode levar no mínimo 30 dias para aparecer.',
};

export function catalog(overrides: Partial<Catalog> = {}): Catalog {
  return {
    reasons: REASONS,
    subReasons: SUB_REASONS,
    desires: DESIRES,
    settings: SETTINGS,
    ruleNames: null,
    ...overrides,
  };
}

/** Stock lines as the balance call sends them: one per colour and size, with the colour's grid in TAMANHOS. */
export function stock(
  colours: { code: string; name: string; hex: string | null; sizes: Record<string, number> }[],
): StockVariant[] {
  return colours.flatMap((colour) => {
    const sizes = Object.keys(colour.sizes);
    const grid = sizes.map((size, index) => `${size} | ${index + 1}`).join(', ');
    return sizes.map((size, index) => ({
      COR_CODIGO: colour.code,
      COR_NOME: colour.name,
      COR_CODHEXA: colour.hex,
      GRA_TAMANHO: size,
      TAM_ORDEM: index + 1,
      TAMANHOS: grid,
      EST_SLD: colour.sizes[size] ?? 0,
      EST_TPEST: 'E',
      LINK_IMAGEM: null,
    }));
  });
}

export const SHOE_STOCK = stock([
  { code: 'AZR', name: 'Azul Royal', hex: '#2563EB', sizes: { '39': 6, '40': 3, '41': 5, '42': 2, '43': 0 } },
  { code: 'PRT', name: 'Preto', hex: '#1F2937', sizes: { '39': 8, '40': 7, '41': 4, '42': 6, '43': 0 } },
]);

export const TEE_STOCK = stock([
  { code: 'BRC', name: 'Branca', hex: '#FFFFFF', sizes: { P: 10, M: 12, G: 0 } },
  { code: 'AZM', name: 'Azul Marinho', hex: '#1E3A8A', sizes: { P: 6, M: 9, G: 7 } },
  { code: 'VLM', name: 'Verde Limão', hex: '#84CC16', sizes: { P: 4, M: 0, G: 5 } },
]);

export const CONSUMER = {
  CON_ID: 1,
  CON_CPF: '52998224725',
  BAN_CODIGO: null,
  CLI_AGENCIA: null,
  CLI_CONTA: null,
  CLI_CHAVEPIX: null,
};

export const BANKS = [
  { BAN_CODIGO: '001', BAN_NOME: 'Banco do Brasil S.A.' },
  { BAN_CODIGO: '341', BAN_NOME: 'Itaú Unibanco S.A.' },
];
