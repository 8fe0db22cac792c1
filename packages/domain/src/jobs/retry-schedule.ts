/**
 * When a failed background job is tried again (ADR 0089), in the style of the webhook schedule (events/retry-schedule):
 * each gap is up to twice the one before, from `firstGapMs`, capped at `maxGapMs`, with jitter so that the jobs of one
 * outage do not all come back at once. A handler that knows better (a provider's Retry-After) gives its own time,
 * which is honoured as long as it is later than now.
 */
export interface JobBackoff {
  /** The gap after the first failure (before jitter). */
  firstGapMs: number;
  /** No gap is longer. */
  maxGapMs: number;
  /** How much of a gap is random: 0 none, 0.5 means the gap is between half and all of its ceiling. */
  jitter: number;
}

export function nextJobAttempt(input: {
  backoff: JobBackoff;
  failedAt: Date;
  /** How many attempts were made, the failed one included (1-based). */
  attempts: number;
  /** In [0, 1). */
  random: number;
  /** The time the handler asked for, if any. */
  retryAt?: Date | null;
}): Date {
  const now = input.failedAt.getTime();
  if (input.retryAt && input.retryAt.getTime() > now) return input.retryAt;
  const { firstGapMs, maxGapMs, jitter } = input.backoff;
  const ceiling = Math.min(firstGapMs * 2 ** Math.max(0, input.attempts - 1), maxGapMs);
  return new Date(now + Math.round(ceiling * (1 - jitter + jitter * input.random)));
}
