/**
 * The drain's short, renewed lease and the id a message keeps on every retry (issue 24, ADR 0036). The drain "killed"
 * here is a drainer of the test's own whose messenger never answers and whose heartbeat the test beats by hand (or
 * never): exactly what a kill -9 leaves, a claim nobody renews.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notificationOutbox, outbox } from '../../db/schema';
import { createMessenger, type Messenger } from '../mail';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startSmtpSink, type SmtpSink } from '../auth/test-support';
import { backofficeRuntime } from '../backoffice/routes';
import { CLAIM_LEASE_MS, createDrainer, outboxMessageKey, type Heartbeat } from './drain';

let t: TestApp;
let smtp: SmtpSink;
let webhook: Server;
const smsRequests: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  smtp = await startSmtpSink();
  webhook = createServer((request, response) => {
    smsRequests.push(request.headers);
    request.resume();
    request.on('end', () => response.writeHead(202).end());
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  const smsUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/sms`;
  t = await createTestApp({ env: { SMTP_URL: smtp.url, SMS_WEBHOOK_URL: smsUrl } });
  // The start-up drain sends what the seed queued; the tests start from an empty queue.
  await backofficeRuntime(t.app).drainer.idle();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await new Promise<void>((resolve) => webhook.close(() => resolve()));
});

let counter = 0;
/** Queues one e-mail (or SMS) to a recipient of its own, as the enqueue functions do. */
async function queue(channel: 'email' | 'sms' = 'email') {
  counter += 1;
  const recipient = channel === 'email' ? `lease-${counter}@example.com` : `55119870000${counter}`;
  const [row] = await t.database.db
    .insert(notificationOutbox)
    .values({
      brandId: 1,
      channel,
      recipient,
      recipientMasked: 'masked',
      lang: 'pt',
      subject: `Lease test ${counter}`,
      text: `Message ${counter}`,
      dedupeKey: `lease-test:${counter}`,
      createdAt: t.clock.now(),
    })
    .returning();
  return row!;
}

const deliveriesTo = async (recipient: string) =>
  t.database.db.select().from(outbox).where(eq(outbox.recipient, recipient));

const rowOf = async (id: number) =>
  (await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, id)))[0]!;

/** A heartbeat the test beats by hand; never beaten, it is a dead process's. */
function manualHeartbeat() {
  let beat: (() => Promise<void>) | null = null;
  const heartbeat: Heartbeat = (_ms, next) => {
    beat = next;
    return () => {
      beat = null;
    };
  };
  return { heartbeat, beat: () => beat!() };
}

/**
 * A drainer whose sends hang until released (a slow provider, or a process killed mid-send); `beforeHang` runs the
 * real send first, for a process killed after the provider took the message and before the row was marked sent.
 */
function stalledDrainer(options: { beforeHang?: Messenger } = {}) {
  let started: () => void = () => {};
  const sending = new Promise<void>((resolve) => (started = resolve));
  let release: (delivery: 'sent') => void = () => {};
  const messenger: Messenger = {
    async deliver(message) {
      if (options.beforeHang) await options.beforeHang.deliver(message);
      started();
      return new Promise((resolve) => (release = resolve));
    },
    close() {},
  };
  const { heartbeat, beat } = manualHeartbeat();
  const drainer = createDrainer({ db: t.database.db, clock: t.clock.now, messenger, log: t.app.log, heartbeat });
  return { drainer, sending, beat, release: () => release('sent') };
}

