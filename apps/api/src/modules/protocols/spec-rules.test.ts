import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandSubReasonTerms, operators, protocolConsents, protocols, subReasons } from '../../db/schema';
import { seededPolicyUrl } from '../../db/seed/brands';
import { DEMO } from '../../db/seed/demo-logins';
import { createTestApp, type TestApp } from '../../test/test-app';
import { callWith } from '../../test/call-with';
import { loginAs } from '../../test/login-as';
import { itemFor, payload, type ItemChoice } from './test-payload';

/**
 * Issue 44, 'the spec's rules on the server too': what the web checks before sending, the API checks again on what it
 * is sent (ARCHITECTURE §3 rule 3). Each refusal writes nothing.
 */
const URL = '/api/returns/protocols/generate/b2c';
const L = DEMO.lines;
const SIZE_EXCHANGE: ItemChoice = { motivoCodigo: 16, smotivoCodigo: 161, desejoCodigo: 1, motivoGatilho: 'T' };
/** Reason 20 'arrived defective' requires photos (ASS_EXIGE_IMG = S). */
const NEW_PIECE: ItemChoice = { motivoCodigo: 20, smotivoCodigo: 201, desejoCodigo: 9, motivoGatilho: 'T' };

let testApp: TestApp;
let ana: string;
let key = 0;

function post(body: unknown, lang = 'pt-BR') {
  key += 1;
  return callWith(testApp)('POST', URL, { cookie: ana, lang, key: `spec-rules-${key}`, body });
}

async function protocolCount(): Promise<number> {
  return (await testApp.database.db.select({ id: protocols.id }).from(protocols)).length;
}

beforeAll(async () => {
  testApp = await createTestApp();
  ana = await loginAs(testApp, { email: DEMO.ana.email });
});

afterAll(() => testApp.close());

describe('R56: city and state are the CEP’s on an online request too', () => {
  it('refuses a city that is not the CEP’s, in the request’s language, and writes nothing', async () => {
    const before = await protocolCount();
    const item = itemFor(L.sizeExchange, { ...SIZE_EXCHANGE, tamanhoTroca: '41' });
    const response = await post(payload([item], { cidadeCliente: 'Campinas' }), 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'address_not_of_cep' });
    expect(response.json().message).toContain('cidadeCliente');
    const state = await post(payload([item], { UFCliente: 'RJ' }));
    expect(state.statusCode).toBe(400);
    expect(state.json()).toMatchObject({ code: 'address_not_of_cep' });
    expect(state.json().message).toContain('UFCliente');
    expect(await protocolCount()).toBe(before);
  });
});

describe('R36: an item whose reason requires photos goes alone', () => {
  it('refuses it beside another item, naming it, and writes nothing', async () => {
    const before = await protocolCount();
    const response = await post(
      payload([
        itemFor(L.sizeExchange, { ...SIZE_EXCHANGE, tamanhoTroca: '41' }),
        itemFor(L.pixRefund, { ...NEW_PIECE, tamanhoTroca: L.pixRefund.size }, { itemDevolucao: 2, agrupador: 2 }),
      ]),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('photos_item_not_alone');
    expect(body.message).toContain(L.pixRefund.productName);
    expect(await protocolCount()).toBe(before);
  });
});

describe('R38: a reason whose every sub-reason the brand switched off goes without one', () => {
  it('asks for a sub-reason while the reason has active ones, and not once the brand switched them all off', async () => {
    const item = itemFor(L.sizeExchange, { ...SIZE_EXCHANGE, smotivoCodigo: undefined, tamanhoTroca: '41' });
    const asked = await post(payload([item]));
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toMatchObject({ code: 'select_sub_reason' });

    const { db } = testApp.database;
    const ofReason = await db.select({ id: subReasons.id }).from(subReasons).where(eq(subReasons.reasonId, 16));
    expect(ofReason.length).toBeGreaterThan(0);
    const [admin] = await db.select({ id: operators.id }).from(operators).limit(1);
    await db.insert(brandSubReasonTerms).values(
      ofReason.map((row) => ({
        brandId: DEMO.brand.correBrasil,
        subReasonId: row.id,
        active: false,
        updatedBy: admin!.id,
        updatedAt: new Date(),
      })),
    );
    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/api/returns/protocols/subreasons',
      headers: { cookie: ana },
    });
    expect(listed.json().subReasons.filter((entry: { ASS_ID: number }) => entry.ASS_ID === 16)).toEqual([]);

    // A switched-off sub-reason is refused; none at all is what the reason now takes.
    const switchedOff = await post(payload([{ ...item, smotivoCodigo: 161 }]));
    expect(switchedOff.json()).toMatchObject({ code: 'sub_reason_not_available' });
    const sent = await post(payload([item]));
    expect(sent.statusCode).toBe(200);
  });
});

describe('R9: the terms accepted, and the consent kept with the protocol', () => {
  // Alone: its reason requires photos (R36).
  const item = () => itemFor(L.pixRefund, { ...NEW_PIECE, tamanhoTroca: L.pixRefund.size });

  it('refuses a request without the acceptance, or accepting another policy, and writes nothing', async () => {
    const before = await protocolCount();
    const { termosAceitos: _a, termosLink: _l, ...without } = payload([item()]);
    const missing = await post(without);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'terms_not_accepted' });
    expect(missing.json().message).toContain('Por favor, confirme os termos para prosseguir');
    const declined = await post({ ...payload([item()]), termosAceitos: false });
    expect(declined.json()).toMatchObject({ code: 'terms_not_accepted' });
    const otherPolicy = await post({ ...payload([item()]), termosLink: seededPolicyUrl(DEMO.brand.mareSports) });
    expect(otherPolicy.statusCode).toBe(400);
    expect(otherPolicy.json()).toMatchObject({ code: 'terms_not_accepted' });
    expect(await protocolCount()).toBe(before);
  });

  it('records which policy link was accepted and when, in the protocol’s transaction', async () => {
    const response = await post(payload([item()]));
    expect(response.statusCode).toBe(200);
    const prtId = response.json().prt_id as number;
    const rows = await testApp.database.db
      .select()
      .from(protocolConsents)
      .where(eq(protocolConsents.protocolId, prtId));
    expect(rows).toEqual([
      {
        protocolId: prtId,
        policyLink: seededPolicyUrl(DEMO.brand.correBrasil),
        acceptedAt: testApp.clock.now(),
      },
    ]);
  });
});
