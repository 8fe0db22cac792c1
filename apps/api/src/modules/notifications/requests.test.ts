/**
 * Issue 23 #11: opening a protocol and asking for a balance refund each queue the shopper's message in the outbox, in
 * the transaction that creates the request, in her language; the drain sends it. Read from the outbox itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { maskPixKey } from '@portal/domain';
import { consumers, notificationOutbox, outbox, protocolItems, protocols } from '../../db/schema';
import { DEMO } from '../../db/seed/demo-logins';
import { callWith } from '../../test/call-with';
import { loginAs } from '../../test/login-as';
import { createTestApp, type TestApp } from '../../test/test-app';
import { backofficeRuntime } from '../backoffice/routes';
import { anaOpens } from '../backoffice/test-support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const queuedAs = async (dedupeKey: string) =>
  t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.dedupeKey, dedupeKey));

describe('the message of a protocol just opened', () => {
  it('names the protocol, its items and the next step, in the language she used, with the link to it', async () => {
    const prtId = await anaOpens(t, 'exchange', 'en');
    const [row] = await queuedAs(`protocol-opened:${prtId}`);
    expect(row).toMatchObject({ protocolId: prtId, channel: 'email', recipient: DEMO.ana.email, lang: 'en' });
    expect(row!.subject).toContain(`protocol ${prtId}`);
    expect(row!.text).toContain(`Your protocol number is ${prtId}.`);
    // The item: quantity, product, size and the resolution she chose, in English.
    const [item] = await t.database.db.select().from(protocolItems).where(eq(protocolItems.protocolId, prtId));
    expect(row!.text).toMatch(new RegExp(`- 1 × ${item!.productName} \\(.+, size \\d+\\): .+`));
    // Issue 46: the size she asked for, not only the one she bought.
    expect(item!.exchangeSize).toBeTruthy();
    expect(item!.exchangeSize).not.toBe(item!.size);
    expect(row!.text).toContain(`(${item!.colourName}, size ${item!.size}): `);
    expect(row!.text).toContain(`, for size ${item!.exchangeSize}`);
    expect(row!.text).toContain('Next step: we will check your request');
    expect(row!.text).toContain(`http://localhost:3000/protocol/${prtId}`);
    expect(row!.html).toContain(`href="http://localhost:3000/protocol/${prtId}"`);

    await backofficeRuntime(t.app).drainer.kick();
    const sent = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, DEMO.ana.email), eq(outbox.subject, row!.subject)));
    expect(sent).toHaveLength(1);
    const [after] = await queuedAs(`protocol-opened:${prtId}`);
    expect(after!.sentAt).not.toBeNull();
  });

  it('goes by SMS in Portuguese to a protocol with a phone and no e-mail', async () => {
    const prtId = await anaOpens(t, 'refund');
    // Rewritten as the protocol would be stored without an e-mail, then queued again by a fresh open.
    await t.database.db.update(protocols).set({ email: '' }).where(eq(protocols.id, prtId));
    await t.database.db.delete(notificationOutbox).where(eq(notificationOutbox.dedupeKey, `protocol-opened:${prtId}`));
    const { enqueueProtocolOpened } = await import('./requests');
    await enqueueProtocolOpened(t.database.db, prtId, t.clock.now());
    const [row] = await queuedAs(`protocol-opened:${prtId}`);
    expect(row).toMatchObject({ channel: 'sms', html: null, lang: 'pt' });
    expect(row!.text).toContain(`recebemos sua solicitação, protocolo ${prtId}`);
  });
});

describe('the message of a balance refund request', () => {
  it('says the amount and the masked destination, in her language, only once per Idempotency-Key', async () => {
    const cookie = await loginAs(t, { email: DEMO.ana.email });
    const body = { vlr_estorno: '10,50', tipo_pag: 11, commit: true };
    const call = callWith(t);
    const first = await call('POST', '/api/returns/giftcards/refund', {
      cookie,
      body,
      key: 'refund-msg-1',
      lang: 'es',
    });
    expect(first.statusCode, first.body).toBe(201);
    const refundId = first.json().refund.REF_ID as number;
    const again = await call('POST', '/api/returns/giftcards/refund', {
      cookie,
      body,
      key: 'refund-msg-1',
      lang: 'es',
    });
    expect(again.statusCode).toBe(201);

    const rows = await queuedAs(`wallet-refund:${refundId}`);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    const [ana] = await t.database.db.select().from(consumers).where(eq(consumers.email, DEMO.ana.email));
    expect(row).toMatchObject({ protocolId: null, brandId: 1, recipient: DEMO.ana.email, lang: 'es' });
    expect(row!.text).toContain(`número ${refundId}`);
    expect(row!.text).toContain('Importe: R$ 10,50, por Pix a la clave');
    const masked = maskPixKey(ana!.pixKey);
    expect(masked).not.toBe('');
    expect(row!.text).toContain(masked);
    expect(row!.text).not.toContain(ana!.pixKey!);
    expect(row!.text).toContain('http://localhost:3000/carteira');
  });

  it('a preview (commit false) queues nothing', async () => {
    const cookie = await loginAs(t, { email: DEMO.ana.email });
    const before = (await t.database.db.select().from(notificationOutbox)).length;
    const response = await callWith(t)('POST', '/api/returns/giftcards/refund', {
      cookie,
      body: { vlr_estorno: '1,00', tipo_pag: 6, commit: false },
    });
    expect(response.statusCode).toBe(200);
    expect((await t.database.db.select().from(notificationOutbox)).length).toBe(before);
  });
});
