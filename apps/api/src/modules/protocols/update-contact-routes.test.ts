import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { STATUS, type ProtocolSummary } from '@portal/domain';
import { protocolHistory, protocols } from '../../db/schema';
import { DEMO } from '../../db/seed/demo-logins';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/login-as';
import { callWith, consumerIdOf, insertProtocolLike, type CallOptions } from './read-test-support';

const P = DEMO.protocols;
const URL = '/api/returns/protocols/updateProtocolData/b2c';
const NEW_CONTACT = {
  CON_FONE_CEL: '+55 (21) 99876-5432',
  CON_CEP: '20040-002',
  CON_ENDERECO: 'Avenida Rio Branco',
  CON_ENDNUM: '156',
  CON_COMPL: 'Sala 1201',
  CON_BAIRRO: 'Centro',
  CON_CIDADE: 'Rio de Janeiro',
  CON_UF: 'RJ',
};

let testApp: TestApp;
let call: ReturnType<typeof callWith>;
let ana: string;

const patch = (body: unknown, options: CallOptions = {}) => call('PATCH', URL, { cookie: ana, body, ...options });

/** A fresh protocol of Ana's on the exchange path with this history (the seeded ones are shared by the tests). */
const protocolWith = (statuses: number[], trigger: 'T' | 'E' | 'C' = 'T') =>
  insertProtocolLike(testApp, P.opened, { trigger, history: statuses.map((statusId) => ({ statusId })) });

async function stored(id: number) {
  const { db } = testApp.database;
  const [protocol] = await db.select().from(protocols).where(eq(protocols.id, id));
  const history = await db
    .select()
    .from(protocolHistory)
    .where(eq(protocolHistory.protocolId, id))
    .orderBy(asc(protocolHistory.happenedAt), asc(protocolHistory.id));
  return { protocol: protocol!, history };
}

function expectRefusal(response: Awaited<ReturnType<typeof patch>>, status: number, code: string) {
  expect({ status: response.statusCode, body: response.json() }).toMatchObject({
    status,
    body: { type: expect.stringMatching(/^(ERROR|WARN)$/), code, message: expect.any(String) },
  });
}

beforeAll(async () => {
  testApp = await createTestApp();
  call = callWith(testApp);
  ana = await loginAs(testApp, { email: DEMO.ana.email });
});

afterAll(async () => {
  await testApp?.close();
});

