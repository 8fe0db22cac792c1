import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { ONE_TIME_CODE_LENGTH } from '@portal/domain';
import { buildApp } from '../../app';
import { loadConfig, ConfigError, DEVELOPMENT_CODE_HASH_SECRET } from '../../config';
import { oneTimeCodes } from '../../db/schema';
import { DEMO } from '../../db/seed/demo-logins';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hashCode } from './one-time-code';
import { askForCode, latestCode, logIn } from './test-support';

/** Issue 9 item 11: a leaked code row is worth nothing without the server's CODE_HASH_SECRET (ADR 0014). */
const SECRET = 'a-test-code-hash-secret-of-at-least-32-chars';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CODE_HASH_SECRET: SECRET } });
});
afterAll(() => t?.close());

async function newestCodeRow() {
  const [row] = await t.database.db.select().from(oneTimeCodes).orderBy(desc(oneTimeCodes.id)).limit(1);
  return row!;
}

describe('one-time codes are stored as an HMAC keyed with CODE_HASH_SECRET', () => {
  it('a stored row alone gives no code to a search over every code, and login still works', async () => {
    expect((await askForCode(t.app, { brand: 1, email: DEMO.ana.email })).statusCode).toBe(200);
    const code = await latestCode(t.app, DEMO.ana.email);
    const row = await newestCodeRow();

    // What an attacker with the row could try: the old SHA-256(salt:code) over all 10^6 codes finds nothing.
    const space = 10 ** ONE_TIME_CODE_LENGTH;
    let found: string | null = null;
    for (let n = 0; n < space && found === null; n += 1) {
      const candidate = String(n).padStart(ONE_TIME_CODE_LENGTH, '0');
      if (createHash('sha256').update(`${row.salt}:${candidate}`).digest('hex') === row.codeHash) found = candidate;
    }
    expect(found).toBeNull();
    // Neither does the keyed hash under any other key, the development default included.
    expect(hashCode(code, row.salt, DEVELOPMENT_CODE_HASH_SECRET)).not.toBe(row.codeHash);
    // With the server's key, the stored hash is the code's.
    expect(hashCode(code, row.salt, SECRET)).toBe(row.codeHash);

    const login = await logIn(t.app, { brand: 1, email: DEMO.ana.email, tokenCode: code });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ user: expect.any(Object), token: expect.any(String) });
    // A million hashes: seconds on a busy machine.
  }, 120_000);

  it('a code issued under another key (before a key change) no longer logs in', async () => {
    expect((await askForCode(t.app, { brand: 1, email: DEMO.bruno.email })).statusCode).toBe(200);
    const code = await latestCode(t.app, DEMO.bruno.email);
    // The same database served with a rotated key: the row is there, the code is right, the hash cannot match.
    const rotated = await buildApp({
      config: { ...t.config, CODE_HASH_SECRET: `${SECRET}-rotated` },
      database: t.database,
      clock: t.clock.now,
      logger: false,
    });
    try {
      const login = await logIn(rotated, { brand: 1, email: DEMO.bruno.email, tokenCode: code });
      expect(login.statusCode).toBe(422);
      expect(login.json()).toMatchObject({ type: 'WARN', code: 'code_wrong' });
    } finally {
      await rotated.close();
    }
  });
});

describe('CODE_HASH_SECRET configuration', () => {
  const production = { NODE_ENV: 'production', COOKIE_SECRET: 'c'.repeat(32) };

  it('is required in production, and the development default is refused there', () => {
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/CODE_HASH_SECRET: required when NODE_ENV=production/);
    expect(() => loadConfig({ ...production, CODE_HASH_SECRET: DEVELOPMENT_CODE_HASH_SECRET })).toThrow(
      /CODE_HASH_SECRET/,
    );
    expect(loadConfig({ ...production, CODE_HASH_SECRET: 'k'.repeat(32) }).CODE_HASH_SECRET).toBe('k'.repeat(32));
  });

  it('must be at least 32 characters, and defaults to the fixed development key outside production', () => {
    expect(() => loadConfig({ CODE_HASH_SECRET: 'short' })).toThrow(/CODE_HASH_SECRET: must be at least 32/);
    expect(loadConfig({ NODE_ENV: 'development' }).CODE_HASH_SECRET).toBe(DEVELOPMENT_CODE_HASH_SECRET);
    expect(loadConfig({ NODE_ENV: 'test' }).CODE_HASH_SECRET).toBe(DEVELOPMENT_CODE_HASH_SECRET);
  });
});
