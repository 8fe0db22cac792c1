/** Test helper of the wallet and gift-card calls: the ledger's check (requests go through test/call-with). */
import { asc } from 'drizzle-orm';
import { expect } from 'vitest';
import { walletAccounts, walletMovements } from '../../db/schema';
import type { TestApp } from '../../test/test-app';

/**
 * The ledger's invariants over the whole database: per customer and brand, in (moved_at, id) order, each running
 * balance is the previous plus a credit or minus a debit, never below zero, and the account row holds the last one.
 */
export async function expectLedgerConsistent(testApp: TestApp): Promise<void> {
  const { db } = testApp.database;
  const movements = await db
    .select()
    .from(walletMovements)
    .orderBy(
      asc(walletMovements.consumerId),
      asc(walletMovements.brandId),
      asc(walletMovements.movedAt),
      asc(walletMovements.id),
    );
  const last = new Map<string, number>();
  for (const movement of movements) {
    const owner = `${movement.consumerId}@${movement.brandId}`;
    const before = last.get(owner) ?? 0;
    const after = before + (movement.operation === 'Credit' ? movement.valueCents : -movement.valueCents);
    expect(movement.balanceCents, `movement ${movement.id}`).toBe(after);
    expect(after).toBeGreaterThanOrEqual(0);
    last.set(owner, after);
  }
  for (const account of await db.select().from(walletAccounts)) {
    const owner = `${account.consumerId}@${account.brandId}`;
    expect(account.balanceCents, owner).toBe(last.get(owner) ?? 0);
    expect(account.cardCents + account.pixCents + account.otherCents).toBe(account.balanceCents);
  }
}
