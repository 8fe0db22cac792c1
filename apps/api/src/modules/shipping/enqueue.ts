/**
 * Queueing a protocol's authorisation (issue 48, ADR 0091), in the caller's transaction: the job exists exactly when
 * the opening or the move committed, and is keyed by the protocol, so however many moves or retries ask, one job
 * runs. It imports only the database and the job queue: the protocol and back-office modules call it without a cycle.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shippingSettings } from '../../db/schema';
import { enqueue } from '../jobs/repo';

export const ISSUE_JOB = 'shipping.issue';
export const POLL_JOB = 'shipping.poll';
export const ISSUE_MAX_ATTEMPTS = 8;

/** The brand's moment of issue: at opening unless its settings say on approval. */
export async function issueMoment(db: Database, brandId: number): Promise<'opening' | 'approval'> {
  const [row] = await db
    .select({ issueAt: shippingSettings.issueAt })
    .from(shippingSettings)
    .where(eq(shippingSettings.brandId, brandId));
  return row?.issueAt ?? 'opening';
}

/** Queues the issue of the protocol's authorisation; `round` tells an operator's 'issue again' from the first. */
export async function enqueueIssue(tx: Database, input: { protocolId: number; now: Date; round?: number }) {
  return enqueue(tx, {
    kind: ISSUE_JOB,
    key: `protocol:${input.protocolId}${input.round ? `:round:${input.round}` : ''}`,
    payload: { protocolId: input.protocolId },
    maxAttempts: ISSUE_MAX_ATTEMPTS,
    now: input.now,
  });
}

/** At opening (the protocols module): queued when the brand issues codes at opening. */
export async function enqueueIssueAtOpening(tx: Database, input: { protocolId: number; brandId: number; now: Date }) {
  if ((await issueMoment(tx, input.brandId)) !== 'opening') return false;
  return enqueueIssue(tx, input);
}
