import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-logins';
import { PRODUCTS } from '../../db/seed/products';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/login-as';

const STOCK_KEYS = [
  'COR_CODIGO',
  'COR_NOME',
  'COR_NOME_SHOWN',
  'COR_CODHEXA',
  'GRA_TAMANHO',
  'TAM_ORDEM',
  'TAMANHOS',
  'EST_SLD',
  'EST_TPEST',
  'LINK_IMAGEM',
].sort();

type StockLine = {
  COR_CODIGO: string;
  COR_NOME: string;
  GRA_TAMANHO: string;
  TAM_ORDEM: number;
  TAMANHOS: string;
  EST_SLD: number;
};

let t: TestApp;
let ana: string;
let bruno: string;

function balance(cookie: string | undefined, payload: object, host = 'localhost', language = 'pt') {
  return t.app.inject({
    method: 'POST',
    url: '/api/returns/protocols/product/balance/b2c',
    headers: { host, 'accept-language': language, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

const request = (product: { code: string; model: string }, size = '', colour = '') => ({
  pro_codigo: product.code,
  pro_modelo: product.model,
  gra_tamanho: size,
  cor_nome: colour,
});

beforeAll(async () => {
  t = await createTestApp();
  ana = await loginAs(t, { email: DEMO.ana.email });
  bruno = await loginAs(t, { email: DEMO.bruno.email });
});
afterAll(() => t?.close());

describe('POST /api/returns/protocols/product/balance/b2c', () => {
  const shoe = PRODUCTS.runningShoe;

  it('answers 401 without a session', async () => {
    expect((await balance(undefined, request(shoe))).statusCode).toBe(401);
  });

  it('gives every colour and size of a model the customer bought, with its colour grid', async () => {
    const response = await balance(ana, request(shoe, DEMO.lines.sizeExchange.size, DEMO.lines.sizeExchange.colour));
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['productBalance']);
    const lines: StockLine[] = response.json().productBalance;
    expect(lines).toHaveLength(shoe.colours.length * shoe.sizes.length);
    for (const line of lines) expect(Object.keys(line).sort()).toEqual(STOCK_KEYS);

    const grid = shoe.sizes.map((size, index) => `${size} | ${index + 1}`).join(', ');
    for (const colour of shoe.colours) {
      const ofColour = lines.filter((line) => line.COR_CODIGO === colour.code);
      expect(ofColour.map((line) => line.GRA_TAMANHO)).toEqual([...shoe.sizes]);
      expect(ofColour.map((line) => line.TAM_ORDEM)).toEqual(shoe.sizes.map((_, index) => index + 1));
      expect(ofColour.map((line) => line.EST_SLD)).toEqual([...colour.stock]);
      expect(ofColour.every((line) => line.TAMANHOS === grid && line.COR_NOME === colour.name)).toBe(true);
      expect(ofColour[0]).toMatchObject({ COR_CODHEXA: colour.hex, LINK_IMAGEM: colour.image });
    }
  });

  it('answers 404 for a model the customer did not buy at this brand', async () => {
    // Bruno never bought the running shoe.
    expect((await balance(bruno, request(shoe))).statusCode).toBe(404);
    // Ana bought the trail boot at brand 2, not at brand 1.
    const boot = PRODUCTS.trailBoot;
    expect((await balance(ana, request(boot))).statusCode).toBe(404);
    const anaBrand2 = await loginAs(t, { email: DEMO.ana.email }, 'brand2.localhost');
    expect((await balance(anaBrand2, request(boot), 'brand2.localhost')).statusCode).toBe(200);
    // A model that exists nowhere, and a real model with another product's code.
    expect((await balance(ana, { ...request(shoe), pro_modelo: 'NOPE' })).statusCode).toBe(404);
    expect((await balance(ana, { ...request(shoe), pro_codigo: PRODUCTS.trailBoot.code })).statusCode).toBe(404);
    const notFound = await balance(bruno, request(shoe));
    expect(notFound.json()).toMatchObject({ type: 'ERROR', code: 'model_not_purchased' });
  });

  it('names each colour in the request language where the brand gives it, else as stored, said to be pt', async () => {
    const shownIn = async (language: string) => {
      const lines: (StockLine & { COR_NOME_SHOWN: unknown })[] = (
        await balance(ana, request(shoe), 'localhost', language)
      ).json().productBalance;
      return (code: string) => lines.find((line) => line.COR_CODIGO === code)?.COR_NOME_SHOWN;
    };
    const english = await shownIn('en');
    expect(english('AZR')).toEqual({ text: 'Royal Blue', lang: 'en' });
    // Coral: the brand gives no other name (ADR 0032: no translation made up here).
    expect(english('CRL')).toEqual({ text: 'Coral', lang: 'pt' });
    expect((await shownIn('es'))('AZR')).toEqual({ text: 'Azul Rey', lang: 'es' });
    expect((await shownIn('pt'))('AZR')).toEqual({ text: 'Azul Royal', lang: 'pt' });
  });

  it('refuses a request without product code or model', async () => {
    expect((await balance(ana, { pro_codigo: shoe.code })).statusCode).toBe(400);
    expect((await balance(ana, { pro_modelo: shoe.model, pro_codigo: '  ' })).statusCode).toBe(400);
  });
});
