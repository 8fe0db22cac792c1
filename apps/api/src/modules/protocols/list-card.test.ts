/**
 * Issue 23: the list answers what the shopper's card shows and searches — the products, the reason and the
 * sub-reason beside the resolution (MOT_NOME) — and names statuses in her words, in the request language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { pickLanguage, STATUS, type ProtocolSummary } from '@portal/domain';
import { protocolItems, reasons, subReasons } from '../../db/schema';
import { DEMO } from '../../db/seed/demo-logins';
import { loginAs } from '../../test/login-as';
import { createTestApp, type TestApp } from '../../test/test-app';
import { callWith, insertProtocolLike } from './read-test-support';

let t: TestApp;
let ana: string;

beforeAll(async () => {
  t = await createTestApp();
  ana = await loginAs(t, { email: DEMO.ana.email });
});
afterAll(async () => t?.close());

const list = async (lang: string) =>
  (await callWith(t)('POST', '/api/returns/protocols/b2c', { cookie: ana, body: {}, lang })).json()
    .calls as ProtocolSummary[];

describe('the protocol list', () => {
  it('names every product, the reason and the first item’s sub-reason, in the request language', async () => {
    const id = DEMO.protocols.opened;
    const items = await t.database.db
      .select({ product: protocolItems.productName, reason: reasons.name, subReason: subReasons.name })
      .from(protocolItems)
      .innerJoin(reasons, eq(reasons.id, protocolItems.reasonId))
      .innerJoin(subReasons, eq(subReasons.id, protocolItems.subReasonId))
      .where(eq(protocolItems.protocolId, id))
      .orderBy(asc(protocolItems.position));
    expect(items.length).toBeGreaterThan(0);
    for (const lang of ['pt', 'en'] as const) {
      const card = (await list(lang)).find((entry) => entry.PRT_ID === id)!;
      expect(card.PRODUTOS).toEqual(items.map((item) => item.product));
      expect(card.ASS_NOME).toBe(pickLanguage(items[0]!.reason, lang));
      expect(card.SMOT_NOME).toBe(pickLanguage(items[0]!.subReason, lang));
      // The resolution stays in MOT_NOME, and is not the reason.
      expect(card.MOT_NOME).not.toBe(card.ASS_NOME);
    }
  });

  it("names statuses in the shopper's words, not the back office's", async () => {
    const id = await insertProtocolLike(t, DEMO.protocols.finished, {
      trigger: 'C',
      history: [{ statusId: STATUS.OPENED }, { statusId: STATUS.CREDIT_NOTE_GENERATED }],
    });
    const card = (await list('pt')).find((entry) => entry.PRT_ID === id)!;
    expect(card.SIT_NOME).toBe('Vale-compras creditado na carteira');
    const history = (
      await callWith(t)('GET', `/api/returns/protocols/b2c/historic/${id}`, { cookie: ana, lang: 'en' })
    ).json().history as { SIT_NOME: string }[];
    expect(history.at(-1)!.SIT_NOME).toBe('Store credit added to your wallet');
  });
});
