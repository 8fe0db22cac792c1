import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attachments, brandReasonTerms, protocolItems, protocols, reasons } from '../../db/schema';
import { itemPhotosRequired, itemReasonTermsJoin } from '../catalog/brand-terms';

export interface ProtocolOwner {
  protocolId: number;
  consumerId: number;
  brandId: number;
}

/** The protocol when it belongs to this customer at this brand; anyone else's reads as missing. */
export async function findOwnProtocol(db: Database, owner: ProtocolOwner) {
  const [row] = await db
    .select({ id: protocols.id, statusId: protocols.statusId })
    .from(protocols)
    .where(
      and(
        eq(protocols.id, owner.protocolId),
        eq(protocols.consumerId, owner.consumerId),
        eq(protocols.brandId, owner.brandId),
      ),
    );
  return row ?? null;
}

/**
 * The protocol item at `position`, or the first one when no position is given. Locked FOR UPDATE: two uploads to
 * the same item then count its files one after the other, so together they cannot pass the per-item limit.
 */
export async function lockProtocolItem(tx: Database, protocolId: number, position: number | undefined) {
  const [row] = await tx
    .select({
      id: protocolItems.id,
      position: protocolItems.position,
      /** What the missing-files rule asks of the item: its protocol's origin and its reason's ASS_EXIGE_IMG. */
      origin: protocols.origin,
      // The terms the item was opened under; an item from before they were stored reads its brand's (ADR 0046, 0055).
      photosRequired: itemPhotosRequired,
    })
    .from(protocolItems)
    .innerJoin(protocols, eq(protocols.id, protocolItems.protocolId))
    .innerJoin(reasons, eq(reasons.id, protocolItems.reasonId))
    .leftJoin(brandReasonTerms, itemReasonTermsJoin)
    .where(
      and(
        eq(protocolItems.protocolId, protocolId),
        position === undefined ? undefined : eq(protocolItems.position, position),
      ),
    )
    .orderBy(asc(protocolItems.position))
    .limit(1)
    .for('update', { of: protocolItems });
  return row ?? null;
}

export function listItemAttachmentKinds(tx: Database, protocolItemId: number) {
  return tx
    .select({ isInvoice: attachments.isInvoice })
    .from(attachments)
    .where(eq(attachments.protocolItemId, protocolItemId));
}

export async function insertAttachment(tx: Database, values: typeof attachments.$inferInsert) {
  const [row] = await tx
    .insert(attachments)
    .values(values)
    .returning({ id: attachments.id, isInvoice: attachments.isInvoice });
  if (!row) throw new Error('attachment insert returned no row');
  return row;
}

export function listProtocolAttachments(db: Database, protocolId: number) {
  return db
    .select({
      id: attachments.id,
      isInvoice: attachments.isInvoice,
      originalName: attachments.originalName,
      mimeType: attachments.mimeType,
      sizeBytes: attachments.sizeBytes,
      itemPosition: protocolItems.position,
      createdAt: attachments.createdAt,
    })
    .from(attachments)
    .leftJoin(protocolItems, eq(protocolItems.id, attachments.protocolItemId))
    .where(eq(attachments.protocolId, protocolId))
    .orderBy(asc(attachments.id));
}

/** Which of these stored names have an attachments row (the leftover sweep keeps those). */
export async function storedNamesWithRows(db: Database, storedNames: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  const BATCH = 500;
  for (let start = 0; start < storedNames.length; start += BATCH) {
    const batch = storedNames.slice(start, start + BATCH);
    const rows = await db
      .select({ storedName: attachments.storedName })
      .from(attachments)
      .where(inArray(attachments.storedName, batch));
    for (const row of rows) found.add(row.storedName);
  }
  return found;
}
