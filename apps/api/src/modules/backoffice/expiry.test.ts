import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { STATUS } from '@portal/domain';
import { notificationOutbox, protocolHistory, protocols } from '../../db/schema';
import { createTestApp, TestClock, type TestApp } from '../../test/test-app';
import { backofficeRuntime } from './routes';
import { addOperator, anaOpens, moveAs, operatorCookie, secondInstance } from './test-support';
import type { FastifyInstance } from 'fastify';

const DAY = 86_400_000;
let t: TestApp;
let other: FastifyInstance;
let analysed: number;

beforeAll(async () => {
  t = await createTestApp({ clock: new TestClock(new Date('2026-11-02T12:00:00Z')) });
  other = await secondInstance(t);
  const agent = await addOperator(t, { role: 'agent', brands: [1] });
  const move = moveAs(t, await operatorCookie(t, agent.id));
  analysed = await anaOpens(t, 'refund');
  await move(analysed, { to: 2 });
  await move(analysed, { to: 3 });
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

describe('the expiry job (PROTOCOL_EXPIRY_DAYS, default 30)', () => {
  it('expires a protocol waiting for the product for more than 30 days once, with two instances running it at once', async () => {
    const agent = await addOperator(t, { role: 'agent', brands: [1] });
    const move = moveAs(t, await operatorCookie(t, agent.id));
    const waiting = await anaOpens(t, 'exchange');
    expect((await move(waiting, { to: 2 })).statusCode).toBe(200);

    // 30 days is not yet more than 30 days.
    t.clock.advance(30 * DAY - 60_000);
    expect(await backofficeRuntime(t.app).runExpiry()).toBe(0);

    t.clock.advance(2 * 60_000);
    const runs = await Promise.all([backofficeRuntime(t.app).runExpiry(), backofficeRuntime(other).runExpiry()]);
    // One instance expired it; the other either skipped the run (null: the lock was taken) or found nothing due.
    expect(runs.filter((run) => run === 1)).toHaveLength(1);
    expect(runs.every((run) => run === 1 || run === 0 || run === null)).toBe(true);

    const [row] = await t.database.db.select().from(protocols).where(eq(protocols.id, waiting));
    expect(row!.statusId).toBe(STATUS.EXPIRED);
    const entries = await t.database.db
      .select()
      .from(protocolHistory)
      .where(and(eq(protocolHistory.protocolId, waiting), eq(protocolHistory.statusId, STATUS.EXPIRED)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ source: 'scheduler', operatorId: null });
    expect(entries[0]!.noteTexts?.en).toBe('Protocol expired: the product did not arrive within 30 days.');
    expect(entries[0]!.happenedAt.getTime()).toBe(t.clock.now().getTime());
    const queued = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.protocolId, waiting));
    expect(queued.filter((m) => m.text.includes('Expirado'))).toHaveLength(1);

    expect(await backofficeRuntime(other).runExpiry()).toBe(0);
  });

  it('leaves protocols in any other status alone, however old', async () => {
    t.clock.advance(90 * DAY);
    await backofficeRuntime(t.app).runExpiry();
    const [row] = await t.database.db.select().from(protocols).where(eq(protocols.id, analysed));
    expect(row!.statusId).toBe(STATUS.AWAITING_ANALYSIS);
  });
});
