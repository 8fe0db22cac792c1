import { describe, expect, it } from 'vitest';
import { protocolContactUpdateSchema, protocolFilesResponseSchema, protocolListResponseSchema } from './protocol-read';

const contact = {
  PRT_ID: 100001,
  CON_FONE_CEL: '+55 (11) 98765-4321',
  CON_CEP: '01310-100',
  CON_ENDERECO: 'Avenida Paulista',
  CON_ENDNUM: '1000',
  CON_COMPL: '',
  CON_BAIRRO: 'Bela Vista',
  CON_CIDADE: 'São Paulo',
  CON_UF: 'SP',
};

describe('protocolContactUpdateSchema', () => {
  it('accepts the phone and pickup address with the buyer step masks', () => {
    expect(protocolContactUpdateSchema.safeParse(contact).success).toBe(true);
  });

  it('refuses any other field (status, values, identity, bank data)', () => {
    for (const extra of [{ SIT_ID: 11 }, { CON_CPF: '52998224725' }, { ban_codigo: '341' }, { ITF_VLUNIT: 1 }]) {
      expect(protocolContactUpdateSchema.safeParse({ ...contact, ...extra }).success).toBe(false);
    }
  });

  it('applies the buyer-step validations', () => {
    expect(protocolContactUpdateSchema.safeParse({ ...contact, CON_FONE_CEL: '1234' }).success).toBe(false);
    expect(protocolContactUpdateSchema.safeParse({ ...contact, CON_CEP: '0131' }).success).toBe(false);
    expect(protocolContactUpdateSchema.safeParse({ ...contact, CON_UF: 'XX' }).success).toBe(false);
    expect(protocolContactUpdateSchema.safeParse({ ...contact, CON_ENDERECO: ' ' }).success).toBe(false);
  });
});

describe('protocolListResponseSchema', () => {
  it('reads the creation date as an ISO instant', () => {
    const call = {
      PRT_ID: 1,
      SIT_ID: 1,
      SIT_NOME: 'Aberto',
      MOT_NOME: 'Troca de tamanho',
      PRT_DTCRIACAO: '2026-11-20T12:30:00.000Z',
      PRT_NFISCAL: '123',
      PEDIDO_ORIGINAL: null,
      CTO_ID: 5,
      CON_CPF: null,
      CON_NOME: null,
      CON_FONE_CEL: null,
      USU_EMAIL: null,
      CON_CEP: null,
      CON_ENDERECO: null,
      CON_ENDNUM: null,
      CON_COMPL: null,
      CON_BAIRRO: null,
      CON_CIDADE: null,
      CON_UF: null,
    };
    expect(protocolListResponseSchema.safeParse({ calls: [call] }).success).toBe(true);
    expect(protocolListResponseSchema.safeParse({ calls: [{ ...call, PRT_DTCRIACAO: '20/11/2026' }] }).success).toBe(
      false,
    );
  });
});

describe('protocolFilesResponseSchema', () => {
  it('reads the missing files, and an answer without them as nothing missing', () => {
    const missing = { item: 1, kind: 'invoice', required: 1, received: 0 };
    expect(protocolFilesResponseSchema.parse({ files: [], missingFiles: [missing] }).missingFiles).toEqual([missing]);
    expect(protocolFilesResponseSchema.parse({ files: [] }).missingFiles).toEqual([]);
    expect(protocolFilesResponseSchema.safeParse({ files: [], missingFiles: [{ ...missing, item: 0 }] }).success).toBe(
      false,
    );
    expect(
      protocolFilesResponseSchema.safeParse({ files: [], missingFiles: [{ ...missing, kind: 'video' }] }).success,
    ).toBe(false);
  });
});
