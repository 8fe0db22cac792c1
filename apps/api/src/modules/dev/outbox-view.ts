import { joinPhone, normalizeEmail, onlyDigits, splitPhone } from '@portal/domain';
import type { Database } from '../../db/client';
import { listOutbox } from '../mail';

/** How many messages the dev outbox shows: enough for a demo session, small enough to read. */
export const OUTBOX_PAGE_SIZE = 50;

export interface OutboxMessage {
  id: number;
  brandId: number | null;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  code: string | null;
  delivery: string;
  createdAt: string;
}

/** The same normal form the sender stores: a lower-case e-mail, or phone digits with country code. */
export function normalizeRecipient(value: string): string {
  const trimmed = value.trim();
  if (trimmed.includes('@')) return normalizeEmail(trimmed);
  return onlyDigits(trimmed) ? joinPhone(splitPhone(trimmed)) : trimmed;
}

export async function readOutbox(db: Database, filter: { to?: string; brandId?: number }): Promise<OutboxMessage[]> {
  const rows = await listOutbox(db, {
    recipient: filter.to ? normalizeRecipient(filter.to) : undefined,
    brandId: filter.brandId,
    limit: OUTBOX_PAGE_SIZE,
  });
  return rows.map((row) => ({
    id: row.id,
    brandId: row.brandId,
    channel: row.channel,
    to: row.recipient ?? row.recipientMasked,
    subject: row.subject,
    text: row.text,
    code: row.code,
    delivery: row.delivery,
    createdAt: row.createdAt.toISOString(),
  }));
}
