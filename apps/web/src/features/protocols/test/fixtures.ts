import type {
  ProtocolFile,
  ProtocolHistoryEntry,
  ProtocolItemRecord,
  ProtocolSummary,
  ProtocolTimelineStep,
} from '@portal/domain';

/** A protocol of the list as the API sends it; fields not given are those of Ana's first seeded protocol. */
export function protocolSummary(overrides: Partial<ProtocolSummary> = {}): ProtocolSummary {
  return {
    PRT_ID: 100001,
    SIT_ID: 1,
    SIT_NOME: 'Aberto',
    MOT_NOME: 'Mesmo produto em outro tamanho',
    PRT_DTCRIACAO: '2026-11-20T12:05:00.000Z',
    PRT_NFISCAL: '48204',
    PEDIDO_ORIGINAL: '4820480',
    CTO_ID: 5,
    CON_CPF: '52998224725',
    CON_NOME: 'ANA PAULA SOUZA',
    CON_FONE_CEL: '5511987654321',
    USU_EMAIL: 'ana.souza@example.com',
    CON_CEP: '01310100',
    CON_ENDERECO: 'Avenida Paulista',
    CON_ENDNUM: '1000',
    CON_COMPL: 'Apto 12',
    CON_BAIRRO: 'Bela Vista',
    CON_CIDADE: 'São Paulo',
    CON_UF: 'SP',
    MOT_GATILHO: 'T',
    EDITA_CONTATO: 'S',
    ...overrides,
  };
}

export const HISTORY: ProtocolHistoryEntry[] = [
  {
    SIT_ID: 1,
    SIT_NOME: 'Aberto',
    PHS_DATA: '2026-11-20T12:05:00.000Z',
    PHS_OBS: 'Protocolo aberto pelo portal do cliente.',
    MSG_DESC: null,
  },
  {
    SIT_ID: 2,
    SIT_NOME: 'Aguardando produto',
    PHS_DATA: '2026-11-21T13:30:00.000Z',
    PHS_OBS: 'Aguardando a postagem do produto.',
    MSG_DESC: 'Código de autorização de postagem enviado por e-mail.',
  },
];

export const TIMELINE: ProtocolTimelineStep[] = [
  { SIT_ID_NEW: 3, SIT_NOME: 'Aguardando análise' },
  { SIT_ID_NEW: 4, SIT_NOME: 'Aprovado para troca' },
  { SIT_ID_NEW: 11, SIT_NOME: 'Finalizado' },
];

export const ITEMS: ProtocolItemRecord[] = [
  {
    ITP_ID: 7,
    LINK_IMAGEM: '/images/products/camiseta.webp',
    PRO_RESUMIDO: 'Camiseta Dry Run',
    PRO_CODIGO: 'CR-1001',
    ITP_QTDEV: 1,
    ITF_VLUNIT: 12990,
    GRA_TAMANHO: 'M',
    COR_NOME: 'Azul',
    TAMANHO_TROCA: 'G',
  },
];

export const FILES: ProtocolFile[] = [
  { FILE_ID: 31, FILE_NAME: 'foto-1.jpg', MIME_TYPE: 'image/jpeg', IS_NFE: 'N', SIZE_BYTES: 2048, ITP_ID: 7 },
  { FILE_ID: 32, FILE_NAME: 'nota.pdf', MIME_TYPE: 'application/pdf', IS_NFE: 'S', SIZE_BYTES: 4096, ITP_ID: 7 },
];
