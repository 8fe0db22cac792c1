import { describe, expect, it } from 'vitest';
import { STATUS, type ProtocolHistoryEntry } from '@portal/domain';
import { buildTimelineSteps } from './timeline-steps';

const entry = (SIT_ID: number, PHS_DATA: string, PHS_OBS: string | null = null): ProtocolHistoryEntry => ({
  SIT_ID,
  SIT_NOME: `status ${SIT_ID}`,
  PHS_DATA,
  PHS_OBS,
  MSG_DESC: null,
});
const future = (...ids: number[]) => ids.map((SIT_ID_NEW) => ({ SIT_ID_NEW, SIT_NOME: `status ${SIT_ID_NEW}` }));

describe('buildTimelineSteps', () => {
  it('marks past steps done, the last one current and the future ones ahead', () => {
    const steps = buildTimelineSteps(
      [entry(STATUS.OPENED, '2026-11-01T10:00:00Z'), entry(STATUS.WAITING_PRODUCT, '2026-11-02T10:00:00Z')],
      future(STATUS.AWAITING_ANALYSIS, STATUS.AWAITING_REFUND),
    );
    expect(steps.map((step) => [step.statusId, step.state])).toEqual([
      [STATUS.OPENED, 'done'],
      [STATUS.WAITING_PRODUCT, 'current'],
      [STATUS.AWAITING_ANALYSIS, 'ahead'],
      [STATUS.AWAITING_REFUND, 'ahead'],
    ]);
    expect(steps[2]?.date).toBeNull();
  });

  it('sorts the history by date and drops internal entries (Erro, Fluxo atend)', () => {
    const steps = buildTimelineSteps(
      [
        entry(STATUS.AWAITING_ANALYSIS, '2026-11-05T10:00:00Z'),
        entry(STATUS.OPENED, '2026-11-01T10:00:00Z'),
        entry(STATUS.COMMENTS, '2026-11-03T10:00:00Z', 'Fluxo atendimento automático'),
        entry(STATUS.ERROR, '2026-11-06T10:00:00Z', 'Erro na integração'),
      ],
      [],
    );
    expect(steps.map((step) => step.statusId)).toEqual([STATUS.OPENED, STATUS.AWAITING_ANALYSIS]);
    expect(steps[1]?.state).toBe('current');
  });

  it('ends a finished protocol as finished and a denied one as closed, with nothing ahead', () => {
    const finished = buildTimelineSteps(
      [entry(STATUS.OPENED, '2026-11-01T10:00:00Z'), entry(STATUS.FINISHED, '2026-11-09T10:00:00Z')],
      future(STATUS.AWAITING_ANALYSIS),
    );
    expect(finished.map((step) => step.state)).toEqual(['done', 'finished']);
    const rejected = buildTimelineSteps(
      [entry(STATUS.OPENED, '2026-11-01T10:00:00Z'), entry(STATUS.REJECTED, '2026-11-09T10:00:00Z')],
      future(STATUS.AWAITING_ANALYSIS),
    );
    expect(rejected.map((step) => step.state)).toEqual(['done', 'closed']);
  });

  it('keeps a comment as a note on the step it was written at, never a step (issue 24)', () => {
    const steps = buildTimelineSteps(
      [
        entry(STATUS.OPENED, '2026-11-01T10:00:00Z', 'Protocolo aberto'),
        entry(STATUS.COMMENTS, '2026-11-02T10:00:00Z', 'Arquivos recebidos'),
      ],
      future(STATUS.WAITING_PRODUCT),
    );
    expect(steps.map((step) => [step.statusId, step.state])).toEqual([
      [STATUS.OPENED, 'current'],
      [STATUS.WAITING_PRODUCT, 'ahead'],
    ]);
    expect(steps[0]).toMatchObject({
      note: 'Protocolo aberto',
      notes: [{ date: '2026-11-02T10:00:00Z', text: 'Arquivos recebidos' }],
    });
  });

  it('shows the notes the server already put on a step', () => {
    const opened = {
      ...entry(STATUS.OPENED, '2026-11-01T10:00:00Z'),
      PHS_NOTAS: [{ PHS_DATA: '2026-11-02T10:00:00Z', PHS_OBS: 'Arquivos recebidos' }],
    };
    const [step] = buildTimelineSteps([opened], []);
    expect(step?.notes).toEqual([{ date: '2026-11-02T10:00:00Z', text: 'Arquivos recebidos' }]);
  });
});
