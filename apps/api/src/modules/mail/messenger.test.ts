import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { outbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMessenger } from './messenger';
import type { OutgoingMessage } from './types';

let t: TestApp;
let failingWebhook: Server;
let failingUrl: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  failingWebhook = createServer((_request, response) => response.writeHead(502).end());
  await new Promise<void>((resolve) => failingWebhook.listen(0, '127.0.0.1', resolve));
  failingUrl = `http://127.0.0.1:${(failingWebhook.address() as AddressInfo).port}/sms`;
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => failingWebhook.close(() => resolve()));
});

function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { log: pino({ level: 'trace' }, stream), lines };
}

const CODE = '482913';
function message(overrides: Partial<OutgoingMessage> = {}): OutgoingMessage {
  return {
    brandId: null,
    channel: 'sms',
    to: '5511987654321',
    toMasked: '+55 (11) *****-4321',
    subject: '',
    text: `Your access code is ${CODE}.`,
    code: CODE,
    ...overrides,
  };
}

describe('messenger', () => {
  it('keeps the message in the outbox when no transport is configured, logging only the masked recipient', async () => {
    const { log, lines } = capturingLogger();
    const messenger = createMessenger({
      config: loadConfig({ NODE_ENV: 'development' }),
      db: t.database.db,
      clock: t.clock.now,
      log,
    });
    const to = 'outbox-only@example.com';
    expect(
      await messenger.deliver(message({ channel: 'email', to, toMasked: 'o***@example.com', subject: 'Code' })),
    ).toBe('outbox');
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, to));
    expect(row).toMatchObject({ code: CODE, delivery: 'outbox', recipientMasked: 'o***@example.com' });
    const logged = lines.join('');
    expect(logged).toContain('o***@example.com');
    expect(logged).not.toContain(to);
    expect(logged).not.toContain(CODE);
  });

  it('records a failed delivery and logs it without the code or the full phone', async () => {
    const { log, lines } = capturingLogger();
    const config = loadConfig({ NODE_ENV: 'development', SMS_WEBHOOK_URL: failingUrl });
    const messenger = createMessenger({ config, db: t.database.db, clock: t.clock.now, log });
    const to = '5511900001111';
    expect(await messenger.deliver(message({ to }))).toBe('failed');
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, to));
    expect(row!.delivery).toBe('failed');
    const logged = lines.join('');
    expect(logged).toContain('message delivery failed');
    expect(logged).not.toContain(to);
    expect(logged).not.toContain(CODE);
  });

  it('keeps the code and the full recipient out of the outbox in production', async () => {
    const { log } = capturingLogger();
    const config = loadConfig({
      NODE_ENV: 'production',
      COOKIE_SECRET: 'x'.repeat(32),
      CODE_HASH_SECRET: 'y'.repeat(32),
    });
    const messenger = createMessenger({ config, db: t.database.db, clock: t.clock.now, log });
    const before = await t.database.db.select().from(outbox);
    await messenger.deliver(message({ toMasked: '+55 (11) *****-9999', to: '5511988889999' }));
    const after = await t.database.db.select().from(outbox);
    const row = after.find((candidate) => !before.some((old) => old.id === candidate.id))!;
    expect(row).toMatchObject({ recipient: null, code: null, recipientMasked: '+55 (11) *****-9999' });
    expect(row.text).toBe('Your access code is ••••••.');
  });
});
