/**
 * Issue 23 item 9: a shopper known only by her phone opens a protocol without an e-mail, and her messages go to her
 * phone by SMS (never to an invented address).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { splitPhone } from '@portal/domain';
import { notificationOutbox, protocols } from '../../db/schema';
import { DEMO, type DemoLine } from '../../db/seed/demo-logins';
import { ORDER_SEEDS } from '../../db/seed/orders-data';
import { PRODUCTS } from '../../db/seed/products';
import { callWith } from '../../test/call-with';
import { loginAs } from '../../test/login-as';
import { createTestApp, type TestApp } from '../../test/test-app';
import { backofficeRuntime } from '../backoffice/routes';
import { addOperator } from '../backoffice/test-support';
import { applyTransition } from '../backoffice/transitions-service';
import { itemFor, payload } from '../protocols/test-payload';

/** A refund of a card purchase: back to the card, so no bank data is asked for. */
const CARD_REFUND = { motivoCodigo: 16, smotivoCodigo: 162, desejoCodigo: 3, motivoGatilho: 'E' } as const;

let t: TestApp;
let operatorId: number;

beforeAll(async () => {
  t = await createTestApp();
  operatorId = (await addOperator(t, { role: 'agent', brands: [1] })).id;
});
afterAll(async () => t?.close());

/** Carla's one seeded line (a card order at brand 1), as the web sends it. */
function carlaLine(): DemoLine {
  const order = ORDER_SEEDS.find((seed) => seed.orderCode === DEMO.orders.phoneOnly)!;
  const line = order.lines[0]!;
  const product = PRODUCTS[line.product];
  const names = { productCode: product.code, productModel: product.model, productName: product.name };
  return { ...order, ...line, ...names, isMarketplace: false, isReinvoice: false };
}

function carlaGeneral(email: Record<string, unknown>) {
  const phone = splitPhone(DEMO.phoneOnly.phone);
  return {
    nomeCliente: DEMO.phoneOnly.name,
    cpfCliente: DEMO.phoneOnly.cpf,
    telefoneCliente: phone.number,
    dddCliente: phone.ddd,
    ddiCliente: phone.ddi,
    cepCliente: DEMO.phoneOnly.cep,
    // Her CEP's city and state (the API checks them against the CEP, R56).
    enderecoCliente: 'Rua Paulo Areal',
    bairroCliente: 'Barra da Tijuca',
    cidadeCliente: 'Rio de Janeiro',
    UFCliente: 'RJ',
    cli_enddes: undefined,
    cli_endseqdes: undefined,
    ...email,
  };
}

describe('a phone-only shopper', () => {
  it('opens a protocol without an e-mail, and its status message goes to her phone by SMS', async () => {
    const cookie = await loginAs(t, { phone: DEMO.phoneOnly.phone });
    const item = itemFor(carlaLine(), CARD_REFUND);
    const { emailCliente: _none, ...body } = payload([item], carlaGeneral({})) as Record<string, unknown>;
    const response = await callWith(t)('POST', '/api/returns/protocols/generate/b2c', { cookie, body });
    expect(response.statusCode, response.body).toBe(200);
    const prtId = response.json().prt_id as number;
    const [row] = await t.database.db.select().from(protocols).where(eq(protocols.id, prtId));
    expect(row!.email).toBe('');

    await applyTransition(
      t.database.db,
      { source: 'operator', operatorId, brands: [1] },
      prtId,
      { to: 2, note: null, denialReason: null },
      t.clock.now(),
      null,
    );
    await backofficeRuntime(t.app).drainer.kick();
    const messages = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.protocolId, prtId));
    expect(messages.length).toBeGreaterThanOrEqual(1);
    for (const message of messages) {
      expect(message).toMatchObject({ channel: 'sms', recipient: DEMO.phoneOnly.phone, html: null });
      expect(message.sentAt).not.toBeNull();
    }
  });

  it('an e-mail typed wrong is still refused', async () => {
    const cookie = await loginAs(t, { phone: DEMO.phoneOnly.phone });
    const item = itemFor(carlaLine(), CARD_REFUND);
    const body = payload([item], carlaGeneral({ emailCliente: 'carla@x' }));
    const response = await callWith(t)('POST', '/api/returns/protocols/generate/b2c', { cookie, body });
    expect(response.statusCode).toBe(400);
  });
});
