/**
 * The wallet as VTEX's gift card provider (issue 49): the keys, the _search and the card, driven as VTEX's Gift Card Hub
 * drives them (its headers, its media type, the document's example bodies), on PGlite and, with DATABASE_URL,
 * PostgreSQL. The transactions are in transactions.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_GIFTCARD_API_KEYS } from '../../../../config';
import { DEMO } from '../../../../db/seed/demo-logins';
import { callWith } from '../../../../test/call-with';
import { loginAs } from '../../../../test/login-as';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { consumerIdOf } from '../../../protocols/read-test-support';
import {
  ANSWER_EXAMPLES,
  CREATE_CARD_REQUEST_EXAMPLE,
  SEARCH_REQUEST_EXAMPLE,
} from './document-examples';
import { BRAND_HOSTS, balanceCents, hub, keyPaths } from './test-support';

let t: TestApp;
let call: ReturnType<typeof hub>;
let anaId: number;
let cardId: string;

/** The document's _search, by Ana's CPF (the example's own client has no wallet). */
const anaSearch = () => ({
  ...SEARCH_REQUEST_EXAMPLE,
  client: { ...SEARCH_REQUEST_EXAMPLE.client, document: DEMO.ana.cpf, email: 'someone-else@example.com' },
  cart: { ...SEARCH_REQUEST_EXAMPLE.cart, redemptionCode: null },
});

beforeAll(async () => {
  t = await createTestApp();
  call = hub(t);
  anaId = await consumerIdOf(t, DEMO.ana.email);
  const found = await call('POST', '/giftcards/_search', { body: anaSearch() });
  expect(found.statusCode).toBe(200);
  cardId = found.json()[0].id;
});

afterAll(async () => {
  await t?.close();
});

