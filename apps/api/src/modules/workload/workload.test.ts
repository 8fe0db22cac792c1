/**
 * Workload calls (issue 27): role and brand scope on each, the assignment race, the queue's filters and late marks,
 * a 200-protocol bulk move with a conflicting move in flight and its retry, internal notes kept from the shopper, and
 * the receiving slip. One app for the file; the 200 protocols are copies of one opened through the portal.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { STATUS } from '@portal/domain';
import { operators, protocolHistory, protocols } from '../../db/schema';
import { DEMO } from '../../db/seed/demo-logins';
import { callWith } from '../../test/call-with';
import { loginAs } from '../../test/login-as';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addOperator, anaOpens, moveAs, operatorCookie } from '../backoffice/test-support';
import { copiesOf } from './test-support';

let t: TestApp;
let call: ReturnType<typeof callWith>;
const cookies = { agent: '', agent2: '', otherBrandAgent: '', admin: '', otherBrandAdmin: '' };
const ids = { agent: 0, agent2: 0, admin: 0, otherBrandAgent: 0 };
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  call = callWith(t);
  const agent = await addOperator(t, { role: 'agent', brands: [1] });
  const agent2 = await addOperator(t, { role: 'agent', brands: [1] });
  const otherBrandAgent = await addOperator(t, { role: 'agent', brands: [2] });
  const admin = await addOperator(t, { role: 'admin', brands: [1, 2] });
  const otherBrandAdmin = await addOperator(t, { role: 'admin', brands: [2] });
  Object.assign(ids, { agent: agent.id, agent2: agent2.id, admin: admin.id, otherBrandAgent: otherBrandAgent.id });
  otherBrandAdminId = otherBrandAdmin.id;
  await signIn();
});

let otherBrandAdminId = 0;
/** Fresh sessions for everyone (a test that moves the clock a day on ends the old ones). */
async function signIn() {
  cookies.agent = await operatorCookie(t, ids.agent);
  cookies.agent2 = await operatorCookie(t, ids.agent2);
  cookies.otherBrandAgent = await operatorCookie(t, ids.otherBrandAgent);
  cookies.admin = await operatorCookie(t, ids.admin);
  cookies.otherBrandAdmin = await operatorCookie(t, otherBrandAdminId);
}
afterAll(async () => t?.close());

