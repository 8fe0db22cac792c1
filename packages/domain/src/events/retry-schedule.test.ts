import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextWebhookAttempt, WEBHOOK_RETRY } from './retry-schedule';

const HOUR = 60 * 60 * 1000;

/** Plays a receiver that always fails: each attempt takes `durations[i]` ms; returns the gaps and when it stops. */
function play(randoms: number[], durations: number[]) {
  const first = new Date('2026-11-07T12:00:00Z');
  let at = first.getTime();
  const gaps: number[] = [];
  for (let attempts = 1; ; attempts++) {
    const failedAt = at + durations[attempts % durations.length]!;
    const next = nextWebhookAttempt({
      firstTriedAt: first,
      failedAt: new Date(failedAt),
      attempts,
      random: randoms[attempts % randoms.length]!,
    });
    if (next === null) return { gaps, pausedAfterMs: failedAt - first.getTime(), attempts };
    gaps.push(next.getTime() - failedAt);
    at = next.getTime();
  }
}

describe('the webhook retry schedule (issue 44)', () => {
  it('never leaves more than an hour between tries and pauses 24 h after the first, within one attempt', () => {
    const timeoutMs = 60_000;
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1, maxLength: 50 }),
        fc.array(fc.integer({ min: 0, max: timeoutMs }), { minLength: 1, maxLength: 50 }),
        (randoms, durations) => {
          const { gaps, pausedAfterMs } = play(randoms, durations);
          expect(gaps.every((gap) => gap >= 0 && gap <= WEBHOOK_RETRY.maxGapMs)).toBe(true);
          expect(pausedAfterMs).toBeGreaterThanOrEqual(24 * HOUR);
          expect(pausedAfterMs).toBeLessThanOrEqual(24 * HOUR + timeoutMs);
        },
      ),
    );
  });

  it('starts within 30 s and doubles up to the hour', () => {
    const first = new Date('2026-11-07T12:00:00Z');
    const gap = (attempts: number, random: number) =>
      nextWebhookAttempt({ firstTriedAt: first, failedAt: first, attempts, random })!.getTime() - first.getTime();
    expect(gap(1, 0)).toBe(15_000);
    expect(gap(1, 0.999999)).toBeLessThanOrEqual(30_000);
    expect(gap(2, 0.999999)).toBeLessThanOrEqual(60_000);
    expect(gap(8, 0.999999)).toBeGreaterThan(HOUR / 2);
    expect(gap(30, 0.999999)).toBeLessThanOrEqual(HOUR);
  });
});
