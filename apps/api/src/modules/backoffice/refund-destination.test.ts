/**
 * Issue 46 (High): a refund is requested (18) only with somewhere to pay it, and its message names that place. A
 * purchase made in a shop has no payment to reverse: its protocol must carry the account the shopper gave.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { ORIGIN, saoPauloDateKey, STATUS } from '@portal/domain';
import { notificationOutbox, protocolRefunds, protocols } from '../../db/schema';
import { DEMO } from '../../db/seed/demo-logins';
import { callWith } from '../../test/call-with';
import { loginAs } from '../../test/login-as';
import { createTestApp, type TestApp } from '../../test/test-app';
import { BANK_DATA, outsideStoreItem, payload } from '../protocols/test-payload';
import { backofficeRuntime } from './routes';
import { addOperator, moveAs, operatorCookie } from './test-support';

let t: TestApp;
let move: ReturnType<typeof moveAs>;

beforeAll(async () => {
  t = await createTestApp();
  const agent = await addOperator(t, { role: 'agent', brands: [1] });
  move = moveAs(t, await operatorCookie(t, agent.id));
});
afterAll(async () => t?.close());

/** Ana's refund of a shoe bought in a shop today (reason 16, desire 3), with the bank data given. */
async function shopRefund(): Promise<number> {
  const item = outsideStoreItem(saoPauloDateKey(t.clock.now()), {
    motivoCodigo: 16,
    smotivoCodigo: 162,
    desejoCodigo: 3,
  });
  const response = await callWith(t)('POST', '/api/returns/protocols/generate/b2c', {
    cookie: await loginAs(t, { email: DEMO.ana.email }),
    body: payload([item], { origem: ORIGIN.SAC, cli_enddes: '', cli_endseqdes: '', ...BANK_DATA }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().prt_id as number;
}

async function walkTo17(prtId: number) {
  for (const to of [2, 3, 17]) expect((await move(prtId, { to, note: `Passo ${to}` })).statusCode).toBe(200);
}

describe('issue 46: a refund of a shop purchase and its destination', () => {
  it('pays into the account given, and the message says where', async () => {
    const prtId = await shopRefund();
    await walkTo17(prtId);
    const moved = await move(prtId, { to: STATUS.REFUND_REQUESTED, note: 'Reembolso' });
    expect(moved.statusCode, moved.body).toBe(200);
    const [refund] = await t.database.db.select().from(protocolRefunds).where(eq(protocolRefunds.protocolId, prtId));
    expect(refund).toMatchObject({ valueCents: 19990, pixKey: BANK_DATA.cli_chavepix });
    await backofficeRuntime(t.app).drainer.kick();
    const messages = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.protocolId, prtId), like(notificationOutbox.dedupeKey, 'protocol-move:%')));
    const refundMessage = messages.find((message) => message.text.includes('199,90'));
    expect(refundMessage?.text).toContain('por Pix para a chave');
  });

  it('refuses 18 on a protocol with no account or Pix key (one made before the rule), in the operator language', async () => {
    const prtId = await shopRefund();
    await t.database.db
      .update(protocols)
      .set({ bankCode: null, bankAgency: null, bankAccount: null, pixKey: null })
      .where(eq(protocols.id, prtId));
    await walkTo17(prtId);
    const moved = await move(prtId, { to: STATUS.REFUND_REQUESTED, note: 'Reembolso' });
    expect(moved.statusCode).toBe(422);
    expect(moved.json()).toMatchObject({ type: 'ERROR', code: 'refund_without_destination' });
    expect(moved.json().message).toContain('chave Pix');
    const refunds = await t.database.db.select().from(protocolRefunds).where(eq(protocolRefunds.protocolId, prtId));
    expect(refunds).toEqual([]);
    const [row] = await t.database.db.select().from(protocols).where(eq(protocols.id, prtId));
    expect(row?.statusId).toBe(17);
  });
});