describe('assignment', () => {
  it('two agents take the same protocol at once: one wins, the other gets 409', async () => {
    const prtId = await anaOpens(t, 'exchange');
    const [first, second] = await Promise.all([
      call('POST', `/api/backoffice/protocols/${prtId}/take`, { cookie: cookies.agent }),
      call('POST', `/api/backoffice/protocols/${prtId}/take`, { cookie: cookies.agent2 }),
    ]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json().code).toBe('already_assigned');
    const winner = first.statusCode === 200 ? first : second;
    const winnerId = winner === first ? ids.agent : ids.agent2;
    expect(winner.json().assignee.id).toBe(winnerId);
    // Taking one's own again changes nothing; the other agent cannot release it; an admin can reassign.
    const winnerCookie = winner === first ? cookies.agent : cookies.agent2;
    const loserCookie = winner === first ? cookies.agent2 : cookies.agent;
    expect((await call('POST', `/api/backoffice/protocols/${prtId}/take`, { cookie: winnerCookie })).statusCode).toBe(
      200,
    );
    const release = await call('POST', `/api/backoffice/protocols/${prtId}/release`, { cookie: loserCookie });
    expect(release.statusCode).toBe(403);
    const assign = await call('POST', `/api/backoffice/protocols/${prtId}/assign`, {
      cookie: cookies.admin,
      body: { operatorId: winner === first ? ids.agent2 : ids.agent },
    });
    expect(assign.statusCode, assign.body).toBe(200);
    expect(assign.json().assignee.id).toBe(winner === first ? ids.agent2 : ids.agent);
  });

  it("the protocol's RESPONSAVEL follows the take, the assignment and the release (ADR 0055)", async () => {
    const prtId = await anaOpens(t, 'exchange');
    const responsible = async () =>
      (
        await t.database.db
          .select({ responsible: protocols.responsible })
          .from(protocols)
          .where(eq(protocols.id, prtId))
      )[0]!.responsible;
    const nameOf = async (id: number) =>
      (await t.database.db.select({ name: operators.name }).from(operators).where(eq(operators.id, id)))[0]!.name;
    expect(await responsible()).toBeNull();
    expect((await call('POST', `/api/backoffice/protocols/${prtId}/take`, { cookie: cookies.agent })).statusCode).toBe(
      200,
    );
    expect(await responsible()).toBe(await nameOf(ids.agent));
    // The loser of a take changes nothing.
    expect((await call('POST', `/api/backoffice/protocols/${prtId}/take`, { cookie: cookies.agent2 })).statusCode).toBe(
      409,
    );
    expect(await responsible()).toBe(await nameOf(ids.agent));
    const assign = await call('POST', `/api/backoffice/protocols/${prtId}/assign`, {
      cookie: cookies.admin,
      body: { operatorId: ids.agent2 },
    });
    expect(assign.statusCode, assign.body).toBe(200);
    expect(await responsible()).toBe(await nameOf(ids.agent2));
    // The back office's protocol detail answers it.
    const detail = await call('GET', `/api/backoffice/protocols/${prtId}`, { cookie: cookies.admin });
    expect(detail.json().protocol.responsible).toBe(await nameOf(ids.agent2));
    expect(
      (await call('POST', `/api/backoffice/protocols/${prtId}/release`, { cookie: cookies.admin })).statusCode,
    ).toBe(200);
    expect(await responsible()).toBeNull();
  });

  it('role and brand scope: agents do not assign, nobody reaches another brand, no session is 401', async () => {
    const prtId = await anaOpens(t, 'refund');
    const take = (cookie: string) => call('POST', `/api/backoffice/protocols/${prtId}/take`, { cookie });
    expect((await take(cookies.otherBrandAgent)).statusCode).toBe(404);
    expect((await call('POST', `/api/backoffice/protocols/${prtId}/take`)).statusCode).toBe(401);
    const byAgent = await call('POST', `/api/backoffice/protocols/${prtId}/assign`, {
      cookie: cookies.agent,
      body: { operatorId: ids.agent },
    });
    expect(byAgent.statusCode).toBe(403);
    const byOtherAdmin = await call('POST', `/api/backoffice/protocols/${prtId}/assign`, {
      cookie: cookies.otherBrandAdmin,
      body: { operatorId: ids.agent },
    });
    expect(byOtherAdmin.statusCode).toBe(404);
    // An operator who does not work the protocol's brand cannot be made responsible for it.
    const foreign = await call('POST', `/api/backoffice/protocols/${prtId}/assign`, {
      cookie: cookies.admin,
      body: { operatorId: ids.otherBrandAgent },
    });
    expect(foreign.json().code).toBe('assignee_not_of_brand');
    for (const path of ['internal-notes', 'receiving-slip']) {
      expect((await call('GET', `/api/backoffice/protocols/${prtId}/${path}`)).statusCode).toBe(401);
      const other = await call('GET', `/api/backoffice/protocols/${prtId}/${path}`, {
        cookie: cookies.otherBrandAgent,
      });
      expect(other.statusCode).toBe(404);
    }
    const bulk = await call('POST', '/api/backoffice/workload/bulk-moves', {
      cookie: cookies.otherBrandAgent,
      body: { bulkId: randomUUID(), prtIds: [prtId], to: STATUS.WAITING_PRODUCT },
    });
    expect(bulk.json().notMoved).toEqual([expect.objectContaining({ prtId, code: 'protocol_not_found' })]);
    const anonymous = await call('POST', '/api/backoffice/workload/bulk-moves', {
      body: { bulkId: randomUUID(), prtIds: [prtId], to: STATUS.WAITING_PRODUCT },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("the queue filters by 'mine', 'unassigned' and by agent, and marks a protocol late past its status target", async () => {
    const mine = await anaOpens(t, 'voucher');
    expect((await call('POST', `/api/backoffice/protocols/${mine}/take`, { cookie: cookies.agent })).statusCode).toBe(
      200,
    );
    const queue = async (query: string, cookie = cookies.agent) => {
      const response = await call('GET', `/api/backoffice/protocols?pageSize=100&${query}`, { cookie });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().items as {
        prtId: number;
        assignee: { id: number } | null;
        late: boolean;
        statusAgeHours: number;
        targetHours: number | null;
      }[];
    };
    const mineRows = await queue('assignee=mine');
    expect(mineRows.map((row) => row.prtId)).toContain(mine);
    expect(mineRows.every((row) => row.assignee?.id === ids.agent)).toBe(true);
    expect((await queue(`assignee=${ids.agent}`, cookies.admin)).map((row) => row.prtId)).toContain(mine);
    expect((await queue('assignee=unassigned')).map((row) => row.prtId)).not.toContain(mine);

    // Targets: agents cannot set them, an admin outside the brand cannot, the brand's admin can.
    const target = { brandId: 1, status: STATUS.OPENED, targetHours: 24 };
    const set = (cookie: string, body = target) => call('POST', '/api/backoffice/workload/targets', { cookie, body });
    expect((await set(cookies.agent)).statusCode).toBe(403);
    expect((await set(cookies.otherBrandAdmin)).statusCode).toBe(404);
    expect((await set(cookies.admin, { ...target, targetHours: 0 })).statusCode).toBe(400);
    expect((await set(cookies.admin)).statusCode).toBe(200);
    const before = (await queue('assignee=mine')).find((row) => row.prtId === mine)!;
    expect(before).toMatchObject({ targetHours: 24, late: false });
    t.clock.advance(25 * HOUR);
    await signIn();
    const after = (await queue('assignee=mine')).find((row) => row.prtId === mine)!;
    expect(after.late).toBe(true);
    expect(after.statusAgeHours).toBeGreaterThanOrEqual(25);
    const targets = await call('GET', '/api/backoffice/workload/targets', { cookie: cookies.agent });
    expect(targets.json().targets).toContainEqual({ brandId: 1, status: STATUS.OPENED, targetHours: 24 });
  });
});

describe('bulk moves', () => {
  it('moves 200 protocols each once, with a conflicting move in flight, and a retry moves nothing twice', async () => {
    const source = await anaOpens(t, 'exchange');
    const prtIds = await copiesOf(t, source, 199);
    prtIds.unshift(source);
    const bulkId = randomUUID();
    const body = { bulkId, prtIds, to: STATUS.WAITING_PRODUCT, from: STATUS.OPENED, note: 'Lote recebido' };
    const contested = prtIds[100]!;
    const [bulk, single] = await Promise.all([
      call('POST', '/api/backoffice/workload/bulk-moves', { cookie: cookies.agent, body }),
      moveAs(t, cookies.agent2)(contested, { to: STATUS.AWAITING_ATTENTION, from: STATUS.OPENED, note: 'Ligar' }),
    ]);
    expect(bulk.statusCode, bulk.body).toBe(200);
    const result = bulk.json() as {
      moved: { prtId: number; replay: boolean }[];
      notMoved: { prtId: number; code: string }[];
    };
    expect(result.moved.length + result.notMoved.length).toBe(200);
    if (single.statusCode === 200) {
      expect(result.notMoved).toEqual([expect.objectContaining({ prtId: contested })]);
    } else {
      expect(single.statusCode).toBe(409);
      expect(result.notMoved).toEqual([]);
    }
    // Each protocol holds exactly one of the two moves.
    const entries = await t.database.db
      .select({ protocolId: protocolHistory.protocolId, statusId: protocolHistory.statusId })
      .from(protocolHistory)
      .where(
        and(
          inArray(protocolHistory.protocolId, prtIds),
          inArray(protocolHistory.statusId, [STATUS.WAITING_PRODUCT, STATUS.AWAITING_ATTENTION]),
        ),
      );
    expect(entries).toHaveLength(200);
    expect(new Set(entries.map((entry) => entry.protocolId)).size).toBe(200);

    // The retry (a lost answer): everything the first try moved is a replay, nothing new is written.
    const retry = await call('POST', '/api/backoffice/workload/bulk-moves', { cookie: cookies.agent, body });
    const again = retry.json() as typeof result;
    expect(again.moved.map((row) => row.prtId).sort()).toEqual(result.moved.map((row) => row.prtId).sort());
    expect(again.moved.every((row) => row.replay)).toBe(true);
    const entriesAfter = await t.database.db
      .select({ id: protocolHistory.id })
      .from(protocolHistory)
      .where(and(inArray(protocolHistory.protocolId, prtIds), eq(protocolHistory.statusId, STATUS.WAITING_PRODUCT)));
    expect(entriesAfter).toHaveLength(result.moved.length);
  });

  it('lists why a protocol did not move, in the request language', async () => {
    const prtId = await anaOpens(t, 'refund');
    const response = await call('POST', '/api/backoffice/workload/bulk-moves', {
      cookie: cookies.agent,
      lang: 'en',
      body: { bulkId: randomUUID(), prtIds: [prtId], to: STATUS.FINISHED },
    });
    expect(response.json().notMoved).toEqual([
      { prtId, code: 'transition_not_allowed', message: 'This status change is not allowed from the current status.' },
    ]);
    const tooMany = await call('POST', '/api/backoffice/workload/bulk-moves', {
      cookie: cookies.agent,
      body: { bulkId: randomUUID(), prtIds: Array.from({ length: 201 }, (_, i) => i + 1), to: 2 },
    });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('internal notes and the receiving slip', () => {
  it("an internal note is read by operators and never by the shopper's history", async () => {
    const prtId = await anaOpens(t, 'exchange');
    const text = 'Cliente ligou: caixa amassada, conferir com cuidado';
    const added = await call('POST', `/api/backoffice/protocols/${prtId}/internal-notes`, {
      cookie: cookies.agent,
      body: { note: text },
    });
    expect(added.statusCode, added.body).toBe(200);
    const notes = await call('GET', `/api/backoffice/protocols/${prtId}/internal-notes`, { cookie: cookies.admin });
    expect(notes.json().notes).toEqual([
      expect.objectContaining({ note: text, operator: expect.objectContaining({ id: ids.agent }) }),
    ]);
    const shopper = await loginAs(t, { email: DEMO.ana.email });
    for (const path of [`historic/${prtId}`, `timeline/${prtId}`]) {
      const response = await call('GET', `/api/returns/protocols/b2c/${path}`, { cookie: shopper });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).not.toContain('caixa amassada');
    }
  });

  it('the receiving slip lists the protocol number, items and sizes', async () => {
    const prtId = await anaOpens(t, 'exchange');
    const response = await call('GET', `/api/backoffice/protocols/${prtId}/receiving-slip`, { cookie: cookies.agent });
    expect(response.statusCode, response.body).toBe(200);
    const slip = response.json();
    expect(slip.prtId).toBe(prtId);
    expect(slip.items).toEqual([
      expect.objectContaining({ position: expect.any(Number), size: expect.any(String), exchangeSize: '41' }),
    ]);
  });
});