describe('the drain lease', () => {
  it('is short: a dead drain holds its claim for 30 s at most', () => {
    expect(CLAIM_LEASE_MS).toBeLessThanOrEqual(30_000);
  });

  it("a dead drain's claim is taken over once its lease lapses, and not before", async () => {
    const row = await queue();
    const dead = stalledDrainer();
    void dead.drainer.kick();
    await dead.sending;
    expect((await rowOf(row.id)).attempts).toBe(1);

    t.clock.advance(CLAIM_LEASE_MS - 1);
    await backofficeRuntime(t.app).drainer.kick();
    expect(smtp.mails.filter((mail) => mail.to.includes(row.recipient))).toHaveLength(0);
    expect((await rowOf(row.id)).sentAt).toBeNull();

    t.clock.advance(2);
    await backofficeRuntime(t.app).drainer.kick();
    const taken = await rowOf(row.id);
    expect(taken.sentAt).not.toBeNull();
    expect(taken.attempts).toBe(2);
    expect(await deliveriesTo(row.recipient)).toHaveLength(1);
  });

  it('a live drain that renews keeps its claim past the first lease, and sends the message once', async () => {
    const row = await queue();
    const live = stalledDrainer();
    const done = live.drainer.kick();
    await live.sending;

    t.clock.advance(CLAIM_LEASE_MS - 1000);
    await live.beat();
    t.clock.advance(CLAIM_LEASE_MS - 1000);
    await live.beat();
    // Well past the lease it claimed with: another drain still leaves the row alone.
    t.clock.advance(CLAIM_LEASE_MS - 1000);
    await backofficeRuntime(t.app).drainer.kick();
    expect((await rowOf(row.id)).attempts).toBe(1);
    expect(await deliveriesTo(row.recipient)).toHaveLength(0);

    live.release();
    await done;
    expect((await rowOf(row.id)).sentAt).not.toBeNull();
    await backofficeRuntime(t.app).drainer.kick();
    expect((await rowOf(row.id)).attempts).toBe(1);
  });

  it('a drain frozen past its lease lets go of the rows another drain took over', async () => {
    const first = await queue();
    const second = await queue();
    const frozen = stalledDrainer();
    const done = frozen.drainer.kick();
    await frozen.sending;
    t.clock.advance(CLAIM_LEASE_MS + 1);
    await backofficeRuntime(t.app).drainer.kick();
    expect(await deliveriesTo(first.recipient)).toHaveLength(1);
    expect(await deliveriesTo(second.recipient)).toHaveLength(1);

    // It wakes up: its first send "returns", and it does not send the second row again.
    frozen.release();
    await done;
    expect(await deliveriesTo(second.recipient)).toHaveLength(1);
    expect((await rowOf(second.id)).attempts).toBe(2);
  });
});

describe('the id a message keeps on every retry', () => {
  it('an e-mail sent again after its drain died carries the same Message-ID', async () => {
    const row = await queue();
    const smtpMessenger = createMessenger({ config: t.config, db: t.database.db, clock: t.clock.now, log: t.app.log });
    // The provider takes the message; the process dies before the row is marked sent.
    const dead = stalledDrainer({ beforeHang: smtpMessenger });
    void dead.drainer.kick();
    await dead.sending;
    t.clock.advance(CLAIM_LEASE_MS + 1);
    await backofficeRuntime(t.app).drainer.kick();
    smtpMessenger.close();

    const mails = smtp.mails.filter((mail) => mail.to.includes(row.recipient));
    expect(mails).toHaveLength(2);
    const ids = mails.map((mail) => /^Message-ID:\s*(\S+)/im.exec(mail.raw)?.[1]);
    expect(ids[0]).toBe(`<${outboxMessageKey(row)}@portal.localhost>`);
    expect(ids[1]).toBe(ids[0]);
  });

  it('an SMS carries the same Idempotency-Key on every retry', async () => {
    const row = await queue('sms');
    const before = smsRequests.length;
    const dead = stalledDrainer({
      beforeHang: createMessenger({ config: t.config, db: t.database.db, clock: t.clock.now, log: t.app.log }),
    });
    void dead.drainer.kick();
    await dead.sending;
    t.clock.advance(CLAIM_LEASE_MS + 1);
    await backofficeRuntime(t.app).drainer.kick();

    const keys = smsRequests.slice(before).map((headers) => headers['idempotency-key']);
    expect(keys).toEqual([outboxMessageKey(row), outboxMessageKey(row)]);
  });
});
