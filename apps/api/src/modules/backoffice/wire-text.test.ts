/**
 * Issue 24: a NUL (or another control character) in a text of a back-office or ERP route used to reach PostgreSQL
 * and answer 500. The routes' texts are the domain's text fields (ADR 0015): a 400 naming the field, in the request
 * language, and nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { STATUS, validationMessage } from '@portal/domain';
import { operators, protocolHistory, protocols } from '../../db/schema';
import { callWith } from '../../test/call-with';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEVELOPMENT_ERP_API_KEYS } from '../erp/config';
import { addOperator, anaOpens, moveAs, operatorCookie } from './test-support';

let t: TestApp;
let call: ReturnType<typeof callWith>;

beforeAll(async () => {
  t = await createTestApp();
  call = callWith(t);
});
afterAll(async () => t?.close());

type Response = Awaited<ReturnType<typeof call>>;

/** A 400 whose message names the field and says 'invalid characters' in the request's language. */
function expectRefused(response: Response, field: string, lang: 'pt' | 'en' | 'es') {
  expect(response.statusCode, response.body).toBe(400);
  const message = response.json().message as string;
  expect(message).toContain(field);
  expect(message).toContain(validationMessage('invalidCharacters', lang));
}

async function historyOf(prtId: number) {
  return t.database.db.select().from(protocolHistory).where(eq(protocolHistory.protocolId, prtId));
}

describe('control characters in back-office and ERP texts', () => {
  it('an operator’s move note or denial reason holding a NUL is refused with 400, and the protocol does not move', async () => {
    const prtId = await anaOpens(t, 'refund');
    const agent = await addOperator(t, { role: 'agent', brands: [1] });
    const move = moveAs(t, await operatorCookie(t, agent.id));
    const before = await historyOf(prtId);

    expectRefused(await move(prtId, { to: STATUS.WAITING_PRODUCT, note: 'coleta\u0000agendada' }), 'note', 'pt');
    const denial = await callWith(t)('POST', `/api/backoffice/protocols/${prtId}/transitions`, {
      cookie: await operatorCookie(t, agent.id),
      key: 'nul-denial',
      lang: 'en',
      body: { to: -1, denialReason: 'no\u0000' },
    });
    expectRefused(denial, 'denialReason', 'en');

    expect(await historyOf(prtId)).toEqual(before);
    const [row] = await t.database.db.select().from(protocols).where(eq(protocols.id, prtId));
    expect(row!.statusId).toBe(before.at(-1)!.statusId);
  });

  it('the ERP’s note holding a NUL is refused with 400, and the protocol does not move', async () => {
    const prtId = await anaOpens(t, 'exchange');
    const before = await historyOf(prtId);
    const response = await call('POST', `/api/erp/protocols/${prtId}/transitions`, {
      apiKey: `${DEVELOPMENT_ERP_API_KEYS}1`,
      lang: 'es',
      body: { transitionId: 'erp-nul-1', to: 2, note: 'Coleta\u0000' },
    });
    expectRefused(response, 'note', 'es');
    expect(await historyOf(prtId)).toEqual(before);
  });

  it('a new operator’s name, or a renamed one, holding a NUL is refused with 400, and no operator is written', async () => {
    const admin = await addOperator(t, { role: 'admin', brands: [1] });
    const cookie = await operatorCookie(t, admin.id);
    const email = 'nul-name@backoffice.test';
    const created = await call('POST', '/api/backoffice/operators', {
      cookie,
      lang: 'en',
      body: { email, name: 'Bia\u0000Souza', role: 'agent', brands: [1] },
    });
    expectRefused(created, 'name', 'en');
    expect(await t.database.db.select().from(operators).where(eq(operators.email, email))).toEqual([]);

    const target = await addOperator(t, { role: 'agent', brands: [1] });
    const renamed = await call('PATCH', `/api/backoffice/operators/${target.id}`, {
      cookie,
      body: { name: 'Bia\u001bSouza' },
    });
    expectRefused(renamed, 'name', 'pt');
    const [row] = await t.database.db.select().from(operators).where(eq(operators.id, target.id));
    expect(row!.name).toBe('Operador agent');
  });

  it('the queue search holding a NUL is refused with 400', async () => {
    const agent = await addOperator(t, { role: 'agent', brands: [1] });
    const response = await call('GET', '/api/backoffice/protocols?q=ana%00', {
      cookie: await operatorCookie(t, agent.id),
    });
    expectRefused(response, 'q', 'pt');
  });
});
