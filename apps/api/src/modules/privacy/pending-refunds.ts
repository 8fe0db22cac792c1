/**
 * Refunds asked for and not yet settled (ADR 0071): a protocol refund or a wallet-balance refund still 'requested'
 * is money on its way to the shopper, paid to the bank data or Pix key it holds, so it blocks her erasure.
 */
import type { protocolRefunds, refundRequests } from '../../db/schema';

/** 'requested' is the only unsettled state of both tables (then 'paid' or 'refused', set by the back office). */
const PENDING = 'requested';

export function pendingRefundsOf(rows: {
  protocolRefunds: readonly Pick<typeof protocolRefunds.$inferSelect, 'id' | 'valueCents' | 'status'>[];
  refundRequests: readonly Pick<typeof refundRequests.$inferSelect, 'id' | 'valueCents' | 'status'>[];
}): { id: number; valueCents: number }[] {
  return [...rows.protocolRefunds, ...rows.refundRequests]
    .filter((row) => row.status === PENDING)
    .map((row) => ({ id: row.id, valueCents: row.valueCents }));
}
