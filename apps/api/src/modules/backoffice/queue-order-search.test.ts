/**
 * The console's queue (issue 23): open work first, oldest first, then what is closed; the search by name and phone,
 * server-side, within the operator's brands, served by indexes, with nothing personal in the logs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { isOpenStatus, STATUS } from '@portal/domain';
import { nameWords, foldedText } from '../../db/search-text';
import { protocolItems, protocols } from '../../db/schema';
import { callWith } from '../../test/call-with';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addOperator, anaOpens, operatorCookie } from './test-support';

const logLines: string[] = [];
let t: TestApp;
let call: ReturnType<typeof callWith>;
let agent1: string;
let agent2: string;
let prtId: number;

beforeAll(async () => {
  t = await createTestApp({ logStream: { write: (line) => void logLines.push(line) } });
  call = callWith(t);
  agent1 = await operatorCookie(t, (await addOperator(t, { role: 'agent', brands: [1] })).id);
  agent2 = await operatorCookie(t, (await addOperator(t, { role: 'agent', brands: [2] })).id);
  prtId = await anaOpens(t, 'exchange');
  // A name with accents and a particle, and a phone the search is asked in several forms.
  await t.database.db
    .update(protocols)
    .set({ name: 'José Araújo da Silva', phoneDdi: '55', phoneDdd: '11', phoneNumber: '923456781' })
    .where(eq(protocols.id, prtId));
});
afterAll(async () => t?.close());

type QueueItem = { prtId: number; status: number; createdAt: string };
const queueOf = async (cookie: string, query = '') =>
  (await call('GET', `/api/backoffice/protocols?pageSize=100${query}`, { cookie })).json() as {
    items: QueueItem[];
    total: number;
  };

describe('the queue', () => {
  it('shows open work first, oldest first, then the closed protocols, newest first', async () => {
    // The oldest protocol of the brand is a closed one: by date alone it would head the queue.
    const [oldest] = await t.database.db
      .select({ createdAt: sql<string>`min(${protocols.createdAt})` })
      .from(protocols)
      .where(eq(protocols.brandId, 1));
    const closed = await anaOpens(t, 'refund');
    await t.database.db
      .update(protocols)
      .set({ statusId: STATUS.FINISHED, createdAt: new Date(new Date(oldest!.createdAt).getTime() - 86_400_000) })
      .where(eq(protocols.id, closed));
    const { items } = await queueOf(agent1);
    const open = items.filter((item) => isOpenStatus(item.status));
    const done = items.filter((item) => !isOpenStatus(item.status));
    expect(open.length).toBeGreaterThan(0);
    expect(done.map((item) => item.prtId)).toContain(closed);
    expect(items).toEqual([...open, ...done]);
    const times = (list: QueueItem[]) => list.map((item) => Date.parse(item.createdAt));
    expect(times(open)).toEqual([...times(open)].sort((a, b) => a - b));
    expect(times(done)).toEqual([...times(done)].sort((a, b) => b - a));
  });

  it('finds a protocol by the product name of one of its items, within the brand (issue 46)', async () => {
    await t.database.db
      .update(protocolItems)
      .set({ productName: 'Tênis Corrida Veloz Azul' })
      .where(eq(protocolItems.protocolId, prtId));
    for (const q of ['tenis corrida', 'VELOZ', 'Tên Azu']) {
      expect((await queueOf(agent1, `&q=${encodeURIComponent(q)}`)).items.map((item) => item.prtId), q).toContain(
        prtId,
      );
    }
    expect((await queueOf(agent1, '&q=tenis%20vermelho')).items.map((item) => item.prtId)).not.toContain(prtId);
    expect((await queueOf(agent2, '&q=tenis%20corrida')).items.map((item) => item.prtId)).not.toContain(prtId);
  });

  it('finds a protocol by any words of the name (prefixes, accents and case ignored), within the brand', async () => {
    // Punctuation is dropped, never read as text-search syntax.
    for (const q of ['jose silva', 'ARAUJO', 'Jos Sil', 'josé araújo', "jose' | (silva:*"]) {
      const answer = await queueOf(agent1, `&q=${encodeURIComponent(q)}`);
      expect(
        answer.items.map((item) => item.prtId),
        q,
      ).toContain(prtId);
    }
    for (const q of ['joão silva', 'silvana', 'araujo souza']) {
      const answer = await queueOf(agent1, `&q=${encodeURIComponent(q)}`);
      expect(
        answer.items.map((item) => item.prtId),
        q,
      ).not.toContain(prtId);
    }
    expect((await queueOf(agent2, '&q=jose%20silva')).total).toBe(0);
  });

  it('finds a protocol by phone, with or without the country code, the DDD and the mask, within the brand', async () => {
    for (const q of ['(11) 92345-6781', '11923456781', '+55 11 92345-6781', '5511923456781', '92345-6781']) {
      const answer = await queueOf(agent1, `&q=${encodeURIComponent(q)}`);
      expect(
        answer.items.map((item) => item.prtId),
        q,
      ).toContain(prtId);
    }
    expect((await queueOf(agent1, '&q=(21)%2092345-6781')).items.map((item) => item.prtId)).not.toContain(prtId);
    expect((await queueOf(agent2, '&q=11923456781')).total).toBe(0);
  });

  it('logs neither the name nor the phone searched', async () => {
    logLines.length = 0;
    await queueOf(agent1, '&q=Jos%C3%A9%20Ara%C3%BAjo');
    await queueOf(agent1, '&q=11923456781');
    expect(logLines.length).toBeGreaterThan(0);
    const logged = logLines.join('\n');
    for (const text of ['José', 'Jos%C3%A9', 'Araújo', 'Ara%C3%BAjo', '923456781']) expect(logged).not.toContain(text);
  });

  // Each index alone (no brand condition, which the brand indexes would serve on a table this small).
  it('the name and phone searches are served by their indexes', async () => {
    const plan = async (where: ReturnType<typeof sql>) => {
      const rows = await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return tx.execute(sql`explain select id from protocols where ${where}`);
      });
      const list = (rows as unknown as { rows?: Record<string, string>[] }).rows ?? (rows as Record<string, string>[]);
      return list.map((row) => Object.values(row)[0]).join('\n');
    };
    expect(
      await plan(sql`${nameWords(protocols.name)} @@ to_tsquery('simple'::regconfig, ${foldedText('jose:*')})`),
    ).toContain('protocols_name_words_idx');
    expect(await plan(sql`brand_id = 1 and phone_number = '923456781' and phone_ddd = '11'`)).toContain(
      'protocols_brand_phone_idx',
    );
  });
});
