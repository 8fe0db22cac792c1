/** The reason catalogue the outside-store tests run on, as the API answers it (spec §3), in Portuguese. */
import type { Desire, Reason, SubReason } from '@portal/domain';
import type { OutsideStoreCatalog, OutsideStoreValues } from '../lib/outside-store-form';

/** Reason 16 restricts by a 30-day deadline (from the purchase date here); reason 20 requires photos and has none. */
export function reason(id: number, name: string, photos: 'S' | 'N', sla: 'S' | 'N' = 'S'): Reason {
  return {
    ...{ ASS_ID: id, ASS_NOME: name, CTO_ID: 5, ASS_EXIGE_IMG: photos, ASS_RESTRICAO_SLA: sla, ASS_SLA_TROCA: 30 },
    ...{ ASS_PRI_TROCA: 'S', ASS_SEG_TROCA: 'N', ASS_PER_DEVOLUCAO: 'S', ASS_MSG_VEN_MKTP: null },
    ...{ ASS_MSG_FORA_PRAZO: 'O prazo de 30 dias após a compra terminou.', ASS_ATIVO: 'S', ASS_MOT_OPE: 'N' },
  };
}

/** A refund desire of `reasonId`, with `overrides` for the other kinds. */
export function desire(id: number, reasonId: number, name: string, overrides: Partial<Desire> = {}): Desire {
  return {
    ...{ MOT_ID: id, MOT_NOME: name, MOT_ATIVO: 'S', ASS_ID: reasonId, MOT_TAMANHO: 'N', MOT_COR: 'N' },
    ...{ MOT_ESTORNO: 'S', MOT_VALE_COMPRAS: 'N', MOT_GATILHO: 'E', MOT_MSG_AUXILIAR: null, BON_CODIGO: null },
    ...overrides,
  };
}

const SUB_REASONS: SubReason[] = [{ SMOT_ID: 161, SMOT_NOME: 'Ficou pequeno', ASS_ID: 16, CTO_ID: 5 }];

export const CATALOG: OutsideStoreCatalog = {
  reasons: [reason(16, 'Tamanho não serviu', 'N'), reason(20, 'Produto com defeito', 'S', 'N')],
  subReasons: SUB_REASONS,
  desires: [
    desire(3, 16, 'Devolução do valor pago'),
    desire(2, 16, 'Troca de tamanho', { MOT_TAMANHO: 'S', MOT_ESTORNO: 'N', MOT_GATILHO: 'T' }),
    desire(6, 16, 'Estorno ou vale', { MOT_VALE_COMPRAS: 'S', BON_CODIGO: 1 }),
    desire(4, 16, 'Vale-compras', { MOT_ESTORNO: 'N', MOT_GATILHO: 'C' }),
    desire(5, 20, 'Reembolso do defeito'),
  ],
};

/** What the API answers for the catalogue's three calls (reasons, sub-reasons, desires); null for any other path. */
export function catalogAnswer(path: string): object | null {
  if (path === '/api/returns/protocols/subjects/b2c') return { productBalance: CATALOG.reasons };
  if (path === '/api/returns/protocols/subreasons') return { subReasons: CATALOG.subReasons };
  if (path === '/api/returns/protocols/reasons/b2c') return { reasons: CATALOG.desires };
  return null;
}

/** A complete form: reason 16 with its sub-reason and the refund, bought on 10/11/2026. */
export const VALID_VALUES: OutsideStoreValues = {
  nomeLoja: 'Loja Centro',
  cidadeLoja: 'Curitiba',
  valor: 'R$ 249,90',
  dataCompra: '10/11/2026',
  numeroNF: '123456',
  motivoCodigo: '16',
  smotivoCodigo: '161',
  desejoCodigo: '3',
  produtoNome: 'Tênis Veloz',
  produtoCor: 'Azul',
  tamanho: '41',
  observacao: 'Ficou apertado.',
};
