/**
 * The job kinds of the kill tests (ADR 0089). `kill.keyed` writes outside the job's transaction: every run is a row
 * of kill_runs, and its effect a row of kill_effects, idempotent by the job's key. `kill.tx` writes its run inside the
 * job's own transaction, with nothing unique: a run killed mid-job is undone with its transaction. The tables are the
 * tests' own (ensureKillTables), never the API's.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { JobHandler } from '../handler';

export async function ensureKillTables(db: Database): Promise<void> {
  await db.execute(sql`create table if not exists kill_runs (kind text not null, key text not null)`);
  await db.execute(sql`create table if not exists kill_effects (kind text not null, key text not null,
    primary key (kind, key))`);
}

const backoff = { firstGapMs: 1000, maxGapMs: 1000, jitter: 0 };

export function killTestHandlers(hooks: { onEffect(kind: string, key: string): Promise<void> }): JobHandler[] {
  const handler = (kind: string, transactional: boolean): JobHandler => ({
    kind,
    maxAttempts: 3,
    backoff,
    transactional,
    async run(job, { db }) {
      await db.execute(sql`insert into kill_runs values (${kind}, ${job.key})`);
      if (!transactional) {
        await db.execute(sql`insert into kill_effects values (${kind}, ${job.key}) on conflict do nothing`);
      }
      await hooks.onEffect(kind, job.key);
    },
  });
  return [handler('kill.keyed', false), handler('kill.tx', true)];
}
