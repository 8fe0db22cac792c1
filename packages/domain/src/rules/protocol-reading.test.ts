import { describe, expect, it } from 'vitest';
import { STATUS } from '../statuses';
import {
  canEditProtocolContact,
  commentsAsStepNotes,
  isInternalHistoryNote,
  timelineFor,
  visibleHistory,
} from './protocol-reading';

describe('isInternalHistoryNote', () => {
  it("is true for notes holding 'Erro' or 'Fluxo atend'", () => {
    expect(isInternalHistoryNote('Erro na integração com o sistema de crédito')).toBe(true);
    expect(isInternalHistoryNote('Fluxo atendimento automático: postagem gerada.')).toBe(true);
    expect(isInternalHistoryNote('Nova tentativa após Erro 500')).toBe(true);
  });

  it('is false for ordinary, empty and absent notes', () => {
    expect(isInternalHistoryNote('Produto recebido para conferência.')).toBe(false);
    expect(isInternalHistoryNote('')).toBe(false);
    expect(isInternalHistoryNote(null)).toBe(false);
    expect(isInternalHistoryNote(undefined)).toBe(false);
  });
});

describe('visibleHistory', () => {
  it('drops internal entries and keeps the order of the rest', () => {
    const entries = [
      { id: 1, note: 'Aberto' },
      { id: 2, note: 'Fluxo atendimento: etiqueta' },
      { id: 3, note: null },
      { id: 4, note: 'Erro de integração' },
      { id: 5, note: 'Recebido' },
    ];
    expect(visibleHistory(entries).map((entry) => entry.id)).toEqual([1, 3, 5]);
  });
});

describe('timelineFor', () => {
  it('is the rest of the path after the furthest step reached', () => {
    expect(timelineFor('T', [1, 2], 2)).toEqual([3, 4, 5, 15, 11]);
    expect(timelineFor('E', [1, 2, 3], 3)).toEqual([17, 18, 11]);
    expect(timelineFor('C', [1], 1)).toEqual([2, 3, 22, 23, 11]);
  });

  it('is empty when the stored current status is closed, even if the shopper does not see that entry', () => {
    expect(timelineFor('C', [1, 2, 3], STATUS.ERROR)).toEqual([]);
    expect(timelineFor('T', [1, 2, 3, 10], STATUS.REJECTED)).toEqual([]);
  });

  it('does not move for off-path statuses', () => {
    expect(timelineFor('E', [1, 0, 21], 21)).toEqual([2, 3, 17, 18, 11]);
  });
});

describe('canEditProtocolContact', () => {
  it('allows a protocol that is opened or waiting for the product, on every path', () => {
    for (const trigger of ['T', 'E', 'C'] as const) {
      expect(canEditProtocolContact(trigger, [1])).toEqual({ editable: true });
      expect(canEditProtocolContact(trigger, [1, 2])).toEqual({ editable: true });
    }
  });

  it('allows comments and awaiting attention before the analysis', () => {
    expect(canEditProtocolContact('T', [1, 0, 2, 21, 0])).toEqual({ editable: true });
  });

  it("refuses from 'Awaiting analysis' on, also when a comment follows it", () => {
    expect(canEditProtocolContact('T', [1, 2, 3])).toEqual({ editable: false, reason: 'advanced' });
    expect(canEditProtocolContact('E', [1, 2, 3, 0])).toEqual({ editable: false, reason: 'advanced' });
    expect(canEditProtocolContact('C', [1, 2, 3, 22])).toEqual({ editable: false, reason: 'advanced' });
  });

  it('refuses a protocol that skipped straight past the analysis', () => {
    expect(canEditProtocolContact('T', [1, 4])).toEqual({ editable: false, reason: 'advanced' });
  });

  it('refuses back-office statuses off the path that mean the product was handled', () => {
    expect(canEditProtocolContact('T', [1, 6])).toEqual({ editable: false, reason: 'advanced' });
    expect(canEditProtocolContact('E', [1, 12])).toEqual({ editable: false, reason: 'advanced' });
  });

  it('refuses a closed protocol, whatever its step', () => {
    for (const closed of [7, 8, 9, 10, 11, -1]) {
      expect(canEditProtocolContact('T', [1, closed])).toEqual({ editable: false, reason: 'closed' });
    }
  });
});

describe('commentsAsStepNotes', () => {
  const at = (SIT_ID: number, PHS_DATA: string, PHS_OBS: string | null = null) => ({ SIT_ID, PHS_DATA, PHS_OBS });

  it('puts a comment on the step before it, so the last entry is the current status (issue 24)', () => {
    const steps = commentsAsStepNotes([
      at(STATUS.OPENED, '2026-11-01T10:00:00Z', 'Aberto'),
      at(STATUS.COMMENTS, '2026-11-02T10:00:00Z', 'Arquivos recebidos'),
      at(STATUS.WAITING_PRODUCT, '2026-11-03T10:00:00Z'),
      at(STATUS.COMMENTS, '2026-11-04T10:00:00Z', 'Telefone alterado'),
      at(STATUS.COMMENTS, '2026-11-05T10:00:00Z', null),
    ]);
    expect(steps).toEqual([
      {
        ...at(STATUS.OPENED, '2026-11-01T10:00:00Z', 'Aberto'),
        PHS_NOTAS: [{ PHS_DATA: '2026-11-02T10:00:00Z', PHS_OBS: 'Arquivos recebidos' }],
      },
      {
        ...at(STATUS.WAITING_PRODUCT, '2026-11-03T10:00:00Z'),
        PHS_NOTAS: [{ PHS_DATA: '2026-11-04T10:00:00Z', PHS_OBS: 'Telefone alterado' }],
      },
    ]);
  });

  it('keeps a comment with no step before it as an entry', () => {
    const lone = at(STATUS.COMMENTS, '2026-11-01T10:00:00Z', 'Nota');
    expect(commentsAsStepNotes([lone])).toEqual([lone]);
  });
});
