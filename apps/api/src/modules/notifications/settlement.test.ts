/**
 * Issue 23: the settlement messages say how much money went where (masked), and every status message speaks the
 * shopper's words rather than the catalogue's internal terms.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { formatMoney } from '@portal/domain';
import { notificationOutbox, protocolItems } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addOperator, anaOpens, moveAs, operatorCookie } from '../backoffice/test-support';

let t: TestApp;
let move: ReturnType<typeof moveAs>;

beforeAll(async () => {
  t = await createTestApp();
  const agent = await addOperator(t, { role: 'agent', brands: [1] });
  move = moveAs(t, await operatorCookie(t, agent.id));
});
afterAll(async () => t?.close());

async function walk(prtId: number, steps: number[]) {
  for (const to of steps) {
    const response = await move(prtId, { to });
    expect(response.statusCode, response.body).toBe(200);
  }
}

async function lastMessage(prtId: number) {
  const rows = await t.database.db
    .select()
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.protocolId, prtId), like(notificationOutbox.dedupeKey, 'protocol-move:%')));
  return rows.sort((a, b) => a.id - b.id).at(-1)!;
}

async function itemsCents(prtId: number) {
  const items = await t.database.db.select().from(protocolItems).where(eq(protocolItems.protocolId, prtId));
  return items.reduce(
    (sum, item) => sum + item.unitCents * item.quantity + (item.bonusAccepted ? (item.bonusCents ?? 0) : 0),
    0,
  );
}

describe('settlement messages', () => {
  it('a store credit says the amount credited and that it went to her wallet, in her words', async () => {
    const prtId = await anaOpens(t, 'voucher', 'en');
    await walk(prtId, [2, 3, 22, 23]);
    const message = await lastMessage(prtId);
    expect(message.subject).toContain('Store credit added to your wallet');
    expect(message.text).not.toContain('Credit note generated');
    expect(message.text).toContain(
      `Amount: ${formatMoney(await itemsCents(prtId))}, credited to your Corre Brasil wallet.`,
    );
  });

  it('a refund says the amount and where it is paid, without an internal term', async () => {
    const prtId = await anaOpens(t, 'refund');
    await walk(prtId, [2, 3, 17, 18]);
    const message = await lastMessage(prtId);
    expect(message.text).toContain(
      `Valor: ${formatMoney(await itemsCents(prtId))}, devolvido por Pix à conta que pagou o pedido.`,
    );
  });

  it('a denial keeps its reason; "Não incluído" reads as the request not accepted', async () => {
    const prtId = await anaOpens(t, 'exchange', 'pt');
    const response = await move(prtId, { to: 9, denialReason: 'Produto de outra marca' });
    expect(response.statusCode, response.body).toBe(200);
    const message = await lastMessage(prtId);
    expect(message.subject).toContain('Solicitação não aceita');
    expect(message.text).not.toContain('Não incluído');
    expect(message.text).toContain('Motivo: Produto de outra marca');
  });
});
