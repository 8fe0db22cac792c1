/**
 * What a kind of job is (ADR 0089): how it runs, how often it may be tried, and how long to wait between tries. A
 * handler must be idempotent by its job's key: after a lost lease the same job can run twice, and its effect must
 * happen once (a row it checks, a unique key, or its whole effect in the job's own transaction).
 */
import type { JobBackoff } from '@portal/domain';
import type { Database } from '../../db/client';
import type { JobRow } from './repo';

export interface JobContext {
  /** The database to write with: the job's own transaction for a transactional handler, else the pool. */
  db: Database;
  /** The worker's clock when the job started. */
  now: Date;
  /** The worker's clock (a test's own in tests). */
  clock: () => Date;
}

export interface JobHandler {
  kind: string;
  maxAttempts: number;
  backoff: JobBackoff;
  /**
   * True: the handler runs inside a transaction that also marks the job done, so a database-only effect happens
   * exactly once even if the worker dies mid-job (the transaction is abandoned, the next worker runs it again).
   */
  transactional?: boolean;
  /**
   * True: the jobs of this kind in one claimed batch run side by side (each a call out that waits on another system,
   * as webhook deliveries: one slow receiver must not hold up the rest). Never with `transactional`: PGlite has one
   * connection.
   */
  parallel?: boolean;
  /** A recurring job: one job every `everyMs`, keyed by its period (see recurring.ts). */
  everyMs?: number;
  run(job: JobRow, context: JobContext): Promise<void>;
  /** After a run's work committed (to wake what it queued: another instance's worker, a delivery). */
  afterCommit?: () => void;
}

/** Thrown by a handler to say when to try again (a provider's Retry-After); the code is what the console shows. */
export class RetryJobLater extends Error {
  constructor(
    readonly code: string,
    readonly retryAt: Date | null = null,
  ) {
    super(code);
  }
}

/** Thrown by a handler when trying again cannot help: the job goes dead at once, with this code. */
export class GiveUpJob extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/** What the job row keeps of an error: a code, never its message (it can quote an address or a reply). */
export function errorCode(error: unknown): string {
  if (error instanceof RetryJobLater || error instanceof GiveUpJob) return error.code;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[\w.-]{1,64}$/.test(code) ? code : 'unknown';
}
