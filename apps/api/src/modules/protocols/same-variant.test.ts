import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { protocolHistory, protocolItems, protocols } from '../../db/schema';
import { DEMO } from '../../db/seed/demo-logins';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/login-as';
import { itemFor, payload, type ItemChoice } from './test-payload';

/**
 * Issue 11: an exchange that changes size or colour may not ask for the piece the shopper already has. The refusal is
 * a 400 naming the product, size and colour in the request's language, and nothing is written.
 */
const URL = '/api/returns/protocols/generate/b2c';
const L = DEMO.lines;
const SIZE_EXCHANGE: ItemChoice = { motivoCodigo: 16, smotivoCodigo: 161, desejoCodigo: 1, motivoGatilho: 'T' };
const COLOUR_EXCHANGE: ItemChoice = {
  motivoCodigo: 17,
  smotivoCodigo: 171,
  desejoCodigo: 2,
  motivoGatilho: 'T',
  observacao: 'Prefiro outra cor.',
};
const SIZE_AND_COLOUR: ItemChoice = { ...COLOUR_EXCHANGE, desejoCodigo: 4 };
/** Reason 20 'arrived defective', desire 9 'a new piece of the same product': the same size is the point. */
const NEW_PIECE: ItemChoice = { motivoCodigo: 20, smotivoCodigo: 201, desejoCodigo: 9, motivoGatilho: 'T' };

let testApp: TestApp;
let ana: string;
let key = 0;

function post(body: unknown, lang = 'pt-BR') {
  key += 1;
  return testApp.app.inject({
    method: 'POST',
    url: URL,
    headers: {
      'content-type': 'application/json',
      cookie: ana,
      'idempotency-key': `same-variant-${key}`,
      'accept-language': lang,
    },
    payload: JSON.stringify(body),
  });
}

async function rowCounts() {
  const { db } = testApp.database;
  const [all, items, history] = await Promise.all([
    db.select({ id: protocols.id }).from(protocols),
    db.select({ id: protocolItems.id }).from(protocolItems),
    db.select({ id: protocolHistory.id }).from(protocolHistory),
  ]);
  return { protocols: all.length, items: items.length, history: history.length };
}

beforeAll(async () => {
  testApp = await createTestApp();
  ana = await loginAs(testApp, { email: DEMO.ana.email });
});

afterAll(() => testApp.close());

describe('generate refuses an exchange to the size and colour already bought', () => {
  it('size exchange to the bought size: 400 naming it, nothing written', async () => {
    const before = await rowCounts();
    const line = L.sizeExchange;
    const response = await post(payload([itemFor(line, { ...SIZE_EXCHANGE, tamanhoTroca: line.size })]));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: 'same_variant_exchange' });
    expect(body.message).toBe(
      `O item ${line.productName} já é do tamanho ${line.size} na cor ${line.colour}: escolha outro tamanho ou outra cor para a troca.`,
    );
    expect(await rowCounts()).toEqual(before);
  });

  it('answers in the language asked, also for a size typed differently', async () => {
    const line = L.sizeExchange;
    const response = await post(payload([itemFor(line, { ...SIZE_EXCHANGE, tamanhoTroca: ` ${line.size} ` })]), 'es');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(`ya es de la talla ${line.size} en color ${line.colour}`);
    const english = await post(payload([itemFor(line, { ...SIZE_EXCHANGE, tamanhoTroca: line.size })]), 'en');
    expect(english.json().message).toContain(`is already size ${line.size} in ${line.colour}`);
  });

  it('colour exchange to the bought colour, and size-and-colour to both bought ones: 400, nothing written', async () => {
    const before = await rowCounts();
    const line = L.colourExchange;
    for (const choice of [COLOUR_EXCHANGE, SIZE_AND_COLOUR]) {
      const response = await post(
        payload([itemFor(line, { ...choice, tamanhoTroca: line.size, corTroca: line.colour.toUpperCase() })]),
      );
      expect({ status: response.statusCode, code: response.json().code }).toEqual({
        status: 400,
        code: 'same_variant_exchange',
      });
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('accepts the bought size in another colour, and the same piece again for a defective product', async () => {
    const line = L.colourExchange;
    const otherColour = await post(
      payload([itemFor(line, { ...SIZE_AND_COLOUR, tamanhoTroca: line.size, corTroca: 'Azul Marinho' })]),
    );
    expect(otherColour.statusCode).toBe(200);
    const defective = L.pixRefund;
    const samePiece = await post(payload([itemFor(defective, { ...NEW_PIECE, tamanhoTroca: defective.size })]));
    expect(samePiece.statusCode).toBe(200);
  });
});
