/**
 * POST /returns/giftcards/refund (spec §2 'refund amount', §5, §9; issue 12): the shopper takes wallet balance back
 * to the credit card (6) or by Pix (11). commit false only answers what would happen; commit true writes, in one
 * transaction holding the account lock, the debit movement, the refund request the shopper can follow, and the
 * inactivation of the coupons tied to the credits it consumes (FIFO within the bucket, ADR 0020).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  bucketCents,
  bucketOfPaymentType,
  checkRefund,
  COUPON_ACTIVE_STATUS,
  COUPON_INACTIVE_STATUS,
  creditBucket,
  creditsReached,
  formatMoney,
  classifyPixKey,
  parseRefundValue,
  PAYMENT_TYPE,
  type Language,
  type RefundAppliedResponse,
  type RefundPaymentType,
  type RefundPreviewResponse,
  type WalletBuckets,
} from '@portal/domain';
import type { Database } from '../../db/client';
import { coupons, refundRequests, walletMovements } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { claimIdempotencyKey, requestHash, storeIdempotentResponse } from '../../db/idempotency';
import { findConsumer } from '../orders/repo';
import { findOwnedProtocol } from '../protocols/read-repo';
import {
  appendMovement,
  bucketsOf,
  lockAccount,
  movementDescription,
  readAccount,
  type WalletOwner,
} from '../wallet/ledger';
import { creditEntries } from '../wallet/repo';
import { walletNotFound } from '../wallet/service';
import { giftcardMessages } from './messages';
import { enqueueRefundRequested } from '../notifications/requests';
import { recordRefundRequested } from '../events/event-data';

export interface RefundInput {
  valueText: unknown;
  paymentType: RefundPaymentType;
  protocolId?: number;
  giftCardId?: string;
  /** The key the shopper typed in the dialog, already checked and normalised by the route's schema. */
  pixKey?: string;
  commit: boolean;
}

export interface RefundContext {
  db: Database;
  owner: WalletOwner;
  now: Date;
  lang: Language;
}

export type RefundResult =
  | { status: 200; body: RefundPreviewResponse; replayed: false }
  | { status: 201; body: RefundAppliedResponse; replayed: boolean };

function aboveBalance(type: RefundPaymentType, availableCents: number): DomainError {
  const card = type === PAYMENT_TYPE.CREDIT_CARD;
  return new DomainError(
    'rule',
    card ? giftcardMessages.refundAboveBalanceCard : giftcardMessages.refundAboveBalancePix,
    {
      severity: 'WARN',
      code: 'refund_above_balance',
      params: { available: formatMoney(availableCents) },
    },
  );
}

/** What is checked before any transaction: the value, the Pix key, the protocol and the gift card named. */
async function precheck(context: RefundContext, input: RefundInput) {
  const valueCents = parseRefundValue(input.valueText);
  if (valueCents === null) {
    throw new DomainError('validation', giftcardMessages.refundValueInvalid, { code: 'refund_value_invalid' });
  }
  const consumer = await findConsumer(context.db, context.owner.consumerId);
  if (!consumer) throw walletNotFound();
  const pixKey = input.paymentType === PAYMENT_TYPE.PIX ? refundPixKey(input.pixKey, consumer.pixKey) : null;
  if (input.protocolId !== undefined && !(await findOwnedProtocol(context.db, context.owner, input.protocolId))) {
    throw walletNotFound();
  }
  if (input.giftCardId !== undefined) {
    const [card] = await context.db
      .select({ id: walletMovements.id })
      .from(walletMovements)
      .where(
        and(
          eq(walletMovements.consumerId, context.owner.consumerId),
          eq(walletMovements.brandId, context.owner.brandId),
          eq(walletMovements.giftCardId, input.giftCardId),
        ),
      )
      .limit(1);
    if (!card) throw walletNotFound();
  }
  return { valueCents, pixKey };
}

/**
 * The key a Pix refund is paid to: the one typed in the dialog, else the one on her record, classified as the central
 * bank does (issue 23 #13). A saved key that no longer passes (an invalid CPF or 11 ambiguous digits the old rule took
 * for a phone) is not guessed at: she is asked for a valid one.
 */
function refundPixKey(typed: string | undefined, saved: string | null | undefined): string {
  if (typed !== undefined) return typed;
  const key = classifyPixKey(saved);
  if (!key.ok) {
    throw new DomainError('rule', giftcardMessages.pixKeyRequired, { severity: 'WARN', code: 'pix_key_required' });
  }
  return key.value;
}

/**
 * The coupons tied to the credits of the refunded bucket that this refund reaches, oldest credit first: the bucket
 * has used (credited - balance) already, and the refund takes the next `valueCents`.
 */
