/**
 * Builders of each event's `data` from the rows of the change, called by the services where the change happens
 * (one line each there, so those shared files stay theirs). Ids, statuses and money only; payment data masked as the
 * back office shows them (maskPixKey, the last four digits of an account).
 */
import { sql } from 'drizzle-orm';
import { maskAccount, maskPixKey } from '@portal/domain';
import type { Database } from '../../db/client';
import type { coupons, walletMovements } from '../../db/schema';
import { isoInstant, record, recordFrom } from './record';

const iso = (date: Date) => date.toISOString();

/**
 * protocol.created: the protocol with its items and its first history entry (Opened), built by the database in the
 * statement that writes the event: protocol creation counts its round trips (bench/README.md), this adds one.
 */
export async function recordProtocolCreated(tx: Database, protocolId: number, at: Date): Promise<void> {
  await recordFrom(
    tx,
    'protocol.created',
    sql`
      select p.brand_id, jsonb_build_object('protocol', jsonb_build_object(
        'id', p.id,
        'statusId', p.status_id,
        'trigger', p.trigger,
        'origin', p.origin,
        'createdAt', ${isoInstant(sql`p.created_at`)},
        'items', (
          select coalesce(jsonb_agg(jsonb_build_object(
            'position', i.position,
            'productCode', i.product_code,
            'productName', i.product_name,
            'size', i.size,
            'quantity', i.quantity,
            'unitCents', i.unit_cents,
            'reasonId', i.reason_id,
            'desireId', i.desire_id,
            'orderCode', o.order_code,
            'observation', nullif(i.observation, '')
          ) order by i.position), '[]'::jsonb)
          from protocol_items i
          left join order_lines l on l.id = i.order_line_id
          left join orders o on o.id = l.order_id
          where i.protocol_id = p.id),
        'history', (
          select jsonb_build_object(
            'id', h.id, 'statusId', h.status_id, 'happenedAt', ${isoInstant(sql`h.happened_at`)}, 'note', h.note)
          from protocol_history h where h.protocol_id = p.id order by h.id limit 1)
      )) as data
      from protocols p where p.id = ${protocolId}`,
    at,
  );
}

export interface StatusMove {
  protocol: { id: number; brandId: number; statusId: number };
  statusId: number;
  source: string;
  entry: { id: number; happenedAt: Date; note: string | null };
}

/** protocol.status_changed: from, to, and the history entry the move wrote. */
export async function recordStatusChanged(tx: Database, move: StatusMove): Promise<void> {
  await record(tx, {
    type: 'protocol.status_changed',
    brandId: move.protocol.brandId,
    at: move.entry.happenedAt,
    data: {
      protocolId: move.protocol.id,
      fromStatusId: move.protocol.statusId,
      statusId: move.statusId,
      source: move.source,
      history: {
        id: move.entry.id,
        statusId: move.statusId,
        happenedAt: iso(move.entry.happenedAt),
        note: move.entry.note,
      },
    },
  });
}

export interface AddedFile {
  brandId: number;
  protocolId: number;
  id: number;
  itemPosition: number;
  isInvoice: boolean;
  mime: string;
  sizeBytes: number;
}

export async function recordFileAdded(tx: Database, file: AddedFile, at: Date): Promise<void> {
  const { brandId, protocolId, ...rest } = file;
  await record(tx, { type: 'protocol.files_added', brandId, at, data: { protocolId, file: rest } });
}

/** wallet.credited / wallet.debited, from the ledger's one write path (wallet/ledger.ts). */
export async function recordWalletMovement(tx: Database, row: typeof walletMovements.$inferSelect): Promise<void> {
  await record(tx, {
    type: row.operation === 'Credit' ? 'wallet.credited' : 'wallet.debited',
    brandId: row.brandId,
    at: row.movedAt,
    data: {
      movement: {
        id: row.id,
        consumerId: row.consumerId,
        protocolId: row.protocolId ?? null,
        kind: row.kind,
        entryType: row.entryType,
        valueCents: Math.abs(row.valueCents),
        balanceCents: row.balanceCents,
        movedAt: iso(row.movedAt),
      },
    },
  });
}

export interface RequestedRefund {
  id: number;
  source: 'wallet_balance' | 'protocol';
  brandId: number;
  consumerId: number;
  protocolId: number | null;
  paymentType: number | null;
  valueCents: number;
  pixKey: string | null;
  bankCode?: string | null;
  bankAccount?: string | null;
  createdAt: Date;
}

/** refund.requested: the payment data masked as the back office masks them (never whole in an event). */
export async function recordRefundRequested(tx: Database, refund: RequestedRefund): Promise<void> {
  await record(tx, {
    type: 'refund.requested',
    brandId: refund.brandId,
    at: refund.createdAt,
    data: {
      refund: {
        id: refund.id,
        source: refund.source,
        protocolId: refund.protocolId,
        consumerId: refund.consumerId,
        paymentType: refund.paymentType,
        valueCents: refund.valueCents,
        pixKeyMasked: refund.pixKey ? maskPixKey(refund.pixKey) : null,
        bankCode: refund.bankCode ?? null,
        bankAccountMasked: refund.bankAccount ? maskAccount(refund.bankAccount) : null,
        createdAt: iso(refund.createdAt),
      },
    },
  });
}

export async function recordCouponIssued(tx: Database, coupon: typeof coupons.$inferSelect): Promise<void> {
  await record(tx, {
    type: 'coupon.issued',
    brandId: coupon.brandId,
    at: coupon.createdAt,
    data: {
      coupon: {
        code: coupon.code,
        consumerId: coupon.consumerId,
        protocolId: coupon.protocolId ?? null,
        discountPercent: Number(coupon.discountPercent),
        validUntil: String(coupon.validUntil),
        createdAt: iso(coupon.createdAt),
      },
    },
  });
}
