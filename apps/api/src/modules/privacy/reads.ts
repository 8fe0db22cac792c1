/**
 * Operator reads of a shopper's personal data (issue 28, LGPD art. 37): written by the back office's protocol view,
 * file download and queue search, listed for admins, counted per month on the shopper's own page.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { operators, personalDataReads, protocols } from '../../db/schema';
import { PERSONAL_DATA_READ_WINDOW_MINUTES } from '@portal/domain';
import { DomainError } from '../../lib/errors';
import { coreMessages } from '../../lib/messages';

export type ReadKind = 'protocol_view' | 'file_download' | 'search';

/** The same operator's read of the same protocol, of the same kind, within the window before `now` (ADR 0093). */
function readInWindow(operatorId: number, protocolId: number, what: ReadKind, now: Date) {
  const since = new Date(now.getTime() - PERSONAL_DATA_READ_WINDOW_MINUTES * 60_000);
  return sql`exists (select 1 from ${personalDataReads} recent
    where recent.operator_id = ${operatorId} and recent.protocol_id = ${protocolId} and recent.what = ${what}
      and recent.read_at > ${since.toISOString()}::timestamptz and recent.read_at <= ${now.toISOString()}::timestamptz)`;
}

/**
 * One read of protocol `protocolId`'s shopper; the shopper is found from the protocol in the same statement. Not
 * written again while the same operator's read of it, of this kind, is inside the window (ADR 0093): a refresh is
 * the same look. Two refreshes at the same instant may both write; the list stays truthful, only a little longer.
 */
export async function recordProtocolRead(
  db: Database,
  input: { operatorId: number; protocolId: number; what: ReadKind; now: Date },
): Promise<void> {
  await db.execute(sql`
    insert into ${personalDataReads} (operator_id, consumer_id, protocol_id, what, read_at)
    select ${input.operatorId}, ${protocols.consumerId}, ${protocols.id}, ${input.what}, ${input.now.toISOString()}::timestamptz
    from ${protocols} where ${protocols.id} = ${input.protocolId}
      and not ${readInWindow(input.operatorId, input.protocolId, input.what, input.now)}`);
}

/**
 * A search by CPF or e-mail: one read per shopper it showed, the first protocol shown as why. A search by name,
 * invoice or nothing reads no identifier and is not recorded.
 */
export async function recordSearchReads(
  db: Database,
  input: { operatorId: number; protocolIds: number[]; now: Date },
): Promise<void> {
  if (input.protocolIds.length === 0) return;
  const rows = await db
    .select({ id: protocols.id, consumerId: protocols.consumerId })
    .from(protocols)
    .where(inArray(protocols.id, input.protocolIds));
  const firstPerShopper = new Map<number, number>();
  for (const id of input.protocolIds) {
    const row = rows.find((candidate) => candidate.id === id);
    if (row && !firstPerShopper.has(row.consumerId)) firstPerShopper.set(row.consumerId, row.id);
  }
  // The same search run again (a page of the queue, a refresh) inside the window is the same look (ADR 0093).
  for (const protocolId of firstPerShopper.values()) {
    await recordProtocolRead(db, { operatorId: input.operatorId, protocolId, what: 'search', now: input.now });
  }
}

/** True when the queue's free-text search names a CPF or an e-mail (what identifies a shopper). */
export function searchesIdentifier(q: string | undefined): boolean {
  if (!q) return false;
  const text = q.trim();
  return text.includes('@') || /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(text);
}

/**
 * Who read a shopper's data, newest first, one page at a time, within the admin's brands: a read counts for the brand
 * of the protocol it names, so an admin of one brand never learns what another brand's operators looked at.
 */
export async function listReads(
  db: Database,
  input: { consumerId: number; brands: number[]; page: number; pageSize: number },
) {
  const visible = and(
    eq(personalDataReads.consumerId, input.consumerId),
    input.brands.length > 0 ? inArray(protocols.brandId, input.brands) : sql`false`,
  );
  const rows = await db
    .select({
      id: personalDataReads.id,
      operator: operators.name,
      operatorEmail: operators.email,
      readAt: personalDataReads.readAt,
      what: personalDataReads.what,
      protocolId: personalDataReads.protocolId,
    })
    .from(personalDataReads)
    .innerJoin(operators, eq(operators.id, personalDataReads.operatorId))
    .leftJoin(protocols, eq(protocols.id, personalDataReads.protocolId))
    .where(visible)
    .orderBy(desc(personalDataReads.readAt), desc(personalDataReads.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const [counted] = await db
    .select({ total: count() })
    .from(personalDataReads)
    .leftJoin(protocols, eq(protocols.id, personalDataReads.protocolId))
    .where(visible);
  return {
    reads: rows.map((row) => ({ ...row, readAt: row.readAt.toISOString() })),
    total: counted?.total ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** The shopper of a protocol in one of the operator's brands; any other protocol is as unknown as a missing one. */
export async function protocolOwnerForOperator(
  db: Database,
  operator: { brands: number[] },
  protocolId: number,
): Promise<number> {
  const [row] = await db
    .select({ consumerId: protocols.consumerId, brandId: protocols.brandId })
    .from(protocols)
    .where(eq(protocols.id, protocolId));
  if (!row || !operator.brands.includes(row.brandId)) {
    throw new DomainError('not_found', coreMessages.notFound, { code: 'protocol_not_found' });
  }
  return row.consumerId;
}
