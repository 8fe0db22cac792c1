/** Test helpers of the wallet and gift-card calls: requests with a session or an API key, and the ledger's check. */
import { asc } from 'drizzle-orm';
import { expect } from 'vitest';
import { walletAccounts, walletMovements } from '../../db/schema';
import type { TestApp } from '../../test/test-app';

export interface WalletCall {
  cookie?: string;
  lang?: string;
  host?: string;
  key?: string;
  apiKey?: string;
  body?: unknown;
}

export function walletCaller(testApp: TestApp) {
  return (method: 'GET' | 'POST', url: string, options: WalletCall = {}) => {
    const headers: Record<string, string> = {};
    if (options.cookie) headers.cookie = options.cookie;
    if (options.lang) headers['accept-language'] = options.lang;
    if (options.host) headers.host = options.host;
    if (options.key) headers['idempotency-key'] = options.key;
    if (options.apiKey) headers['x-api-key'] = options.apiKey;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    return testApp.app.inject({
      method,
      url,
      headers,
      ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
    });
  };
}

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
