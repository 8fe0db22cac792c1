import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { jobs, notificationOutbox, outbox, protocols } from '../../db/schema';
import { DEMO } from '../../db/seed/demo-logins';
import { createTestApp, type TestApp } from '../../test/test-app';
import { backofficeRuntime } from '../backoffice/routes';
import { addOperator, anaOpens, secondInstance } from '../backoffice/test-support';
import { applyTransition } from '../backoffice/transitions-service';
import { CLAIM_LEASE_MS, NOTIFICATION_JOB } from './drain';

let t: TestApp;
let operatorId: number;

beforeAll(async () => {
  t = await createTestApp();
  operatorId = (await addOperator(t, { role: 'agent', brands: [1] })).id;
});
afterAll(async () => t?.close());

const sentFor = async (prtId: number) =>
  (await t.database.db.select().from(outbox).where(eq(outbox.recipient, DEMO.ana.email))).filter((m) =>
    m.subject.includes(`protocolo ${prtId} `),
  );

/** The status messages of a protocol's moves (its 'we received your request' message is requests.test.ts's). */
const movesOf = (prtId: number) =>
  and(eq(notificationOutbox.protocolId, prtId), like(notificationOutbox.dedupeKey, 'protocol-move:%'));

describe('the notification outbox', () => {
  it('a move committed by a process that died before sending is sent once by the next instance, and never again', async () => {
    const prtId = await anaOpens(t, 'exchange');
    // The move commits exactly as the route's does, but nothing is kicked afterwards: the process "dies" here.
    await applyTransition(
      t.database.db,
      { source: 'operator', operatorId, brands: [1] },
      prtId,
      { to: 2, note: 'Aguardando o envio pelo correio', denialReason: null },
      t.clock.now(),
      null,
    );
    const [pending] = await t.database.db.select().from(notificationOutbox).where(movesOf(prtId));
    expect(pending).toMatchObject({ sentAt: null, attempts: 0, channel: 'email', recipient: DEMO.ana.email });
    expect(await sentFor(prtId)).toHaveLength(0);

    // A new instance drains at start-up; kick it to wait for that drain to end.
    const restarted = await secondInstance(t);
    try {
      await backofficeRuntime(restarted).drainer.kick();
      await Promise.all([backofficeRuntime(restarted).drainer.kick(), backofficeRuntime(t.app).drainer.kick()]);
    } finally {
      await restarted.close();
    }
    const sent = await sentFor(prtId);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('Aguardando o envio pelo correio');
    // The link is the brand's public URL: outside production, where this server serves it (config.ts).
    expect(sent[0]!.text).toContain(`http://localhost:3000/protocol/${prtId}`);
    const [done] = await t.database.db.select().from(notificationOutbox).where(movesOf(prtId));
    expect(done!.sentAt).not.toBeNull();
    expect(done!.attempts).toBe(1);
  });

  it('a move that rolled back leaves no message', async () => {
    const prtId = await anaOpens(t, 'refund');
    await expect(
      t.database.db.transaction(async (tx) => {
        await applyTransition(
          tx,
          { source: 'operator', operatorId, brands: [1] },
          prtId,
          { to: 2, note: null, denialReason: null },
          t.clock.now(),
          null,
        );
        throw new Error('crash before commit');
      }),
    ).rejects.toThrow('crash before commit');
    await backofficeRuntime(t.app).drainer.kick();
    expect(await t.database.db.select().from(notificationOutbox).where(movesOf(prtId))).toEqual([]);
    const [row] = await t.database.db.select().from(protocols).where(eq(protocols.id, prtId));
    expect(row!.statusId).toBe(1);
    expect(await sentFor(prtId)).toHaveLength(0);
  });

  it('a protocol without an e-mail is told by SMS', async () => {
    const prtId = await anaOpens(t, 'voucher');
    await t.database.db.update(protocols).set({ email: '' }).where(eq(protocols.id, prtId));
    await applyTransition(
      t.database.db,
      { source: 'operator', operatorId, brands: [1] },
      prtId,
      { to: 2, note: null, denialReason: null },
      t.clock.now(),
      null,
    );
    await backofficeRuntime(t.app).drainer.kick();
    const [row] = await t.database.db.select().from(notificationOutbox).where(movesOf(prtId));
    expect(row).toMatchObject({ channel: 'sms', html: null });
    expect(row!.recipient).toMatch(/^55\d{10,11}$/);
    expect(row!.sentAt).not.toBeNull();
  });

  it('a drain that claimed a message and died leaves it to the next drain once its lease runs out', async () => {
    const prtId = await anaOpens(t, 'exchange');
    // The request's own drain (kicked after its commit, not awaited) must be over before the move is queued: still
    // looping over its batches, it once took the move too and sent it before the test could stand in for a dead drain.
    await backofficeRuntime(t.app).drainer.idle();
    // The carrier's code, as the shipping module writes it when Correios answers (issue 48: 16 invents none).
    await t.database.db.update(protocols).set({ shippingCode: 'LR123456785BR' }).where(eq(protocols.id, prtId));
    await applyTransition(
      t.database.db,
      { source: 'operator', operatorId, brands: [1] },
      prtId,
      { to: 16, note: null, denialReason: null },
      t.clock.now(),
      null,
    );
    // What a drain leaves when it dies after claiming: its job running under a lease in the future, one attempt,
    // nothing sent.
    const [message] = await t.database.db.select().from(notificationOutbox).where(movesOf(prtId));
    await t.database.db
      .update(jobs)
      .set({
        state: 'running',
        lockedBy: 'a-dead-drain',
        lockedUntil: new Date(t.clock.now().getTime() + CLAIM_LEASE_MS),
        attempts: 1,
      })
      .where(and(eq(jobs.kind, NOTIFICATION_JOB), eq(jobs.key, String(message!.id))));
    await backofficeRuntime(t.app).drainer.kick();
    expect(await sentFor(prtId)).toHaveLength(0);
    t.clock.advance(CLAIM_LEASE_MS + 1000);
    await backofficeRuntime(t.app).drainer.kick();
    const sent = await sentFor(prtId);
    expect(sent).toHaveLength(1);
    // The shipping code of 16 travels in the message.
    expect(sent[0]!.text).toContain('LR123456785BR');
  });
});
