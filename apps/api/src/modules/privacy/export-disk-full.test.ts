/**
 * A privacy export on a full disk (issue 44, ADR 0071): a second app on the same database writes its files to
 * /dev/full, where every write fails with ENOSPC, as the uploads' disk-full test does. The export answers 507 as
 * uploads do, leaves no row and no file, and the code still works once there is room.
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { outbox, privacyExports } from '../../db/schema';
import { createStorage } from '../../lib/storage';
import { fullDiskStorage } from '../../test/full-disk-storage';
import { callWith } from '../../test/call-with';
import { loginAs } from '../../test/login-as';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addShopper, lastCodeTo, type TestShopper } from './test-support';

let t: TestApp;
let full: FastifyInstance;
let shopper: TestShopper;
let cookie: string;

const PUBLIC_URL = 'https://trocas.marca1.example';

beforeAll(async () => {
  // Links point to the brand's public URL, never to the Host the request came with (an internal name behind a proxy).
  vi.stubEnv('BRAND_PUBLIC_URLS', `1=${PUBLIC_URL}`);
  t = await createTestApp();
  full = await buildApp({
    config: t.config,
    database: t.database,
    logger: false,
    uploadStorage: fullDiskStorage(createStorage(t.config)),
  });
  shopper = await addShopper(t, 'full', 3);
  cookie = await loginAs(t, { email: shopper.values.email });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await full?.close();
  await t?.close();
});

describe('a privacy export on a full disk', () => {
  it('answers 507 in the request language, leaves nothing half-made, and keeps the code for a retry', async () => {
    const onFullDisk = callWith({ ...t, app: full });
    expect((await onFullDisk('POST', '/api/privacy/code', { cookie, body: { purpose: 'export' } })).statusCode).toBe(
      200,
    );
    const code = await lastCodeTo(t, shopper.values.email);
    const refused = await onFullDisk('POST', '/api/privacy/export', { cookie, body: { code }, lang: 'en' });
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toMatchObject({ code: 'storage_full', message: expect.stringContaining('still valid') });
    const rows = () =>
      t.database.db.select().from(privacyExports).where(eq(privacyExports.consumerId, shopper.consumerId));
    expect(await rows()).toEqual([]);
    const entries = await t.app.uploadStorage.listEntries();
    expect(entries.filter((entry) => JSON.stringify(entry).includes('privacy-export'))).toEqual([]);

    const retried = await callWith(t)('POST', '/api/privacy/export', { cookie, body: { code } });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'ready' });
    expect(await rows()).toEqual([expect.objectContaining({ status: 'ready' })]);
  });

  it("e-mails a link on the brand's public URL, whatever Host the request came with", async () => {
    const [mail] = await t.database.db
      .select({ text: outbox.text })
      .from(outbox)
      .where(eq(outbox.recipient, shopper.values.email))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail!.text).toContain(`${PUBLIC_URL}/api/privacy/export/`);
    expect(mail!.text).not.toContain('localhost');
  });
});
