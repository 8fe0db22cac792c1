/**
 * The admins' list of who read a shopper's personal data (issue 28, LGPD art. 37), on PGlite and PostgreSQL: admins
 * only, scoped to the admin's brands (a read counts for the brand of the protocol it names), newest first, paged.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAL_DATA_READ_WINDOW_MINUTES } from '@portal/domain';
import { personalDataReads, protocols } from '../../db/schema';
import { callWith } from '../../test/call-with';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addOperator, operatorCookie, type TestOperator } from '../backoffice/test-support';
import { recordProtocolRead } from './reads';
import { addShopper, type TestShopper } from './test-support';
import { READS_PAGE_SIZE } from './wire';

let t: TestApp;
let call: ReturnType<typeof callWith>;
let shopper: TestShopper;
/** The same shopper's protocol with the second brand: its reads are that brand's admins' business only. */
let otherBrandProtocolId: number;
let agent: TestOperator;
let otherBrandAgent: TestOperator;
let agentCookie: string;
let adminCookie: string;
let otherBrandAdminCookie: string;

interface ReadEntry {
  id: number;
  operatorEmail: string;
  readAt: string;
  what: string;
  protocolId: number | null;
}

const readsOf = (prtId: number, cookie: string, page = 1) =>
  call('GET', `/api/backoffice/privacy/reads?prtId=${prtId}&page=${page}`, { cookie });

beforeAll(async () => {
  t = await createTestApp();
  call = callWith(t);
  shopper = await addShopper(t, 'reads', 3);
  const [original] = await t.database.db.select().from(protocols).where(eq(protocols.id, shopper.protocolId));
  const { id: _id, ...copy } = original!;
  const [other] = await t.database.db
    .insert(protocols)
    .values({ ...copy, brandId: 2 })
    .returning({ id: protocols.id });
  otherBrandProtocolId = other!.id;
  agent = await addOperator(t, { role: 'agent', brands: [1] });
  otherBrandAgent = await addOperator(t, { role: 'agent', brands: [2] });
  agentCookie = await operatorCookie(t, agent.id);
  adminCookie = await operatorCookie(t, (await addOperator(t, { role: 'admin', brands: [1] })).id);
  otherBrandAdminCookie = await operatorCookie(t, (await addOperator(t, { role: 'admin', brands: [2] })).id);
});
afterAll(async () => t?.close());

