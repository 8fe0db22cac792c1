/**
 * The ledger at scale and its migrations: a customer with 10,000 movements gets the first statement page from one
 * index scan, the migration's account backfill (0002) replays movements exactly as the domain does, and 0005 gives
 * the texts the API wrote before it their three languages without leaving the append-only trigger off.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql, TransactionRollbackError } from 'drizzle-orm';
import { walletStatementResponseSchema } from '@portal/domain';
import { migrationsFolder } from '../../db/client';
import { walletAccounts, walletMovements, type LocalizedText } from '../../db/schema';
import { DEMO } from '../../db/seed/demo-logins';
import { anaWalletBuckets } from '../../db/seed/wallet';
import { loginAs } from '../../test/login-as';
import { createTestApp, type TestApp } from '../../test/test-app';
import { giftcardMessages } from '../giftcards/messages';
import { consumerIdOf } from '../protocols/read-test-support';
import { movementDescription } from './ledger';
import { callWith } from '../../test/call-with';

const MOVEMENTS = 10_000;

let t: TestApp;
let carlaId: number;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  t = await createTestApp();
  const [carla] = await t.database.db
    .select({ id: sql<number>`id` })
    .from(sql`consumers`)
    .where(sql`phone = ${DEMO.phoneOnly.phone}`);
  carlaId = carla!.id;
  // 10,000 one-real credits a minute apart, ending an hour ago, with their running balance and the account row.
  const start = t.clock.now().getTime() - 3_600_000 - MOVEMENTS * 60_000;
  for (let chunk = 0; chunk < MOVEMENTS; chunk += 1000) {
    await t.database.db.insert(walletMovements).values(
      Array.from({ length: 1000 }, (_, index) => {
        const n = chunk + index + 1;
        return {
          consumerId: carlaId,
          brandId: 1,
          movedAt: new Date(start + n * 60_000),
          description: `Crédito ${n}`,
          operation: 'Credit' as const,
          entryType: 'V' as const,
          kind: 'adjustment' as const,
          originalPaymentType: 11,
          valueCents: 100,
          balanceCents: n * 100,
        };
      }),
    );
  }
  await t.database.db
    .insert(walletAccounts)
    .values({ consumerId: carlaId, brandId: 1, balanceCents: MOVEMENTS * 100, pixCents: MOVEMENTS * 100 });
  await t.database.db.execute(sql`analyze wallet_movements`);
});

afterAll(async () => {
  await t?.close();
});

describe('a customer with 10,000 movements', () => {
  it('gets the newest page of 50 and the next cursor', async () => {
    const carla = await loginAs(t, { phone: DEMO.phoneOnly.phone });
    const response = await callWith(t)('GET', '/api/returns/wallet/b2c', { cookie: carla });
    expect(response.statusCode).toBe(200);
    const page = walletStatementResponseSchema.parse(response.json());
    expect(page.wallet).toHaveLength(50);
    expect(page.wallet[0]).toMatchObject({ DESC_OPER: `Crédito ${MOVEMENTS}`, SALDO_TOTAL: MOVEMENTS * 100 });
    expect(page.nextCursor).not.toBeNull();
    const next = await callWith(t)('GET', `/api/returns/wallet/b2c?cursor=${page.nextCursor}`, { cookie: carla });
    expect(next.json().wallet[0].DESC_OPER).toBe(`Crédito ${MOVEMENTS - 50}`);
  });

  it('reads that page with one scan of the statement index, not a sort of every row', async () => {
    const plan = await rows<{ 'QUERY PLAN': string }>(sql`
      explain select * from wallet_movements
      where consumer_id = ${carlaId} and brand_id = 1
      order by moved_at desc, id desc limit 51`);
    const text = plan.map((line) => line['QUERY PLAN']).join('\n');
    expect(text).toContain('wallet_movements_statement_idx');
    expect(text).not.toMatch(/\bSort\b/);
    // A later page seeks to the cursor in the same index.
    const cursorPlan = await rows<{ 'QUERY PLAN': string }>(sql`
      explain select * from wallet_movements
      where consumer_id = ${carlaId} and brand_id = 1
        and (moved_at, id) < (${t.clock.now()}, ${5000})
      order by moved_at desc, id desc limit 51`);
    const cursorText = cursorPlan.map((line) => line['QUERY PLAN']).join('\n');
    expect(cursorText).toMatch(/Index Cond: .*ROW\(moved_at, id\) </);
    expect(cursorText).not.toMatch(/\bSort\b/);
  });
});

describe('migration 0002 account backfill', () => {
  const migration = readFileSync(path.join(migrationsFolder, '0002_wallet_ledger.sql'), 'utf8');
  const backfill = migration
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .find((statement) => statement.includes('DO $$'))!;

  it('rebuilds every account from the movements as the domain does', async () => {
    const anaId = await consumerIdOf(t, DEMO.ana.email);
    const before = await t.database.db.select().from(walletAccounts);
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`delete from wallet_accounts`);
      await tx.execute(sql.raw(backfill.replace(/^--.*$/gm, '')));
    });
    const after = await t.database.db.select().from(walletAccounts);
    const key = (row: typeof walletAccounts.$inferSelect) => `${row.consumerId}@${row.brandId}`;
    const strip = (list: (typeof walletAccounts.$inferSelect)[]) =>
      list.map(({ updatedAt: _updatedAt, ...row }) => row).sort((a, b) => (key(a as never) < key(b as never) ? -1 : 1));
    expect(strip(after)).toEqual(strip(before));
    const [ana] = after.filter((row) => row.consumerId === anaId && row.brandId === 1);
    expect(ana).toMatchObject(anaWalletBuckets());
  });

  it('stops on movements that do not add up', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`delete from wallet_accounts`);
        await tx.insert(walletMovements).values({
          consumerId: carlaId,
          brandId: 1,
          movedAt: t.clock.now(),
          description: 'Saldo errado',
          operation: 'Credit',
          entryType: 'V',
          kind: 'adjustment',
          valueCents: 1,
          balanceCents: 5,
        });
        await tx.execute(sql.raw(backfill.replace(/^--.*$/gm, '')));
      }),
    ).rejects.toThrow();
    const [carla] = await t.database.db
      .select()
      .from(walletAccounts)
      .where(and(eq(walletAccounts.consumerId, carlaId), eq(walletAccounts.brandId, 1)));
    expect(carla?.balanceCents).toBe(MOVEMENTS * 100);
  });
});

describe('migration 0005 description texts', () => {
  const migration = readFileSync(path.join(migrationsFolder, '0005_wallet_description_texts.sql'), 'utf8');
  // Everything after the ADD COLUMN: the trigger off, the backfill, the trigger on again.
  const backfill = migration
    .split('--> statement-breakpoint')
    .map((statement) => statement.replace(/^--.*$/gm, '').trim())
    .filter((statement) => !statement.startsWith('ALTER TABLE "wallet_movements" ADD COLUMN'));

  const triggerState = async (db: Pick<typeof t.database.db, 'execute'>) =>
    (
      (await db.execute(
        sql`select tgenabled from pg_trigger where tgname = 'wallet_movements_append_only_rows'`,
      )) as unknown as {
        rows: { tgenabled: string }[];
      }
    ).rows[0]?.tgenabled;

  it('left the append-only trigger on', async () => {
    expect(backfill).toHaveLength(3);
    expect(await triggerState(t.database.db)).toBe('O');
  });

  it("gives the API's own texts their three languages, leaves other texts null and the trigger on", async () => {
    const written = [
      'Reembolso para cartão de crédito - solicitação 12',
      'Reembolso por Pix - solicitação 13',
      'Compra com vale-compras (transação tx-9 (b))',
      'Cancelamento de compra com vale-compras (transação tx-10)',
      'Compra com vale-compras no pedido 4820480',
      'Ajuste manual',
    ];
    let stored: Map<string, LocalizedText | null> = new Map();
    let trigger: string | undefined;
    await t.database.db
      .transaction(async (tx) => {
        await tx.insert(walletMovements).values(
          written.map((description, index) => ({
            consumerId: carlaId,
            brandId: 1,
            movedAt: t.clock.now(),
            description,
            operation: 'Credit' as const,
            entryType: 'V' as const,
            kind: 'adjustment' as const,
            valueCents: 1,
            balanceCents: MOVEMENTS * 100 + index + 1,
          })),
        );
        for (const statement of backfill) await tx.execute(sql.raw(statement));
        const rows = await tx
          .select({ description: walletMovements.description, texts: walletMovements.descriptionTexts })
          .from(walletMovements)
          .where(and(eq(walletMovements.consumerId, carlaId), inArray(walletMovements.description, written)));
        stored = new Map(rows.map((row) => [row.description, row.texts]));
        trigger = await triggerState(tx);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });

    expect(stored.get(written[0]!)).toEqual(movementDescription(giftcardMessages.refundDescriptionCard, { id: 12 }));
    expect(stored.get(written[1]!)).toEqual(movementDescription(giftcardMessages.refundDescriptionPix, { id: 13 }));
    expect(stored.get(written[2]!)).toEqual(
      movementDescription(giftcardMessages.purchaseDescription, { token: 'tx-9 (b)' }),
    );
    expect(stored.get(written[3]!)).toEqual(
      movementDescription(giftcardMessages.purchaseCancelDescription, { token: 'tx-10' }),
    );
    // A back-office text is not known by rule: the statement answers its pt description.
    expect(stored.get(written[4]!)).toBeNull();
    expect(stored.get(written[5]!)).toBeNull();
    expect(trigger).toBe('O');
    // Rolled back: Carla's wallet is as it was.
    expect(await rows(sql`select id from wallet_movements where description = 'Ajuste manual'`)).toEqual([]);
  });
});
