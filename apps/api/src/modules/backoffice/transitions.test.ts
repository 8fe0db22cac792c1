import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, like } from 'drizzle-orm';
import { STATUS, voucherBonusDescription } from '@portal/domain';
import {
  notificationOutbox,
  outbox,
  protocolHistory,
  protocolRefunds,
  protocols,
  walletMovements,
} from '../../db/schema';
import { DEMO } from '../../db/seed/demo-logins';
import { callWith } from '../../test/call-with';
import { loginAs } from '../../test/login-as';
import { createTestApp, type TestApp } from '../../test/test-app';
import { backofficeRuntime } from './routes';
import { BANK_DATA, itemFor, payload } from '../protocols/test-payload';
import { addOperator, anaOpens, CHOICES, moveAs, operatorCookie } from './test-support';

let t: TestApp;
let move: ReturnType<typeof moveAs>;
let agentId: number;

beforeAll(async () => {
  t = await createTestApp();
  const agent = await addOperator(t, { role: 'agent', brands: [1] });
  agentId = agent.id;
  move = moveAs(t, await operatorCookie(t, agent.id));
});
afterAll(async () => t?.close());

async function walk(prtId: number, steps: number[]) {
  for (const to of steps) {
    const response = await move(prtId, { to, note: `Passo ${to}` });
    expect(response.statusCode, response.body).toBe(200);
  }
}

/** The status messages of a protocol's moves (its 'we received your request' message is notifications' own). */
const movesOf = (prtId: number) =>
  and(eq(notificationOutbox.protocolId, prtId), like(notificationOutbox.dedupeKey, 'protocol-move:%'));

describe('a voucher protocol along its path', () => {
  it('credits the item value and the bonus as two movements at 23, keeps the line at 11, tells Ana each time', async () => {
    // Ana opens it in Spanish: the protocol keeps the language, and every message of its moves is written in it.
    const prtId = await anaOpens(t, 'voucher', 'es');
    const [opened] = await t.database.db.select().from(protocols).where(eq(protocols.id, prtId));
    expect(opened!.language).toBe('es');
    await walk(prtId, [2, 3, 22, 23]);
    const movements = await t.database.db
      .select()
      .from(walletMovements)
      .where(eq(walletMovements.protocolId, prtId))
      .orderBy(asc(walletMovements.id));
    const { line, choice } = CHOICES.voucher;
    expect(movements.map((m) => [m.operation, m.entryType, m.kind, m.valueCents])).toEqual([
      ['Credit', 'V', 'voucher', line.grossCents],
      ['Credit', 'B', 'bonus', choice.prt_valor_bonus],
    ]);
    // The bonus line in the one wording the seed's lines use too (issue 23: they differed on the statement).
    expect(movements[1]!.descriptionTexts).toEqual(voucherBonusDescription({ protocolId: prtId }));
    await walk(prtId, [11]);
    const [row] = await t.database.db.select().from(protocols).where(eq(protocols.id, prtId));
    expect(row!.statusId).toBe(STATUS.FINISHED);
    // Finished after the credit keeps the line (ADR 0030): asking again (here for a refund of it) is refused.
    const again = await callWith(t)('POST', '/api/returns/protocols/generate/b2c', {
      cookie: await loginAs(t, { email: DEMO.ana.email }),
      body: payload([itemFor(line, CHOICES.refund.choice)], BANK_DATA),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('line_already_credited');

    await backofficeRuntime(t.app).drainer.kick();
    const queued = await t.database.db.select().from(notificationOutbox).where(movesOf(prtId));
    expect(queued).toHaveLength(5);
    expect(queued.every((m) => m.sentAt !== null && m.channel === 'email' && m.lang === 'es')).toBe(true);
    expect(queued[0]!.text).toContain(`/protocol/${prtId}`);
    const sent = await t.database.db.select().from(outbox).where(eq(outbox.recipient, DEMO.ana.email));
    expect(sent.filter((m) => m.subject.includes(`protocolo ${prtId} —`))).toHaveLength(5);
  });

  it('the shopper sees the steps and notes but never the operator', async () => {
    const prtId = await anaOpens(t, 'voucher');
    await walk(prtId, [2]);
    const cookie = await loginAs(t, { email: DEMO.ana.email });
    const history = await callWith(t)('GET', `/api/returns/protocols/b2c/historic/${prtId}`, { cookie });
    expect(history.statusCode).toBe(200);
    expect(history.json().history.map((h: { SIT_ID: number }) => h.SIT_ID)).toEqual([1, 2]);
    for (const entry of history.json().history) {
      expect(Object.keys(entry).sort()).toEqual(['MSG_DESC', 'PHS_DATA', 'PHS_OBS', 'SIT_ID', 'SIT_NOME']);
    }
    const [entry] = await t.database.db
      .select()
      .from(protocolHistory)
      .where(and(eq(protocolHistory.protocolId, prtId), eq(protocolHistory.statusId, 2)));
    expect(entry).toMatchObject({ operatorId: agentId, source: 'operator', note: 'Passo 2' });
  });
});

describe('effects of 18 and 16', () => {
  it('18 writes one refund record of the items for the original payment', async () => {
    const prtId = await anaOpens(t, 'refund');
    await walk(prtId, [2, 3, 17, 18]);
    const refunds = await t.database.db.select().from(protocolRefunds).where(eq(protocolRefunds.protocolId, prtId));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ valueCents: CHOICES.refund.line.grossCents, status: 'requested' });
  });

  it("16 invents no code (issue 48): the carrier's code, once issued, is the one the shopper sees on the detail", async () => {
    const prtId = await anaOpens(t, 'exchange');
    await walk(prtId, [16]);
    // No carrier is connected in this app: the move leaves no code of its own.
    const [moved] = await t.database.db.select().from(protocols).where(eq(protocols.id, prtId));
    expect(moved!.shippingCode).toBeNull();
    // What the shipping module writes when Correios answers (modules/shipping, tested against the fake Correios).
    await t.database.db.update(protocols).set({ shippingCode: 'LR123456785BR' }).where(eq(protocols.id, prtId));
    const [row] = await t.database.db.select().from(protocols).where(eq(protocols.id, prtId));
    const cookie = await loginAs(t, { email: DEMO.ana.email });
    const list = await callWith(t)('POST', '/api/returns/protocols/b2c', { cookie, body: { prt_id: prtId } });
    expect(list.json().calls[0].shippingCode).toBe(row!.shippingCode);

    // …and as a QR code image of that code, for her only.
    const qr = await callWith(t)('GET', `/api/returns/protocols/b2c/${prtId}/shipping-code.svg`, { cookie });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(qr.headers['content-security-policy']).toContain('sandbox');
    expect(qr.body).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const bruno = await loginAs(t, { email: DEMO.bruno.email });
    const foreign = await callWith(t)('GET', `/api/returns/protocols/b2c/${prtId}/shipping-code.svg`, {
      cookie: bruno,
    });
    expect(foreign.statusCode).toBe(404);
    const withoutCode = await anaOpens(t, 'refund');
    const none = await callWith(t)('GET', `/api/returns/protocols/b2c/${withoutCode}/shipping-code.svg`, { cookie });
    expect(none.statusCode).toBe(404);
  });
});