async function couponsReached(
  tx: Database,
  owner: WalletOwner,
  before: WalletBuckets,
  type: RefundPaymentType,
  valueCents: number,
) {
  const bucket = bucketOfPaymentType(type);
  const credits = (await creditEntries(tx, owner)).filter(
    (row) => row.originalPaymentType === type && creditBucket(row) === bucket,
  );
  const creditedCents = credits.reduce((sum, row) => sum + row.valueCents, 0);
  const consumedBefore = creditedCents - bucketCents(before, bucket);
  return creditsReached(credits, consumedBefore, valueCents)
    .map((row) => row.couponCode)
    .filter((code): code is string => Boolean(code));
}

export async function refundBalance(
  context: RefundContext,
  input: RefundInput,
  idempotencyKey: string | null,
  body: unknown,
): Promise<RefundResult> {
  const { owner } = context;
  const { valueCents, pixKey } = await precheck(context, input);

  if (!input.commit) {
    const account = await readAccount(context.db, owner);
    const check = checkRefund(account, input.paymentType, valueCents);
    if (!check.ok) throw aboveBalance(input.paymentType, check.availableCents);
    return {
      status: 200,
      replayed: false,
      body: {
        refund: {
          VALOR: valueCents,
          TIP_PGTO: input.paymentType,
          SALDO_TIPO_APOS: check.typeBalanceAfterCents,
          SALDO_TOTAL_APOS: check.balanceAfterCents,
          commit: false,
        },
      },
    };
  }

  if (!idempotencyKey) throw new Error('a committed refund needs its Idempotency-Key (checked by the route)');
  return context.db.transaction(async (tx) => {
    const scope = { consumerId: owner.consumerId, scope: `giftcards/refund@${owner.brandId}`, key: idempotencyKey };
    const claim = await claimIdempotencyKey(tx, scope, requestHash(body));
    if (claim.replay) return { status: 201, body: claim.body as RefundAppliedResponse, replayed: true };

    const account = await lockAccount(tx, owner);
    const before = bucketsOf(account);
    const check = checkRefund(before, input.paymentType, valueCents);
    if (!check.ok) throw aboveBalance(input.paymentType, check.availableCents);
    const reached = await couponsReached(tx, owner, before, input.paymentType, valueCents);

    // The request's id is drawn first so that the debit's DESC_OPER can name it.
    const drawn = await tx.execute(sql`select nextval(pg_get_serial_sequence('refund_requests', 'id'))::int as id`);
    const refundId = Number((drawn as unknown as { rows: { id: number }[] }).rows[0]!.id);
    const appended = await appendMovement(
      tx,
      account,
      {
        operation: 'Debit',
        entryType: 'V',
        kind: 'refund',
        valueCents,
        originalPaymentType: input.paymentType,
        description: movementDescription(
          input.paymentType === PAYMENT_TYPE.CREDIT_CARD
            ? giftcardMessages.refundDescriptionCard
            : giftcardMessages.refundDescriptionPix,
          { id: refundId },
        ),
        giftCardId: input.giftCardId ?? null,
        protocolId: input.protocolId ?? null,
      },
      context.now,
    );
    if (!appended.ok) throw aboveBalance(input.paymentType, appended.availableCents);
    await tx.insert(refundRequests).values({
      id: refundId,
      consumerId: owner.consumerId,
      brandId: owner.brandId,
      protocolId: input.protocolId ?? null,
      paymentType: input.paymentType,
      valueCents,
      pixKey,
      movementId: appended.movement.id,
      createdAt: context.now,
    });
    // refund.requested for the brand's systems (issue 26), the Pix key masked.
    await recordRefundRequested(tx, {
      id: refundId,
      source: 'wallet_balance',
      brandId: owner.brandId,
      consumerId: owner.consumerId,
      protocolId: input.protocolId ?? null,
      paymentType: input.paymentType,
      valueCents,
      pixKey,
      createdAt: context.now,
    });
    if (reached.length > 0) {
      await tx
        .update(coupons)
        .set({ status: COUPON_INACTIVE_STATUS })
        .where(
          and(
            eq(coupons.consumerId, owner.consumerId),
            inArray(coupons.code, reached),
            eq(coupons.status, COUPON_ACTIVE_STATUS),
          ),
        );
    }
    // 'We received your refund request' (issue 23): queued with the request, sent by the drain after commit.
    await enqueueRefundRequested(tx, {
      refundId,
      consumerId: owner.consumerId,
      brandId: owner.brandId,
      paymentType: input.paymentType,
      valueCents,
      pixKey,
      lang: context.lang,
      now: context.now,
    });
    const responseBody: RefundAppliedResponse = {
      message: giftcardMessages.successGeneratedRefund[context.lang],
      refund: {
        REF_ID: refundId,
        VALOR: valueCents,
        TIP_PGTO: input.paymentType,
        SALDO_TIPO_APOS: bucketCents(appended.after, bucketOfPaymentType(input.paymentType)),
        SALDO_TOTAL_APOS: appended.movement.balanceCents,
        commit: true,
      },
    };
    await storeIdempotentResponse(tx, scope, 201, responseBody);
    return { status: 201, body: responseBody, replayed: false };
  });
}
