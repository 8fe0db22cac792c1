/**
 * Whether a shopper's personal data can be erased now (issue 28, LGPD art. 18 VI and art. 16). Erasure anonymises in
 * place; while something still needs the shopper (an open protocol to settle, store credit to spend or refund) it
 * would destroy what the brand owes her, so the shopper is told what to settle first instead.
 */
export type ErasureBlocker =
  | { kind: 'open_protocols'; protocolIds: number[] }
  | { kind: 'wallet_balance'; balances: { brandId: number; balanceCents: number }[] };

export type ErasureCheck = { kind: 'allowed' } | { kind: 'blocked'; blockers: ErasureBlocker[] };

export function erasureCheck(input: {
  openProtocolIds: readonly number[];
  walletBalances: readonly { brandId: number; balanceCents: number }[];
}): ErasureCheck {
  const blockers: ErasureBlocker[] = [];
  if (input.openProtocolIds.length > 0) {
    blockers.push({ kind: 'open_protocols', protocolIds: [...input.openProtocolIds] });
  }
  const withBalance = input.walletBalances.filter((balance) => balance.balanceCents > 0);
  if (withBalance.length > 0) blockers.push({ kind: 'wallet_balance', balances: withBalance });
  return blockers.length === 0 ? { kind: 'allowed' } : { kind: 'blocked', blockers };
}

/**
 * The text that replaces a name (and other required text fields) of an erased shopper: not a person's data, and the
 * same for everyone, so aggregates by name say nothing.
 */
export const ERASED_TEXT = 'anonimizado';
