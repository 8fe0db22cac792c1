/**
 * Following an authorisation to the returns centre (issue 48, ADR 0091): the carrier's events are stored once each
 * (their unique key), and they move the protocol through the operators' transition (history, message, event):
 * posted → 2 'Aguardando produto', delivered → 3 'Aguardando análise'. A move is made only from the status it starts
 * from (1 or 16 for posted, 2 for delivered), so one an operator already made is never repeated; the move and the
 * shipment's new state commit together.
 */
import { eq } from 'drizzle-orm';
import { sroEventKind, STATUS } from '@portal/domain';
import type { Database } from '../../db/client';
import { protocols, shipmentEvents, type LocalizedText } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { applyTransition } from '../backoffice/transitions-service';
import type { CarrierEvent } from './carrier';
import { updateShipment, type ShipmentRow } from './repo';
import { fill, shippingMessages } from './messages';

async function move(
  tx: Database,
  protocolId: number,
  from: readonly number[],
  to: number,
  note: LocalizedText,
  now: Date,
) {
  const [protocol] = await tx
    .select({ statusId: protocols.statusId })
    .from(protocols)
    .where(eq(protocols.id, protocolId));
  if (!protocol || !from.includes(protocol.statusId)) return false;
  try {
    const outcome = await applyTransition(
      tx,
      { source: 'scheduler' },
      protocolId,
      { to, note: note.pt, noteTexts: note, denialReason: null, from: protocol.statusId },
      now,
      null,
    );
    return outcome.applied;
  } catch (error) {
    // Moved by an operator between the read and the lock: theirs stands.
    if (error instanceof DomainError && error.kind === 'conflict') return false;
    throw error;
  }
}

/** Stores the events and applies what they mean; returns how many protocol moves were made. */
export async function applyCarrierEvents(db: Database, shipment: ShipmentRow, events: CarrierEvent[], now: Date) {
  if (events.length === 0) return 0;
  return db.transaction(async (tx) => {
    for (const event of events) {
      await tx
        .insert(shipmentEvents)
        .values({
          shipmentId: shipment.id,
          at: event.at,
          kind: sroEventKind(event.code, event.type),
          carrierCode: event.code,
          carrierType: event.type,
          carrierText: event.text,
          place: event.place,
        })
        .onConflictDoNothing();
    }
    const kinds = events.map((event) => ({ kind: sroEventKind(event.code, event.type), at: event.at }));
    const posted = kinds.find((k) => k.kind === 'posted');
    const delivered = kinds.find((k) => k.kind === 'delivered');
    let moves = 0;
    const code = shipment.trackingCode ?? shipment.authorisationCode ?? '';
    if ((posted || delivered) && shipment.state === 'issued') {
      await updateShipment(tx, shipment.id, {
        state: 'posted',
        trackingCode: code,
        postedAt: (posted ?? delivered)!.at,
        updatedAt: now,
      });
      const note = fill(shippingMessages.postedNote, { code });
      if (
        await move(
          tx,
          shipment.protocolId,
          [STATUS.OPENED, STATUS.POST_OBJECT_GENERATED],
          STATUS.WAITING_PRODUCT,
          note,
          now,
        )
      )
        moves++;
    }
    if (delivered && (shipment.state === 'issued' || shipment.state === 'posted')) {
      await updateShipment(tx, shipment.id, { state: 'delivered', deliveredAt: delivered.at, updatedAt: now });
      if (
        await move(
          tx,
          shipment.protocolId,
          [STATUS.WAITING_PRODUCT],
          STATUS.AWAITING_ANALYSIS,
          shippingMessages.deliveredNote,
          now,
        )
      )
        moves++;
    }
    return moves;
  });
}
