/**
 * The development carrier (issue 48): outside production, a brand without a contract gets demo codes, and the dev
 * route plays their posting and delivery, moving the protocol to 2 then 3, as on the embedded default.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { STATUS } from '@portal/domain';
import { protocols, shipments } from '../../db/schema';
import { callWith } from '../../test/call-with';
import { loginAs } from '../../test/login-as';
import { DEMO } from '../../db/seed/demo-logins';
import { createTestApp, TestClock, type TestApp } from '../../test/test-app';
import { anaOpens } from '../backoffice/test-support';
import { jobWorker } from '../jobs/runtime';
import { ISSUE_JOB } from './enqueue';

let t: TestApp;
beforeAll(async () => {
  process.env.CORREIOS_DEVELOPMENT_CARRIER = 'true';
  try {
    t = await createTestApp({
      clock: new TestClock(new Date('2026-12-07T13:00:00Z')),
      env: { CORREIOS_DEVELOPMENT_CARRIER: 'true' },
    });
  } finally {
    delete process.env.CORREIOS_DEVELOPMENT_CARRIER;
  }
});
afterAll(async () => t?.close());

describe('the development carrier', () => {
  it('issues a demo code at opening and the dev route posts and delivers it', async () => {
    const prtId = await anaOpens(t, 'exchange');
    const worker = jobWorker(t.app);
    await worker.idle();
    await worker.kick([ISSUE_JOB]);
    await worker.idle();
    const [shipment] = await t.database.db.select().from(shipments).where(eq(shipments.protocolId, prtId));
    expect(shipment).toMatchObject({ state: 'issued', demo: true });
    expect(shipment!.authorisationCode).toMatch(/^LR\d{9}BR$/);
    const statusOf = async () => (await t.database.db.select().from(protocols).where(eq(protocols.id, prtId)))[0]!;
    expect(await statusOf()).toMatchObject({
      statusId: STATUS.POST_OBJECT_GENERATED,
      shippingCode: shipment!.authorisationCode,
    });

    const play = (kind: string) => callWith(t)('POST', `/api/dev/shipments/${prtId}/events`, { body: { kind } });
    expect((await play('posted')).json()).toEqual({ moves: 1 });
    expect((await statusOf()).statusId).toBe(STATUS.WAITING_PRODUCT);
    expect((await play('delivered')).json()).toEqual({ moves: 1 });
    expect((await statusOf()).statusId).toBe(STATUS.AWAITING_ANALYSIS);
    expect((await play('delivered')).statusCode).toBe(404);

    const ana = await loginAs(t, { email: DEMO.ana.email });
    const mine = (await callWith(t)('GET', `/api/returns/protocols/b2c/shipment/${prtId}`, { cookie: ana })).json();
    expect(mine.shipment).toMatchObject({ demo: true, state: 'delivered' });
    expect(mine.shipment.events.map((e: { kind: string }) => e.kind)).toEqual(['posted', 'delivered']);
  });
});