describe('GET /api/backoffice/privacy/reads', () => {
  it("lists an agent's protocol view to an admin of the brand, and keeps each brand's reads to its admins", async () => {
    expect((await readsOf(shopper.protocolId, adminCookie)).json()).toMatchObject({ reads: [], total: 0 });

    t.clock.advance(60_000);
    expect(
      (await call('GET', `/api/backoffice/protocols/${shopper.protocolId}`, { cookie: agentCookie })).statusCode,
    ).toBe(200);
    // The other brand's agent reads her through that brand's protocol.
    t.clock.advance(60_000);
    await recordProtocolRead(t.database.db, {
      operatorId: otherBrandAgent.id,
      protocolId: otherBrandProtocolId,
      what: 'file_download',
      now: t.clock.now(),
    });

    const mine = await readsOf(shopper.protocolId, adminCookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      reads: [
        {
          id: expect.any(Number),
          operator: 'Operador agent',
          operatorEmail: agent.email,
          readAt: new Date(t.clock.now().getTime() - 60_000).toISOString(),
          what: 'protocol_view',
          protocolId: shopper.protocolId,
        },
      ],
      total: 1,
      page: 1,
      pageSize: READS_PAGE_SIZE,
    });

    // The second brand's admin sees her brand's read only, and cannot name the first brand's protocol.
    const theirs = await readsOf(otherBrandProtocolId, otherBrandAdminCookie);
    expect(theirs.json().reads.map((read: ReadEntry) => [read.what, read.operatorEmail, read.protocolId])).toEqual([
      ['file_download', otherBrandAgent.email, otherBrandProtocolId],
    ]);
    expect((await readsOf(shopper.protocolId, otherBrandAdminCookie)).statusCode).toBe(404);
    expect((await readsOf(otherBrandProtocolId, adminCookie)).statusCode).toBe(404);
  });

  it('refuses agents (403), a missing session (401), a bad page (400) and an unknown protocol (404)', async () => {
    const refused = await readsOf(shopper.protocolId, agentCookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'admin_only' });
    expect((await call('GET', `/api/backoffice/privacy/reads?prtId=${shopper.protocolId}`)).statusCode).toBe(401);
    expect((await readsOf(shopper.protocolId, adminCookie, 0)).statusCode).toBe(400);
    expect((await call('GET', '/api/backoffice/privacy/reads', { cookie: adminCookie })).statusCode).toBe(400);
    expect((await readsOf(2_000_000_000, adminCookie)).statusCode).toBe(404);
  });

  it('records one read per operator, protocol and kind within the window, not one per refresh (ADR 0093)', async () => {
    const fresh = await addShopper(t, 'window', 4);
    const count = async () =>
      (await t.database.db.select().from(personalDataReads).where(eq(personalDataReads.consumerId, fresh.consumerId)))
        .length;
    const open = () => call('GET', `/api/backoffice/protocols/${fresh.protocolId}`, { cookie: agentCookie });
    for (let refresh = 0; refresh < 8; refresh += 1) {
      expect((await open()).statusCode).toBe(200);
      t.clock.advance(7_000);
    }
    expect(await count()).toBe(1);
    // Another kind of read of the same protocol is its own entry; so is another operator's.
    await recordProtocolRead(t.database.db, {
      operatorId: agent.id,
      protocolId: fresh.protocolId,
      what: 'file_download',
      now: t.clock.now(),
    });
    await recordProtocolRead(t.database.db, {
      operatorId: otherBrandAgent.id,
      protocolId: fresh.protocolId,
      what: 'protocol_view',
      now: t.clock.now(),
    });
    expect(await count()).toBe(3);
    // Past the window since the first view, a new look is a new read.
    t.clock.advance(PERSONAL_DATA_READ_WINDOW_MINUTES * 60_000);
    expect((await open()).statusCode).toBe(200);
    expect(await count()).toBe(4);
  });

  it('pages newest first with the total over every page', async () => {
    const base = t.clock.now().getTime();
    // Inserted oldest last, so the order comes from the read's time, not from the row's id.
    const extra = READS_PAGE_SIZE + 4;
    await t.database.db.insert(personalDataReads).values(
      Array.from({ length: extra }, (_, index) => ({
        operatorId: agent.id,
        consumerId: shopper.consumerId,
        protocolId: shopper.protocolId,
        what: 'search' as const,
        readAt: new Date(base + (extra - index) * 1000),
      })),
    );
    const first = (await readsOf(shopper.protocolId, adminCookie)).json();
    const second = (await readsOf(shopper.protocolId, adminCookie, 2)).json();
    expect(first.total).toBe(extra + 1);
    expect(second.total).toBe(extra + 1);
    expect(first.reads).toHaveLength(READS_PAGE_SIZE);
    expect(second.reads).toHaveLength(extra + 1 - READS_PAGE_SIZE);
    const times = [...first.reads, ...second.reads].map((read: ReadEntry) => read.readAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(first.reads[0].readAt).toBe(new Date(base + extra * 1000).toISOString());
    // The agent's protocol view, the oldest, closes the last page; no entry shows twice.
    expect(second.reads.at(-1)).toMatchObject({ what: 'protocol_view' });
    expect(new Set([...first.reads, ...second.reads].map((read: ReadEntry) => read.id)).size).toBe(extra + 1);
    expect((await readsOf(shopper.protocolId, adminCookie, 3)).json()).toMatchObject({ reads: [], total: extra + 1 });
  });
});
