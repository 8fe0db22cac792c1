/**
 * An admin edits and deactivates operators (issue 23, ADR 0029): admins only, within their brands, on the server; a
 * deactivated operator's sessions end and she cannot sign in; an admin cannot deactivate herself, nor anyone the last
 * active admin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { operatorSessions, operators, outbox } from '../../db/schema';
import { callWith } from '../../test/call-with';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addOperator, operatorCookie, type TestOperator } from './test-support';
import { askOperatorCode } from './auth-test-support';

let t: TestApp;
let call: ReturnType<typeof callWith>;

beforeAll(async () => {
  t = await createTestApp();
  call = callWith(t);
});
afterAll(async () => t?.close());

async function signedIn(input: { role: 'agent' | 'admin'; brands: number[] }) {
  const operator = await addOperator(t, input);
  return { ...operator, cookie: await operatorCookie(t, operator.id) };
}
const patch = (cookie: string, target: TestOperator, body: unknown) =>
  call('PATCH', `/api/backoffice/operators/${target.id}`, { cookie, body });
const rowOf = async (id: number) => (await t.database.db.select().from(operators).where(eq(operators.id, id)))[0]!;

describe('editing an operator', () => {
  it('an admin renames, changes the role and the brands among hers; the brands she does not hold are kept', async () => {
    const admin = await signedIn({ role: 'admin', brands: [1, 2] });
    const target = await addOperator(t, { role: 'agent', brands: [2, 4] });
    const answer = await patch(admin.cookie, target, { name: '  Beatriz Nova ', role: 'admin', brands: [1] });
    expect(answer.statusCode, answer.body).toBe(200);
    // The answer shows the admin's part only, by name, as the list does.
    expect(answer.json().operator).toMatchObject({
      id: target.id,
      name: 'Beatriz Nova',
      role: 'admin',
      brands: [1],
      brandNames: [{ id: 1, name: 'Corre Brasil' }],
      active: true,
    });
    expect(await rowOf(target.id)).toMatchObject({ name: 'Beatriz Nova', role: 'admin', brands: [1, 4] });
  });

  it('is an admin’s call within her brands: agent 403, no session 401, another brand’s operator or brand 404', async () => {
    const admin2 = await signedIn({ role: 'admin', brands: [2] });
    const agent = await signedIn({ role: 'agent', brands: [1, 2] });
    const ofBrand1 = await addOperator(t, { role: 'agent', brands: [1] });
    const ofBrand2 = await addOperator(t, { role: 'agent', brands: [2] });
    expect((await patch(agent.cookie, ofBrand2, { name: 'X' })).statusCode).toBe(403);
    expect((await call('PATCH', `/api/backoffice/operators/${ofBrand2.id}`, { body: { name: 'X' } })).statusCode).toBe(
      401,
    );
    expect((await patch(admin2.cookie, ofBrand1, { active: false })).statusCode).toBe(404);
    expect((await patch(admin2.cookie, ofBrand2, { brands: [1] })).statusCode).toBe(404);
    expect(
      (await call('PATCH', '/api/backoffice/operators/999999', { cookie: admin2.cookie, body: { name: 'X' } }))
        .statusCode,
    ).toBe(404);
    expect((await patch(admin2.cookie, ofBrand2, {})).statusCode).toBe(400);
    expect((await patch(admin2.cookie, ofBrand2, { brands: [] })).statusCode).toBe(400);
    expect(await rowOf(ofBrand1.id)).toMatchObject({ active: true, name: 'Operador agent' });
    expect(await rowOf(ofBrand2.id)).toMatchObject({ active: true, brands: [2] });
  });
});

describe('deactivating an operator', () => {
  it('a one-brand admin deactivates an agent of three brands in her brand only (issue 46)', async () => {
    const admin = await signedIn({ role: 'admin', brands: [2] });
    const agent = await signedIn({ role: 'agent', brands: [1, 2, 4] });
    const answer = await patch(admin.cookie, agent, { active: false });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await rowOf(agent.id)).toMatchObject({ active: true, brands: [1, 4] });
    // She still works for the other brands; brand 2's admin no longer sees her.
    expect((await call('GET', '/api/backoffice/me', { cookie: agent.cookie })).statusCode).toBe(200);
    expect((await patch(admin.cookie, agent, { name: 'Outra' })).statusCode).toBe(404);
    // An admin of all her brands deactivates her everywhere.
    const allBrands = await signedIn({ role: 'admin', brands: [1, 2, 4] });
    expect((await patch(allBrands.cookie, agent, { active: false })).statusCode).toBe(200);
    expect(await rowOf(agent.id)).toMatchObject({ active: false, brands: [1, 4] });
  });

  it('ends her sessions at once, she cannot sign in again, and reactivating lets her back in', async () => {
    const admin = await signedIn({ role: 'admin', brands: [1] });
    const agent = await signedIn({ role: 'agent', brands: [1] });
    await operatorCookie(t, agent.id);
    expect((await call('GET', '/api/backoffice/me', { cookie: agent.cookie })).statusCode).toBe(200);

    const answer = await patch(admin.cookie, agent, { active: false });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().operator.active).toBe(false);
    const live = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(operatorSessions)
      .where(eq(operatorSessions.operatorId, agent.id));
    expect(live[0]!.n).toBe(0);
    expect((await call('GET', '/api/backoffice/me', { cookie: agent.cookie })).statusCode).toBe(401);
    // Asking for a code answers as for anyone (no account oracle), but nothing is sent to her.
    expect((await askOperatorCode(call, agent.email)).outcome).toEqual({ email: 'unknown' });
    expect(await t.database.db.select().from(outbox).where(eq(outbox.recipient, agent.email))).toEqual([]);

    expect((await patch(admin.cookie, agent, { active: true })).json().operator.active).toBe(true);
    t.clock.advance(60_000); // past the resend pause of the first request
    expect((await askOperatorCode(call, agent.email)).outcome).toMatchObject({ email: 'known' });
    expect(await t.database.db.select().from(outbox).where(eq(outbox.recipient, agent.email))).toHaveLength(1);
  });

  it('an admin cannot deactivate herself nor stop being an admin', async () => {
    const admin = await signedIn({ role: 'admin', brands: [1] });
    for (const body of [{ active: false }, { role: 'agent' }]) {
      const answer = await patch(admin.cookie, admin, body);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().code ?? answer.json().codigo ?? answer.body).toContain('operator_self');
    }
    // Her name is hers to change.
    expect((await patch(admin.cookie, admin, { name: 'Eu Mesma' })).statusCode).toBe(200);
    expect(await rowOf(admin.id)).toMatchObject({ role: 'admin', active: true, name: 'Eu Mesma' });
  });

  it('the last active admin is never deactivated or demoted, also when two admins act on each other at once', async () => {
    // Only these two admins are active: the seed's and earlier tests' admins step aside first.
    await t.database.db.update(operators).set({ active: false }).where(eq(operators.role, 'admin'));
    const one = await signedIn({ role: 'admin', brands: [1] });
    const two = await signedIn({ role: 'admin', brands: [1] });
    const [a, b] = await Promise.all([
      patch(one.cookie, two, { active: false }),
      patch(two.cookie, one, { active: false }),
    ]);
    // One wins; the other was signed out by it (401) or finds herself the last admin (409).
    const codes = [a.statusCode, b.statusCode];
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.find((code) => code !== 200)).toBeOneOf([401, 409]);
    const active = await t.database.db
      .select()
      .from(operators)
      .where(sql`${operators.role} = 'admin' and ${operators.active}`);
    expect(active).toHaveLength(1);
    const survivor = active[0]!.id === one.id ? one : two;
    const agent = await addOperator(t, { role: 'admin', brands: [1] });
    // A third admin, deactivated by the survivor, is fine; the survivor's own demotion is not.
    expect((await patch(survivor.cookie, agent, { active: false })).statusCode).toBe(200);
    expect((await patch(survivor.cookie, survivor, { role: 'agent' })).statusCode).toBe(409);
  });
});
