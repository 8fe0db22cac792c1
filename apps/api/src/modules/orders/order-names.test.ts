/**
 * Issue 23, ADR 0032: product and colour names in the request language where the brand gives them (the demo seed's
 * running shoe in en and es, its Dry Fit tee in en only), otherwise the brand's own (Portuguese) name said to be pt.
 * PRO_NOME and COR_NOME stay the stored names whatever the language: the stock lookup and the protocol use them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language, ShownText } from '@portal/domain';
import { DEMO } from '../../db/seed/demo-logins';
import { PRODUCTS } from '../../db/seed/products';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/login-as';

type Line = {
  PRO_CODIGO: string;
  PRO_NOME: string;
  COR_NOME: string;
  PRO_NOME_SHOWN: ShownText;
  COR_NOME_SHOWN: ShownText;
} & Record<string, unknown>;

let t: TestApp;
let ana: string;

async function linesIn(language: Language): Promise<Line[]> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/returns/orders',
    headers: { host: 'localhost', cookie: ana, 'accept-language': language },
    payload: {},
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { productBalance: Line[] }).productBalance;
}

function lineOf(lines: Line[], product: { code: string }, colour: string): Line {
  const line = lines.find((entry) => entry.PRO_CODIGO === product.code && entry.COR_NOME === colour);
  if (!line) throw new Error(`no ${product.code} ${colour} line`);
  return line;
}

beforeAll(async () => {
  t = await createTestApp();
  ana = await loginAs(t, { email: DEMO.ana.email });
});
afterAll(() => t?.close());

describe('POST /api/returns/orders: names per language', () => {
  it('answers an en request the brand’s en names where it gives them, the stored names untouched', async () => {
    const lines = await linesIn('en');
    const shoe = lineOf(lines, PRODUCTS.runningShoe, 'Azul Royal');
    expect(shoe.PRO_NOME_SHOWN).toEqual({ text: 'Veloz Running Shoe', lang: 'en' });
    expect(shoe.COR_NOME_SHOWN).toEqual({ text: 'Royal Blue', lang: 'en' });
    expect(shoe).toMatchObject({ PRO_NOME: PRODUCTS.runningShoe.name, COR_NOME: 'Azul Royal' });
    expect(shoe).not.toHaveProperty('PRO_NOME_TEXTS');
    expect(shoe).not.toHaveProperty('COR_NOME_TEXTS');
  });

  it('answers the pt name, said to be pt, where the brand gives none in the request language', async () => {
    const tee = lineOf(await linesIn('es'), PRODUCTS.dryFitTee, 'Branca');
    expect(tee.PRO_NOME_SHOWN).toEqual({ text: PRODUCTS.dryFitTee.name, lang: 'pt' });
    expect(tee.COR_NOME_SHOWN).toEqual({ text: 'Branca', lang: 'pt' });

    const english = await linesIn('en');
    const withoutTexts = english.filter((line) => line.PRO_NOME_SHOWN.lang === 'pt');
    expect(withoutTexts.length).toBeGreaterThan(0);
    for (const line of withoutTexts) expect(line.PRO_NOME_SHOWN.text).toBe(line.PRO_NOME);
  });

  it('answers a pt request every name as stored', async () => {
    for (const line of await linesIn('pt')) {
      expect(line.PRO_NOME_SHOWN).toEqual({ text: line.PRO_NOME, lang: 'pt' });
      expect(line.COR_NOME_SHOWN).toEqual({ text: line.COR_NOME, lang: 'pt' });
    }
  });
});
