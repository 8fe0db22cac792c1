/**
 * The wallet as VTEX's gift card provider (issue 49, ADR 0092): the pure rules of VTEX's Giftcard Provider Protocol 1.0
 * (vtex/openapi-schemas, 'VTEX - Giftcard Provider Protocol.json') that the API applies.
 *
 * VTEX sends and reads amounts as JSON numbers in reais (CreateGiftCardTransactionRequest.value, response.balance:
 * `"type": "number"`, examples 5.9, 870.0, 4.1); the ledger keeps integer cents. A value that is not a whole number of
 * cents is refused, never rounded: rounding a debit would take money VTEX did not charge.
 */
import { z } from 'zod';
import type { WalletBuckets } from './wallet-ledger';
import { MAX_WALLET_MOVEMENT_CENTS } from './wallet-ledger';

/** The protocol's own content type (every operation's Content-Type/Accept default). */
export const VTEX_GIFTCARD_CONTENT_TYPE = 'application/vnd.vtex.giftcards.v1+json';

/** Cart.redemptionCode: 'Minimum of 6 characters'. Ours are longer, so they cannot be guessed at checkout. */
export const VTEX_REDEMPTION_CODE_MIN_LENGTH = 6;

/** Letters and digits a shopper can read back without confusion (no 0/O, 1/I/L). */
export const REDEMPTION_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Four groups of four ('BAHD-ASDB-ADQW-ASDQ' is the document's example's shape): 31^16 ≈ 7·10^23 codes. */
export const REDEMPTION_CODE_GROUPS = 4;
export const REDEMPTION_CODE_GROUP_LENGTH = 4;

/** A redemption code as typed at checkout, in the stored form: upper case, the groups joined by hyphens. */
export function normalizeRedemptionCode(text: string): string {
  const compact = text.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const groups = compact.match(new RegExp(`.{1,${REDEMPTION_CODE_GROUP_LENGTH}}`, 'g')) ?? [];
  return groups.join('-');
}

/** A redemption code from random indexes into the alphabet (the API passes a CSPRNG). */
export function redemptionCodeFrom(randomIndex: (max: number) => number): string {
  const groups: string[] = [];
  for (let g = 0; g < REDEMPTION_CODE_GROUPS; g++) {
    let group = '';
    for (let i = 0; i < REDEMPTION_CODE_GROUP_LENGTH; i++) {
      group += REDEMPTION_CODE_ALPHABET[randomIndex(REDEMPTION_CODE_ALPHABET.length)];
    }
    groups.push(group);
  }
  return groups.join('-');
}

/**
 * A VTEX amount (reais, a JSON number) in cents; null when it is not one: not a finite number, zero or negative, a
 * fraction of a cent, or above the ledger's largest movement.
 */
export function parseVtexAmount(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  const cents = Math.round(value * 100);
  // 5.9 * 100 is 590.0000000000001: a tolerance far below a cent tells float noise from a real third decimal.
  if (Math.abs(cents - value * 100) > 1e-6) return null;
  return cents > 0 && cents <= MAX_WALLET_MOVEMENT_CENTS ? cents : null;
}

/** Cents as VTEX reads them: reais as a JSON number (590 → 5.9; exact to the cent, as JSON prints doubles). */
export function vtexAmount(cents: number): number {
  return Math.round(cents) / 100;
}

/**
 * What a cancellation of `amountCents` gives back to each bucket: at most what the transaction took from each, less
 * what earlier cancellations gave back, the refundable money first (Pix, then card, then other: the reverse of the
 * order a purchase takes, ADR 0092), so a cancelled purchase leaves the shopper's refundable money refundable again.
 * Null when the amount is above what is left to give back.
 */
export function cancellationRestores(
  taken: WalletBuckets,
  restoredBefore: WalletBuckets,
  amountCents: number,
): WalletBuckets | null {
  const left: WalletBuckets = {
    cardCents: taken.cardCents - restoredBefore.cardCents,
    pixCents: taken.pixCents - restoredBefore.pixCents,
    otherCents: taken.otherCents - restoredBefore.otherCents,
  };
  if (amountCents <= 0 || amountCents > left.cardCents + left.pixCents + left.otherCents) return null;
  const restores: WalletBuckets = { cardCents: 0, pixCents: 0, otherCents: 0 };
  let remaining = amountCents;
  for (const key of ['pixCents', 'cardCents', 'otherCents'] as const) {
    const give = Math.min(remaining, Math.max(0, left[key]));
    restores[key] = give;
    remaining -= give;
  }
  return restores;
}

/** GET /returns/wallet/b2c/giftcard: the shopper's code for the brand's shop (null: no wallet at this brand). */
export const walletGiftCardResponseSchema = z.object({
  giftCard: z
    .object({
      redemptionCode: z.string().describe("The code to type at the shop's checkout, as the gift card (VTEX)."),
      shopUrl: z.string().describe("The brand's shop, where the code is used; empty when the brand has none."),
    })
    .nullable()
    .describe('Null when the shopper has no wallet at this brand.'),
});
export type WalletGiftCardResponse = z.infer<typeof walletGiftCardResponseSchema>;
