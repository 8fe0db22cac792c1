/**
 * Issue 46 (Medium 2 and 3): what the shopper wrote ('Algo a acrescentar?') reaches the operators — the protocol
 * answer beside its item, the receiving slip and the protocol.created event — and the protocol answer carries what
 * the warehouse needs: the exchange asked for, the order and invoice numbers and the sender's address as it is now.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { EVENT_DATA_SCHEMAS } from '@portal/domain';
import { protocolAnswer } from '@portal/domain/backoffice';
import { events, protocols } from '../../db/schema';
import { DEMO } from '../../db/seed/demo-logins';
import { callWith } from '../../test/call-with';
import { loginAs } from '../../test/login-as';
import { createTestApp, type TestApp } from '../../test/test-app';
import { itemFor, payload } from '../protocols/test-payload';
import { addOperator, CHOICES, operatorCookie } from './test-support';

const WORDS = 'Ficou apertado no peito do pé.';

let t: TestApp;
let agent: string;
let prtId: number;

beforeAll(async () => {
  t = await createTestApp();
  agent = await operatorCookie(t, (await addOperator(t, { role: 'agent', brands: [1] })).id);
  const { line, choice, general } = CHOICES.exchange;
  const opened = await callWith(t)('POST', '/api/returns/protocols/generate/b2c', {
    cookie: await loginAs(t, { email: DEMO.ana.email }),
    body: payload([itemFor(line, { ...choice, observacao: WORDS })], general),
  });
  expect(opened.statusCode, opened.body).toBe(200);
  prtId = opened.json().prt_id as number;
});
afterAll(async () => t?.close());

const read = (path: string) => callWith(t)('GET', `/api/backoffice/protocols/${prtId}${path}`, { cookie: agent });

describe('issue 46: what operators and the warehouse read of a protocol', () => {
  it('the protocol answer has the shopper’s words and the exchange beside the item', async () => {
    const response = await read('');
    expect(response.statusCode, response.body).toBe(200);
    const answer = protocolAnswer.parse(response.json());
    expect(answer.items[0]).toMatchObject({ observation: WORDS, exchangeSize: '41', size: CHOICES.exchange.line.size });
  });

  it('the protocol answer has the order, the invoice and the sender’s address as changed after opening', async () => {
    await t.database.db
      .update(protocols)
      .set({ street: 'Rua Nova', streetNumber: '77' })
      .where(eq(protocols.id, prtId));
    const answer = protocolAnswer.parse((await read('')).json());
    expect(answer.protocol.orderCode).toEqual(expect.any(String));
    expect(answer.protocol.invoiceNumber).toEqual(expect.any(String));
    expect(answer.protocol.address).toMatchObject({ street: 'Rua Nova', number: '77', uf: expect.any(String) });
  });

  it('the receiving slip prints the shopper’s words', async () => {
    const response = await read('/receiving-slip');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items[0]).toMatchObject({ exchangeSize: '41', observation: WORDS });
    // The reason and the desire by name, in the request's language (issue 46).
    const item = response.json().items[0] as { reasonName: string; desireName: string };
    expect(item.reasonName.length).toBeGreaterThan(0);
    expect(item.desireName.length).toBeGreaterThan(0);
    const en = await callWith(t)('GET', `/api/backoffice/protocols/${prtId}/receiving-slip`, {
      cookie: agent,
      lang: 'en',
    });
    expect(en.json().items[0].reasonName).not.toBe(item.reasonName);
  });

  it('the protocol.created event carries them, valid against its published schema', async () => {
    const [event] = await t.database.db
      .select()
      .from(events)
      .where(and(eq(events.type, 'protocol.created'), eq(events.brandId, 1)));
    const data = event!.data as { protocol: { id: number; items: { observation: string | null }[] } };
    expect(data.protocol.id).toBe(prtId);
    expect(data.protocol.items[0]!.observation).toBe(WORDS);
    expect(EVENT_DATA_SCHEMAS['protocol.created'].safeParse(data).error).toBeUndefined();
  });
});
