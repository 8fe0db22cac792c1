import { describe, expect, it } from 'vitest';
import { STATUS_IDS } from '../statuses';
import type { DesireTrigger } from './entities';
import { allowedTransitions, checkTransition, effectsOf } from './transitions';

/**
 * The table of ADR 0022 written out by hand: for each trigger, each open status and the moves it allows (0 Comments,
 * allowed from every open status, is added below). Every pair not listed must be refused.
 */
const TABLE: Record<DesireTrigger, Record<number, { path: number[]; detour: number[]; denial: number[] }>> = {
  T: {
    1: { path: [2], detour: [16, 21], denial: [7, 9] },
    2: { path: [3], detour: [21], denial: [7, 9] },
    3: { path: [4], detour: [21, 13], denial: [8, 10] },
    4: { path: [5], detour: [14], denial: [] },
    5: { path: [15], detour: [], denial: [] },
    15: { path: [11], detour: [6], denial: [] },
    16: { path: [2], detour: [], denial: [7, 9] },
    21: { path: [2, 3], detour: [], denial: [7, 8, 9, 10] },
    13: { path: [3], detour: [], denial: [8, 10] },
    14: { path: [5], detour: [], denial: [] },
    6: { path: [11], detour: [], denial: [] },
  },
  E: {
    1: { path: [2], detour: [16, 21], denial: [7, 9] },
    2: { path: [3], detour: [21], denial: [7, 9] },
    3: { path: [17], detour: [21, 13], denial: [10] },
    17: { path: [18], detour: [12, 19], denial: [] },
    18: { path: [11], detour: [], denial: [] },
    16: { path: [2], detour: [], denial: [7, 9] },
    21: { path: [2, 3], detour: [], denial: [7, 9, 10] },
    13: { path: [3], detour: [], denial: [10] },
    12: { path: [18], detour: [], denial: [] },
    19: { path: [18], detour: [], denial: [] },
  },
  C: {
    1: { path: [2], detour: [16, 21], denial: [7, 9] },
    2: { path: [3], detour: [21], denial: [7, 9] },
    3: { path: [22], detour: [21, 13], denial: [10] },
    22: { path: [23], detour: [], denial: [] },
    23: { path: [11], detour: [], denial: [] },
    16: { path: [2], detour: [], denial: [7, 9] },
    21: { path: [2, 3], detour: [], denial: [7, 9, 10] },
    13: { path: [3], detour: [], denial: [10] },
  },
};

const TRIGGERS: DesireTrigger[] = ['T', 'E', 'C'];
const CLOSED = [7, 8, 9, 10, 11, -1];

describe('checkTransition over every pair of statuses', () => {
  for (const trigger of TRIGGERS) {
    it(`allows exactly the table's moves on path ${trigger}, and refuses every other pair`, () => {
      let allowed = 0;
      let refused = 0;
      for (const from of STATUS_IDS) {
        const row = TABLE[trigger][from];
        for (const to of STATUS_IDS) {
          const result = checkTransition(from, to, trigger, { denialReason: 'Produto usado' });
          if (CLOSED.includes(from)) {
            expect(result, `${from}→${to}`).toEqual({ ok: false, refusal: 'closed' });
            refused++;
            continue;
          }
          const kind = row?.path.includes(to)
            ? 'path'
            : row?.detour.includes(to)
              ? 'detour'
              : row?.denial.includes(to)
                ? 'denial'
                : to === 0
                  ? 'comment'
                  : null;
          if (kind === null) {
            expect(result, `${trigger} ${from}→${to}`).toEqual({ ok: false, refusal: 'not_allowed' });
            refused++;
          } else {
            expect(result, `${trigger} ${from}→${to}`).toMatchObject({
              ok: true,
              kind,
              changesStatus: kind !== 'comment',
            });
            allowed++;
          }
        }
      }
      expect(allowed).toBeGreaterThan(0);
      expect(allowed + refused).toBe(STATUS_IDS.length ** 2);
    });
  }

  it('lists as allowed exactly what it accepts, denials needing a reason', () => {
    for (const trigger of TRIGGERS) {
      for (const from of STATUS_IDS) {
        for (const move of allowedTransitions(from, trigger)) {
          expect(move.requiresReason).toBe(move.kind === 'denial');
          expect(checkTransition(from, move.to, trigger, { denialReason: 'x' }).ok).toBe(true);
        }
      }
    }
  });

  it('every open status of every path can be commented, and a status with no table row allows the comment only', () => {
    expect(allowedTransitions(22, 'T')).toEqual([{ to: 0, kind: 'comment', requiresReason: false }]);
    for (const from of [1, 2, 3, 16, 21]) expect(checkTransition(from, 0, 'C')).toMatchObject({ ok: true });
  });
});

describe('denials', () => {
  it('need a reason that is not blank', () => {
    for (const reason of [undefined, null, '', '   ']) {
      expect(checkTransition(3, 10, 'E', { denialReason: reason })).toEqual({
        ok: false,
        refusal: 'denial_reason_required',
      });
    }
    expect(checkTransition(3, 10, 'E', { denialReason: 'Produto com sinais de uso' })).toMatchObject({
      ok: true,
      kind: 'denial',
      effects: ['close'],
    });
  });

  it('a refusal for a move outside the table comes before the missing reason', () => {
    expect(checkTransition(22, 8, 'C')).toEqual({ ok: false, refusal: 'not_allowed' });
  });
});

describe('effects', () => {
  it('credit note → wallet credit; refund requested → refund record; post object → shipping code; closing → close', () => {
    expect(effectsOf(23)).toEqual(['wallet_credit']);
    expect(effectsOf(18)).toEqual(['refund_record']);
    expect(effectsOf(16)).toEqual(['shipping_code']);
    for (const id of CLOSED) expect(effectsOf(id)).toEqual(['close']);
    for (const id of [0, 1, 2, 3, 4, 5, 6, 12, 13, 14, 15, 17, 19, 21, 22]) expect(effectsOf(id)).toEqual([]);
  });

  it('every path can be walked from Opened to Finished with path moves only', () => {
    const paths: Record<DesireTrigger, number[]> = {
      T: [1, 2, 3, 4, 5, 15, 11],
      E: [1, 2, 3, 17, 18, 11],
      C: [1, 2, 3, 22, 23, 11],
    };
    for (const trigger of TRIGGERS) {
      const steps = paths[trigger];
      for (let i = 1; i < steps.length; i++) {
        expect(checkTransition(steps[i - 1]!, steps[i]!, trigger)).toMatchObject({ ok: true, kind: 'path' });
      }
    }
  });
});
