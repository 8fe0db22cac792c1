/**
 * Whether a shopper's personal data can be erased now (issue 28, LGPD art. 18 VI and art. 16). Erasure anonymises in
 * place; while something still needs the shopper (an open protocol to settle, store credit to spend or refund) it
 * would destroy what the brand owes her, so the shopper is told what to settle first instead. A refund still being
 * paid needs her bank data or Pix key until it is paid, so it blocks too (ADR 0071): the erasure waits for the
 * money, the money never waits for a key that was erased.
 */
export type ErasureBlocker =
  | { kind: 'open_protocols'; protocolIds: number[] }
  | { kind: 'wallet_balance'; balances: { brandId: number; balanceCents: number }[] }
  | { kind: 'pending_refunds'; refunds: { id: number; valueCents: number }[] };

export type ErasureCheck = { kind: 'allowed' } | { kind: 'blocked'; blockers: ErasureBlocker[] };

export function erasureCheck(input: {
  openProtocolIds: readonly number[];
  walletBalances: readonly { brandId: number; balanceCents: number }[];
  /** Refunds asked for and not yet paid or refused (protocol refunds and wallet-balance refunds alike). */
  pendingRefunds?: readonly { id: number; valueCents: number }[];
}): ErasureCheck {
  const blockers: ErasureBlocker[] = [];
  if (input.openProtocolIds.length > 0) {
    blockers.push({ kind: 'open_protocols', protocolIds: [...input.openProtocolIds] });
  }
  // A negative balance is owed by her (a credit reversed after it was spent): settled first, like one owed to her.
  const withBalance = input.walletBalances.filter((balance) => balance.balanceCents !== 0);
  if (withBalance.length > 0) blockers.push({ kind: 'wallet_balance', balances: withBalance });
  const pending = input.pendingRefunds ?? [];
  if (pending.length > 0) blockers.push({ kind: 'pending_refunds', refunds: [...pending] });
  return blockers.length === 0 ? { kind: 'allowed' } : { kind: 'blocked', blockers };
}

/**
 * The text that replaces a name (and other required text fields) of an erased shopper: not a person's data, and the
 * same for everyone, so aggregates by name say nothing.
 */
export const ERASED_TEXT = 'anonimizado';
