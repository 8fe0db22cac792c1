import { describe, expect, it } from 'vitest';
import { nextJobAttempt } from './retry-schedule';

const backoff = { firstGapMs: 60_000, maxGapMs: 3_600_000, jitter: 0.5 };
const failedAt = new Date('2026-12-07T12:00:00Z');
const gap = (attempts: number, random: number, retryAt?: Date) =>
  nextJobAttempt({ backoff, failedAt, attempts, random, retryAt }).getTime() - failedAt.getTime();

describe('the job retry schedule', () => {
  it('doubles the gap after each failure, between half and all of it', () => {
    expect([gap(1, 0), gap(1, 0.999_999)]).toEqual([30_000, 60_000]);
    expect(gap(2, 0)).toBe(60_000);
    expect(gap(3, 0)).toBe(120_000);
  });

  it('never waits longer than the cap', () => {
    // 2^29 first gaps would be years: the ceiling is the cap, so the gap lies between half of it and all of it.
    expect(gap(30, 0)).toBe(1_800_000);
    expect(gap(30, 0.999_999)).toBeLessThanOrEqual(3_600_000);
    expect(gap(30, 0.999_999)).toBeGreaterThan(3_599_000);
    expect(gap(1_000, 0.5)).toBe(2_700_000);
  });

  it("honours a handler's later retry time, not an earlier one", () => {
    expect(gap(1, 0, new Date(failedAt.getTime() + 900_000))).toBe(900_000);
    expect(gap(1, 0, new Date(failedAt.getTime() - 1))).toBe(30_000);
  });

  it('without jitter the gap is exact', () => {
    const exact = nextJobAttempt({ backoff: { ...backoff, jitter: 0 }, failedAt, attempts: 2, random: 0.7 });
    expect(exact.getTime() - failedAt.getTime()).toBe(120_000);
  });
});
