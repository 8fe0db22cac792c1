/**
 * The Idempotency-Key's claim, replay and refusals, on both drivers, for both ways a claim is made: its own statement
 * (claimIdempotencyKey: wallet, gift cards, uploads) and as the first part of protocol creation's first statement
 * (findConsumerAndSettings with the key, then settleIdempotencyClaim). The routes' tests cover the calls themselves.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from './client';
import { consumers } from './schema';
import { DEMO } from './seed/demo-logins';
import { findConsumerAndSettings } from '../modules/protocols/repo';
import { createTestApp, testDatabaseKind, type TestApp } from '../test/test-app';
import {
  claimIdempotencyKey,
  requestHash,
  settleIdempotencyClaim,
  storeIdempotentResponse,
  type IdempotencyClaim,
  type IdempotencyScope,
} from './idempotency';

type Claim = (tx: Database, scope: IdempotencyScope, hash: string) => Promise<IdempotencyClaim>;

const claimers: [string, Claim][] = [
  ['its own statement', claimIdempotencyKey],
  [
    "protocol creation's first statement",
    async (tx, scope, hash) => {
      const found = await findConsumerAndSettings(tx, scope.consumerId, DEMO.brand.correBrasil, { scope, hash });
      return settleIdempotencyClaim(tx, scope, hash, found!.keyInserted);
    },
  ],
];

let t: TestApp;
let db: Database;
let consumerId: number;
let keyCount = 0;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const [ana] = await db.select({ id: consumers.id }).from(consumers).where(eq(consumers.email, DEMO.ana.email));
  consumerId = ana!.id;
});

afterAll(async () => {
  await t?.close();
});

function newScope(): IdempotencyScope {
  keyCount += 1;
  return { consumerId, scope: 'test/idempotency', key: `key-${keyCount}` };
}

const HASH = requestHash({ a: 1, b: [2, 3] });

describe('requestHash', () => {
  it('hashes the canonical JSON it always has: keys sorted at every level, undefined members left out', () => {
    // The hash stored with keys before this code must still match a retry of the same body.
    const body = { b: [1, { d: 'ç', c: null, e: undefined }], a: 'x"y', z: 1.5, y: true };
    expect(requestHash(body)).toBe('a320ada464043af7cdea2a92322862e245b832041e24d2294426a563026c047d');
    expect(requestHash({ y: true, z: 1.5, a: 'x"y', b: [1, { c: null, d: 'ç' }] })).toBe(requestHash(body));
    expect(requestHash({ ...body, b: [{ d: 'ç', c: null }, 1] })).not.toBe(requestHash(body));
  });
});

describe.each(claimers)('a key claimed by %s', (_name, claim) => {
  it('is taken once, then replays the stored answer, and refuses another body', async () => {
    const scope = newScope();
    const first = await db.transaction(async (tx) => {
      const result = await claim(tx, scope, HASH);
      await storeIdempotentResponse(tx, scope, 201, { id: 7 });
      return result;
    });
    expect(first).toEqual({ replay: false });
    // The same body in another key order hashes the same.
    const again = await db.transaction((tx) => claim(tx, scope, requestHash({ b: [2, 3], a: 1 })));
    expect(again).toEqual({ replay: true, status: 201, body: { id: 7 } });
    await expect(db.transaction((tx) => claim(tx, scope, requestHash({ a: 2 })))).rejects.toMatchObject({
      options: { code: 'idempotency_key_reused' },
    });
  });

  it("is the scope's own: the same key in another scope is another key", async () => {
    const scope = newScope();
    await db.transaction(async (tx) => {
      await claim(tx, scope, HASH);
      await storeIdempotentResponse(tx, scope, 200, { id: 1 });
    });
    const other = { ...scope, scope: 'test/idempotency-other' };
    expect(await db.transaction((tx) => claim(tx, other, HASH))).toEqual({ replay: false });
  });

  it('is left unclaimed by a transaction that rolls back', async () => {
    const scope = newScope();
    await expect(
      db.transaction(async (tx) => {
        await claim(tx, scope, HASH);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await db.transaction((tx) => claim(tx, scope, HASH))).toEqual({ replay: false });
  });

  it('stored without its answer is refused as in progress', async () => {
    const scope = newScope();
    await db.transaction((tx) => claim(tx, scope, HASH));
    await expect(db.transaction((tx) => claim(tx, scope, HASH))).rejects.toMatchObject({
      options: { code: 'idempotency_key_in_progress' },
    });
  });

  // PGlite runs one transaction at a time: two claims cannot overlap there.
  it.runIf(testDatabaseKind === 'postgres')(
    'claimed by two transactions at once: the second waits, replays after a commit, takes the key after a rollback',
    async () => {
      for (const ending of ['commit', 'rollback'] as const) {
        const scope = newScope();
        let endFirst!: () => void;
        const firstMayEnd = new Promise<void>((resolve) => (endFirst = resolve));
        let firstClaimed!: () => void;
        const firstHasClaimed = new Promise<void>((resolve) => (firstClaimed = resolve));
        const first = db
          .transaction(async (tx) => {
            await claim(tx, scope, HASH);
            await storeIdempotentResponse(tx, scope, 200, { id: 42 });
            firstClaimed();
            await firstMayEnd;
            if (ending === 'rollback') throw new Error('first rolled back');
          })
          .catch((error: Error) => error.message);
        await firstHasClaimed;
        const second = db.transaction(async (tx) => {
          const result = await claim(tx, scope, HASH);
          if (!result.replay) await storeIdempotentResponse(tx, scope, 200, { id: 43 });
          return result;
        });
        // The second claim is blocked on the first's key row until the first transaction ends.
        await vi.waitFor(async () => {
          const waiting = (await db.execute(
            sql`select count(*)::int as count from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock'`,
          )) as unknown as { rows: { count: number }[] };
          expect(waiting.rows[0]!.count).toBe(1);
        });
        endFirst();
        await first;
        expect(await second).toEqual(
          ending === 'commit' ? { replay: true, status: 200, body: { id: 42 } } : { replay: false },
        );
      }
    },
  );
});
