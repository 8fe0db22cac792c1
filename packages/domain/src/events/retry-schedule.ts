/**
 * When a failed webhook delivery is tried again (README 'Events: webhooks and feed', issue 44). The first retry comes
 * within 30 s, each later one waits up to twice the one before, with jitter, but never more than an hour: the receiver
 * is never left without a try for longer, and the last try falls at the end of the 24 h window (never past it), so
 * the subscription pauses 24 h after the first attempt, as the README says, instead of a doubling gap's 34 h later.
 */

export const WEBHOOK_RETRY = {
  /** Failures are retried for this long from the first attempt; then the subscription is paused. */
  windowMs: 24 * 60 * 60 * 1000,
  /** The first retry comes within this. */
  firstGapMs: 30_000,
  /** No gap between two tries is longer. */
  maxGapMs: 60 * 60 * 1000,
} as const;

/**
 * The next attempt after the `attempts`-th (1-based) failed at `failedAt`, or null when the 24 h window is over and
 * the delivery should fail. `random` is in [0, 1): the jitter keeps a failing receiver's retries from all coming at once.
 */
export function nextWebhookAttempt(input: {
  firstTriedAt: Date;
  failedAt: Date;
  attempts: number;
  random: number;
}): Date | null {
  const end = input.firstTriedAt.getTime() + WEBHOOK_RETRY.windowMs;
  if (input.failedAt.getTime() >= end) return null;
  const ceiling = Math.min(WEBHOOK_RETRY.firstGapMs * 2 ** Math.max(0, input.attempts - 1), WEBHOOK_RETRY.maxGapMs);
  const gap = Math.round(ceiling * (0.5 + input.random / 2));
  return new Date(Math.min(input.failedAt.getTime() + gap, end));
}
