/**
 * Issue 23, ADR 0032: the protocol list and items keep the names the protocol was opened with (PRODUTOS,
 * PRO_RESUMIDO, COR_NOME, COR_TROCA) and answer beside them the names to show: the brand's in the request language
 * where its order line (or, for the exchange colour, the model's stock) gives one, else the stored name said to be pt.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { protocolItemsResponseSchema, protocolListResponseSchema } from '@portal/domain';
import { orderLines, protocolItems, protocols, stockVariants } from '../../db/schema';
import { DEMO } from '../../db/seed/demo-logins';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/login-as';
import { callWith, consumerIdOf } from './read-test-support';

let testApp: TestApp;
let call: ReturnType<typeof callWith>;
let bruno: string;
/** An item of Bruno's with an order line and an exchange colour, the brand's texts set on both for this file. */
let item: { protocolId: number; productName: string; colourName: string; exchangeColour: string };

const PRODUCT = { en: 'Brand Product EN', es: 'Producto de la Marca ES' };
const COLOUR = { en: 'Brand Colour EN' };
const EXCHANGE = { es: 'Color de Cambio ES' };

beforeAll(async () => {
  testApp = await createTestApp();
  call = callWith(testApp);
  bruno = await loginAs(testApp, { email: DEMO.bruno.email });
  const { db } = testApp.database;
  const brunoId = await consumerIdOf(testApp, DEMO.bruno.email);
  const [row] = await db
    .select({ item: protocolItems, model: orderLines.productModel })
    .from(protocolItems)
    .innerJoin(protocols, eq(protocols.id, protocolItems.protocolId))
    .innerJoin(orderLines, eq(orderLines.id, protocolItems.orderLineId))
    .where(and(eq(protocols.consumerId, brunoId), isNotNull(protocolItems.exchangeColour)))
    .orderBy(protocolItems.protocolId, protocolItems.position)
    .limit(1);
  if (!row?.item.exchangeColour || !row.item.orderLineId) throw new Error('the seed has no exchange item of Bruno');
  // Only the texts this test names: every item of the same line and colour shows them.
  await db
    .update(orderLines)
    .set({ productNameTexts: PRODUCT, colourNameTexts: COLOUR })
    .where(eq(orderLines.id, row.item.orderLineId));
  await db
    .update(stockVariants)
    .set({ colourNameTexts: EXCHANGE })
    .where(and(eq(stockVariants.productModel, row.model), eq(stockVariants.colourName, row.item.exchangeColour)));
  item = {
    protocolId: row.item.protocolId,
    productName: row.item.productName,
    colourName: row.item.colourName,
    exchangeColour: row.item.exchangeColour,
  };
});

afterAll(async () => {
  await testApp?.close();
});

async function itemIn(lang: string) {
  const response = await call('GET', `/api/returns/protocols/b2c/items/${item.protocolId}`, { cookie: bruno, lang });
  expect(response.statusCode).toBe(200);
  const items = protocolItemsResponseSchema.parse(response.json()).itemsb2c;
  return items.find((candidate) => candidate.PRO_RESUMIDO === item.productName && candidate.COR_TROCA)!;
}

async function summaryIn(lang: string) {
  const response = await call('POST', '/api/returns/protocols/b2c', { cookie: bruno, lang, body: {} });
  expect(response.statusCode).toBe(200);
  return protocolListResponseSchema.parse(response.json()).calls.find((call) => call.PRT_ID === item.protocolId)!;
}

describe('protocol names per language (issue 23)', () => {
  it("answers the items' product, colour and exchange colour as the brand names them, the stored names kept", async () => {
    expect(await itemIn('en')).toMatchObject({
      PRO_RESUMIDO: item.productName,
      COR_NOME: item.colourName,
      COR_TROCA: item.exchangeColour,
      PRO_RESUMIDO_SHOWN: { text: PRODUCT.en, lang: 'en' },
      COR_NOME_SHOWN: { text: COLOUR.en, lang: 'en' },
      // No en text for the exchange colour: its own name, said to be pt.
      COR_TROCA_SHOWN: { text: item.exchangeColour, lang: 'pt' },
    });
    expect(await itemIn('es-ES')).toMatchObject({
      PRO_RESUMIDO_SHOWN: { text: PRODUCT.es, lang: 'es' },
      COR_NOME_SHOWN: { text: item.colourName, lang: 'pt' },
      COR_TROCA_SHOWN: { text: EXCHANGE.es, lang: 'es' },
    });
    expect(await itemIn('pt-BR')).toMatchObject({
      PRO_RESUMIDO_SHOWN: { text: item.productName, lang: 'pt' },
      COR_NOME_SHOWN: { text: item.colourName, lang: 'pt' },
      COR_TROCA_SHOWN: { text: item.exchangeColour, lang: 'pt' },
    });
  });

  it("answers the list's product names to show beside PRODUTOS, in item order", async () => {
    const en = await summaryIn('en');
    const index = en.PRODUTOS!.indexOf(item.productName);
    expect(index).toBeGreaterThanOrEqual(0);
    expect(en.PRODUTOS_SHOWN).toHaveLength(en.PRODUTOS!.length);
    expect(en.PRODUTOS_SHOWN![index]).toEqual({ text: PRODUCT.en, lang: 'en' });
    expect((await summaryIn('pt')).PRODUTOS_SHOWN![index]).toEqual({ text: item.productName, lang: 'pt' });
  });
});