describe('the keys (X-PROVIDER-API-AppKey / X-PROVIDER-API-AppToken)', () => {
  it('answers 401 without them, with a wrong token, with another brand’s pair, and on a host of no brand', async () => {
    const body = SEARCH_REQUEST_EXAMPLE;
    expect((await call('POST', '/giftcards/_search', { body, keysOf: null })).statusCode).toBe(401);
    expect((await call('POST', '/giftcards/_search', { body, appToken: 'wrong-token-wrong-token' })).statusCode).toBe(
      401,
    );
    expect((await call('POST', '/giftcards/_search', { body, keysOf: 2 })).statusCode).toBe(401);
    expect((await call('GET', `/giftcards/${cardId}`, { keysOf: 2, host: BRAND_HOSTS[1] })).statusCode).toBe(401);
    expect((await call('GET', `/giftcards/${cardId}`, { host: 'unknown.example' })).statusCode).toBe(401);
    // Brand 2's pair works on brand 2's host, where brand 1's card does not exist.
    expect((await call('GET', `/giftcards/${cardId}`, { keysOf: 2, host: BRAND_HOSTS[2] })).statusCode).toBe(404);
  });

  it('refuses before reading the body: a malformed body without keys is a 401, not a 400', async () => {
    const response = await call('POST', `/giftcards/${cardId}/transactions`, { raw: '{not json', keysOf: null });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'provider_keys_invalid' });
    expect((await call('POST', `/giftcards/${cardId}/transactions`, { raw: '{not json' })).statusCode).toBe(400);
  });

  it('the shop’s X-Api-Key is not a provider key', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/vtex/giftcard-provider/giftcards/${cardId}`,
      headers: { host: 'localhost', 'x-api-key': `${DEVELOPMENT_GIFTCARD_API_KEYS}1` },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("VTEX's media type", () => {
  it('is accepted on the provider only: elsewhere it stays a 415 (the CSRF rule, ARCHITECTURE §7)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/returns/giftcards/transactions',
      headers: { host: 'localhost', 'content-type': 'application/vnd.vtex.giftcards.v1+json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('POST /giftcards/_search', () => {
  it("answers [] for the document's example client, who has no wallet", async () => {
    const response = await call('POST', '/giftcards/_search', { body: SEARCH_REQUEST_EXAMPLE });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('finds the one card by CPF, by e-mail and by the typed redemption code, balance in reais', async () => {
    const balance = await balanceCents(t, anaId);
    const byCpf = (await call('POST', '/giftcards/_search', { body: anaSearch() })).json();
    expect(byCpf).toEqual([
      {
        id: cardId,
        provider: expect.any(String),
        balance: balance / 100,
        _self: { href: `/api/vtex/giftcard-provider/giftcards/${cardId}` },
      },
    ]);
    const byEmail = await call('POST', '/giftcards/_search', {
      body: { ...anaSearch(), client: { id: 'x', email: DEMO.ana.email.toUpperCase(), document: '' } },
    });
    expect(byEmail.json()[0].id).toBe(cardId);
    const shopper = await loginAs(t, { email: DEMO.ana.email });
    const own = (await callWith(t)('GET', '/api/returns/wallet/b2c/giftcard', { cookie: shopper })).json();
    expect(own.giftCard.redemptionCode).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    const byCode = await call('POST', '/giftcards/_search', {
      body: {
        ...SEARCH_REQUEST_EXAMPLE,
        cart: { ...SEARCH_REQUEST_EXAMPLE.cart, redemptionCode: own.giftCard.redemptionCode.toLowerCase() },
      },
    });
    expect(byCode.json()[0].id).toBe(cardId);
  });

  it("answers no card to a shopper without a wallet at this brand, on the wallet's own call too", async () => {
    const shopper = await loginAs(t, { email: DEMO.ana.email }, BRAND_HOSTS[4]);
    const own = await callWith(t)('GET', '/api/returns/wallet/b2c/giftcard', { cookie: shopper, host: BRAND_HOSTS[4] });
    expect(own.statusCode).toBe(200);
    const search = await call('POST', '/giftcards/_search', { body: anaSearch(), host: BRAND_HOSTS[4], keysOf: 4 });
    // The seed's wallets are all at brand 1 (db/seed/wallet.ts): at brand 4 Ana has none.
    expect(own.json()).toEqual({ giftCard: null });
    expect(search.json()).toEqual([]);
    expect((await callWith(t)('GET', '/api/returns/wallet/b2c/giftcard')).statusCode).toBe(401);
  });

  it('refuses a body without the required client or cart (strict to the document’s required lists)', async () => {
    expect(
      (await call('POST', '/giftcards/_search', { body: { client: SEARCH_REQUEST_EXAMPLE.client } })).statusCode,
    ).toBe(400);
    const { email: _email, ...noEmail } = SEARCH_REQUEST_EXAMPLE.client;
    expect(
      (await call('POST', '/giftcards/_search', { body: { ...SEARCH_REQUEST_EXAMPLE, client: noEmail } })).statusCode,
    ).toBe(400);
  });

  it('accepts application/json as well as the protocol media type', async () => {
    const response = await call('POST', '/giftcards/_search', { body: anaSearch(), contentType: 'application/json' });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /giftcards/{giftCardId} and POST /giftcards', () => {
  it('answers every field of the document’s example, the code masked, BRL', async () => {
    const response = await call('GET', `/giftcards/${cardId}`);
    expect(response.statusCode).toBe(200);
    const card = response.json();
    expect(keyPaths(card)).toEqual(expect.arrayContaining(keyPaths(ANSWER_EXAMPLES.GetGiftCardbyID)));
    expect(card).toMatchObject({
      id: cardId,
      currencyCode: 'BRL',
      discount: false,
      balance: (await balanceCents(t, anaId)) / 100,
    });
    expect(card.redemptionCode).toMatch(/^\*+[A-Z0-9]{4}$/);
    expect((await call('GET', '/giftcards/no-such-card')).statusCode).toBe(404);
  });

  it('creates (finds) the one card by profileId e-mail; another currency or an unknown profile is refused', async () => {
    const body = { ...CREATE_CARD_REQUEST_EXAMPLE, profileId: DEMO.ana.email, currencyCode: 'BRL' };
    const response = await call('POST', '/giftcards', { body });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(cardId);
    expect(keyPaths(response.json())).toEqual(expect.arrayContaining(keyPaths(ANSWER_EXAMPLES.CreateGiftCard)));
    expect((await call('POST', '/giftcards', { body: CREATE_CARD_REQUEST_EXAMPLE })).statusCode).toBe(422);
    expect((await call('POST', '/giftcards', { body: { ...body, profileId: 'nobody@example.com' } })).statusCode).toBe(
      404,
    );
  });
});