describe('refusals and concurrency', () => {
  it('a move outside the table is 409, a denial without reason 400, a move without Idempotency-Key 400', async () => {
    const prtId = await anaOpens(t, 'exchange');
    expect((await move(prtId, { to: 11 })).json()).toMatchObject({ type: 'ERROR' });
    expect((await move(prtId, { to: 11 })).statusCode).toBe(409);
    const noReason = await move(prtId, { to: 9 });
    expect(noReason.statusCode).toBe(400);
    const cookie = await operatorCookie(t, agentId);
    const noKey = await callWith(t)('POST', `/api/backoffice/protocols/${prtId}/transitions`, {
      cookie,
      body: { to: 2 },
    });
    expect(noKey.statusCode).toBe(400);
    const stale = await move(prtId, { to: 2, from: 3 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toBeDefined();
  });

  it('twenty concurrent moves of one protocol: one applied, nineteen 409', async () => {
    const prtId = await anaOpens(t, 'exchange');
    const answers = await Promise.all(Array.from({ length: 20 }, () => move(prtId, { to: 2, note: 'Em trânsito' })));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const entries = await t.database.db
      .select()
      .from(protocolHistory)
      .where(and(eq(protocolHistory.protocolId, prtId), eq(protocolHistory.statusId, 2)));
    expect(entries).toHaveLength(1);
  });

  it('a replay with the same key answers the first answer and writes nothing', async () => {
    const prtId = await anaOpens(t, 'exchange');
    const first = await move(prtId, { to: 2 }, 'key-replay-1');
    const again = await move(prtId, { to: 2 }, 'key-replay-1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const other = await move(prtId, { to: 3 }, 'key-replay-1');
    expect(other.statusCode).toBe(409);
  });

  it('a comment is a history entry for the shopper: the status stays and nothing is sent', async () => {
    const prtId = await anaOpens(t, 'refund');
    const blank = await move(prtId, { to: 0, note: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().code).toBe('note_required');
    const answer = await move(prtId, { to: 0, note: 'Recebemos sua mensagem.' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().status).toBe(1);
    expect(answer.json().history.at(-1)).toMatchObject({
      status: 0,
      note: 'Recebemos sua mensagem.',
      source: 'operator',
      operator: { id: agentId },
    });
    expect(await t.database.db.select().from(notificationOutbox).where(movesOf(prtId))).toEqual([]);
  });
});