describe('PATCH /returns/protocols/updateProtocolData/b2c: what may change', () => {
  it('corrects the phone and pickup address before the analysis and notes it in the history', async () => {
    const id = await protocolWith([STATUS.OPENED, STATUS.WAITING_PRODUCT]);
    const response = await patch({ PRT_ID: id, ...NEW_CONTACT }, { lang: 'en' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { message: string; calls: ProtocolSummary[] };
    expect(body.message).toBe('Contact data updated.');
    expect(body.calls[0]).toMatchObject({
      PRT_ID: id,
      SIT_ID: STATUS.WAITING_PRODUCT,
      CON_FONE_CEL: '5521998765432',
      CON_CEP: '20040002',
      CON_ENDERECO: 'Avenida Rio Branco',
      CON_ENDNUM: '156',
      CON_COMPL: 'Sala 1201',
      CON_BAIRRO: 'Centro',
      CON_CIDADE: 'Rio de Janeiro',
      CON_UF: 'RJ',
      EDITA_CONTATO: 'S',
    });

    const { protocol, history } = await stored(id);
    expect(protocol).toMatchObject({ phoneDdi: '55', phoneDdd: '21', phoneNumber: '998765432', cep: '20040002' });
    // A comment is not a step: the protocol keeps its status.
    expect(protocol.statusId).toBe(STATUS.WAITING_PRODUCT);
    const note = history.at(-1)!;
    expect(note).toMatchObject({ statusId: STATUS.COMMENTS, happenedAt: testApp.clock.now() });
    expect(note.note).toBe(
      'Dados de contato alterados pelo cliente: telefone, CEP, endereço, número, complemento, bairro, cidade, UF.',
    );

    // The history call shows the note in the shopper's language, on the current step (issue 24: the last entry is
    // the protocol's status); the timeline did not move.
    const en = (await call('GET', `/api/returns/protocols/b2c/historic/${id}`, { cookie: ana, lang: 'en' })).json();
    expect(en.history.at(-1)).toMatchObject({ SIT_ID: STATUS.WAITING_PRODUCT });
    expect(en.history.at(-1).PHS_NOTAS.at(-1).PHS_OBS).toMatch(
      /^Contact data changed by the customer: phone, zip code \(CEP\)/,
    );
    const es = (await call('GET', `/api/returns/protocols/b2c/historic/${id}`, { cookie: ana, lang: 'es' })).json();
    expect(es.history.at(-1).PHS_NOTAS.at(-1).PHS_OBS).toMatch(/^Datos de contacto cambiados por el cliente: teléfono/);
    const timeline = (await call('GET', `/api/returns/protocols/b2c/timeline/${id}`, { cookie: ana })).json();
    expect(timeline.timeline.map((step: { SIT_ID_NEW: number }) => step.SIT_ID_NEW)).toEqual([3, 4, 5, 15, 11]);
  });

  it('takes one field alone and names only what changed', async () => {
    const id = await protocolWith([STATUS.OPENED]);
    const response = await patch({ PRT_ID: String(id), CON_FONE_CEL: '(11) 3456-7890' });
    expect(response.statusCode).toBe(200);
    const { protocol, history } = await stored(id);
    expect(protocol).toMatchObject({ phoneDdd: '11', phoneNumber: '34567890' });
    expect(history.at(-1)!.note).toBe('Dados de contato alterados pelo cliente: telefone.');
  });

  it('writes no history entry when nothing changed', async () => {
    const id = await protocolWith([STATUS.OPENED]);
    const before = await stored(id);
    const same = {
      PRT_ID: id,
      CON_CEP: before.protocol.cep,
      CON_ENDERECO: before.protocol.street,
      CON_UF: before.protocol.uf,
    };
    const response = await patch(same, { lang: 'pt' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Nenhum dado de contato foi alterado.');
    expect((await stored(id)).history).toHaveLength(before.history.length);
  });

  it('stays open after comments and awaiting attention before the analysis', async () => {
    for (const statuses of [
      [1, 0],
      [1, 2, 21],
    ]) {
      const id = await protocolWith(statuses, 'E');
      expect((await patch({ PRT_ID: id, CON_ENDNUM: '42' })).statusCode).toBe(200);
    }
  });

  it('applies the buyer step validations, naming the field', async () => {
    const id = await protocolWith([STATUS.OPENED]);
    const before = await stored(id);
    for (const [field, value, code] of [
      ['CON_FONE_CEL', '1234', 'invalid_phone'],
      ['CON_CEP', '0131', 'invalid_cep'],
      ['CON_UF', 'XX', 'invalid_uf'],
      ['CON_ENDERECO', '   ', 'required'],
      ['CON_ENDNUM', '1'.repeat(21), 'required'],
    ] as const) {
      const response = await patch({ PRT_ID: id, [field]: value });
      expectRefusal(response, 400, code);
      expect(response.json().message).toContain(field);
    }
    expect(await stored(id)).toEqual(before);
  });

  it('refuses a body without PRT_ID', async () => {
    expectRefusal(await patch({ CON_ENDNUM: '10' }), 400, 'required');
  });
});

describe('PATCH /returns/protocols/updateProtocolData/b2c: what may not change', () => {
  it.each([
    ['status', { SIT_ID: STATUS.FINISHED }],
    ['value', { ITF_VLUNIT: 1 }],
    ['items', { items: [] }],
    ['identity', { CON_CPF: '52998224725' }],
    ['identity', { USU_EMAIL: 'outra@example.com' }],
    ['identity', { CON_NOME: 'Outra Pessoa' }],
    ['bank data', { ban_codigo: '341', cli_conta: '12345-6' }],
    ['brand', { MAR_ID: 2 }],
  ])('refuses %s with 400 naming the key, changing nothing', async (_kind, extra) => {
    const id = await protocolWith([STATUS.OPENED]);
    const before = await stored(id);
    const response = await patch({ PRT_ID: id, CON_ENDNUM: '99', ...extra }, { lang: 'en' });
    expectRefusal(response, 400, 'field_not_editable');
    for (const key of Object.keys(extra)) expect(response.json().message).toContain(key);
    expect(await stored(id)).toEqual(before);
  });

  it.each([
    ['awaiting analysis', [1, 2, 3], 'protocol_advanced'],
    ['a comment after the analysis', [1, 2, 3, 0], 'protocol_advanced'],
    ['approved for exchange', [1, 2, 3, 4], 'protocol_advanced'],
    ['finished', [1, 2, 3, 4, 5, 15, 11], 'protocol_closed'],
    ['rejected', [1, 10], 'protocol_closed'],
    ['expired', [1, 7], 'protocol_closed'],
  ])('answers 409 once %s, changing nothing', async (_state, statuses, code) => {
    const id = await protocolWith(statuses);
    const before = await stored(id);
    expectRefusal(await patch({ PRT_ID: id, ...NEW_CONTACT }), 409, code);
    expect(await stored(id)).toEqual(before);
  });

  it("answers 409 for Ana's seeded protocol awaiting analysis", async () => {
    expectRefusal(await patch({ PRT_ID: P.awaitingAnalysis, CON_ENDNUM: '1' }), 409, 'protocol_advanced');
  });

  it("answers the same 404 for another customer's, another brand's and a missing protocol", async () => {
    const anaAtBrand2 = await loginAs(testApp, { email: DEMO.ana.email }, 'brand2.localhost');
    const atBrand2 = await insertProtocolLike(testApp, P.opened, {
      trigger: 'T',
      history: [{ statusId: 1 }],
      consumerId: await consumerIdOf(testApp, DEMO.ana.email),
      brandId: 2,
    });
    const missing = await patch({ PRT_ID: 999_999, CON_ENDNUM: '1' });
    expect(missing.statusCode).toBe(404);
    const brunoBefore = await stored(P.bruno);
    for (const response of [
      await patch({ PRT_ID: P.bruno, CON_ENDNUM: '1' }),
      await patch({ PRT_ID: atBrand2, CON_ENDNUM: '1' }),
      await patch({ PRT_ID: P.opened, CON_ENDNUM: '1' }, { cookie: anaAtBrand2, host: 'brand2.localhost' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(missing.json());
    }
    expect(await stored(P.bruno)).toEqual(brunoBefore);
  });

  it('needs a session', async () => {
    expect((await patch({ PRT_ID: P.opened, CON_ENDNUM: '1' }, { cookie: '' })).statusCode).toBe(401);
  });
});
