import { describe, expect, it } from 'vitest';
import type { ProtocolHistoryEntry } from '@portal/domain';
import { denialReason } from './denial';

const entry = (SIT_ID: number, MSG_DESC: string | null, PHS_OBS: string | null = null): ProtocolHistoryEntry => ({
  SIT_ID,
  SIT_NOME: '',
  PHS_DATA: '2026-11-20T12:00:00.000Z',
  PHS_OBS,
  MSG_DESC,
});

describe('denialReason', () => {
  it('is the reason written on the entry that denied the protocol', () => {
    const history = [entry(1, null, 'Protocolo aberto'), entry(2, null), entry(10, 'Produto com sinais de uso')];
    expect(denialReason(10, history)).toBe('Produto com sinais de uso');
  });

  it("falls back to the closing entry's note (the expiry says why there)", () => {
    expect(denialReason(7, [entry(1, null), entry(7, null, 'O prazo para enviar o produto terminou.')])).toBe(
      'O prazo para enviar o produto terminou.',
    );
  });

  it('is null for a protocol that is not denied, or whose closing says nothing', () => {
    expect(denialReason(11, [entry(11, 'x')])).toBeNull();
    expect(denialReason(9, [entry(9, ' ', null)])).toBeNull();
  });
});
