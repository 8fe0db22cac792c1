/**
 * 'Meus dados' after a contact change (issue 46, Medium 7), on PGlite and PostgreSQL: every later code (export,
 * erasure, another change's) goes to the contact the shopper holds now, never to the one she replaced; the replaced
 * e-mail or phone gets a notice in her language; no log line names either contact. Each code says what it confirms.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumers, notificationOutbox, outbox } from '../../db/schema';
import { callWith } from '../../test/call-with';
import { LogCapture } from '../../test/log-capture';
import { loginAs } from '../../test/login-as';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addShopper, lastCodeTo, type TestShopper } from './test-support';

const logs = new LogCapture();
let t: TestApp;
let call: ReturnType<typeof callWith>;
let c: TestShopper;
let cookie: string;
const NEW_EMAIL = 'joana.nova.caixa@example.com';
const NEW_PHONE = '5521987651177';
const RESEND_MS = 30_000;
const WORDING = { export: /código para baixar seus dados$/, erasure: /código para apagar seus dados$/ };

beforeAll(async () => {
  t = await createTestApp({ logStream: logs });
  call = callWith(t);
  c = await addShopper(t, 'c', 3);
  cookie = await loginAs(t, { email: c.values.email });
});
afterAll(async () => t?.close());

const codesTo = async (to: string) =>
  (await t.database.db.select({ code: outbox.code }).from(outbox).where(eq(outbox.recipient, to))).filter(
    (row) => row.code,
  ).length;

const noticesTo = (to: string) =>
  t.database.db
    .select()
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.recipient, to), isNull(notificationOutbox.protocolId)));

async function changeContact(body: Record<string, string>, to: string, lang: string) {
  t.clock.advance(RESEND_MS);
  const sent = await call('POST', '/api/privacy/me/contact', { cookie, body });
  expect(sent.statusCode).toBe(200);
  const code = await lastCodeTo(t, to);
  const confirmed = await call('POST', '/api/privacy/me/contact/confirm', {
    cookie,
    body: { ...body, code },
    lang,
  });
  expect(confirmed.statusCode).toBe(200);
}

describe("'Meus dados' after an e-mail change", () => {
  it('tells the replaced e-mail, in her language, naming the new one only masked', async () => {
    await changeContact({ email: NEW_EMAIL }, NEW_EMAIL, 'es');
    const [consumer] = await t.database.db.select().from(consumers).where(eq(consumers.id, c.consumerId));
    expect(consumer!.email).toBe(NEW_EMAIL);
    const notices = await noticesTo(c.values.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ channel: 'email', lang: 'es' });
    expect(notices[0]!.subject).toContain('correo electrónico de contacto');
    expect(notices[0]!.text).toContain('j***@example.com');
    expect(notices[0]!.text).not.toContain(NEW_EMAIL);
    // The new address gets no notice of its own change.
    expect(await noticesTo(NEW_EMAIL)).toHaveLength(0);
  });

  it('sends the export and the erasure codes to the new e-mail, never to the replaced one', async () => {
    const before = await codesTo(c.values.email);
    for (const purpose of ['export', 'erasure'] as const) {
      t.clock.advance(RESEND_MS);
      const sent = await call('POST', '/api/privacy/code', { cookie, body: { purpose } });
      expect(sent.statusCode, purpose).toBe(200);
      expect(sent.json().sentTo).toBe('j***@example.com');
      const code = await lastCodeTo(t, NEW_EMAIL);
      // Each code says what it confirms, not 'your access code' (issue 46).
      const [message] = await t.database.db
        .select({ subject: outbox.subject, text: outbox.text })
        .from(outbox)
        .where(eq(outbox.recipient, NEW_EMAIL))
        .orderBy(desc(outbox.id))
        .limit(1);
      expect(message!.subject, purpose).toMatch(WORDING[purpose]);
      expect(message!.text).toContain(code);
      if (purpose === 'export') {
        // The code sent to the new address is the one that confirms.
        expect((await call('POST', '/api/privacy/export', { cookie, body: { code } })).statusCode).toBe(200);
      }
    }
    expect(await codesTo(c.values.email)).toBe(before);
  });

  it('a phone change tells the replaced phone by SMS', async () => {
    await changeContact({ telefone: '(21) 98765-1177' }, NEW_PHONE, 'pt');
    const notices = await noticesTo(c.values.phone);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ channel: 'sms', lang: 'pt' });
    expect(notices[0]!.text).toContain('telefone de contato');
    expect(notices[0]!.text).not.toContain(NEW_PHONE);
  });

  it('no log line holds an old or a new contact', () => {
    const text = logs.text();
    for (const value of [c.values.email, NEW_EMAIL, c.values.phone, NEW_PHONE]) expect(text).not.toContain(value);
  });
});
