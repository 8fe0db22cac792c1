/**
 * The recurring `shipping.poll` job (issue 48, ADR 0091): every CORREIOS_TRACKING_INTERVAL_SECONDS, per connected
 * brand, SRO Rastro for the open authorisations (50 codes a call), then the expiry of unused ones: a reminder
 * SHIPPING_REMINDER_DAYS_BEFORE days before the last day (an outbox message like every other), and past it either
 * one extension (the brand's setting) or the cancellation at the carrier and the protocol to 7 Expirado.
 * A recurring job keyed by its period: one instance at a time runs it.
 */
import { eq } from 'drizzle-orm';
import { saoPauloDatePlus, SHIPPING_REMINDER_DAYS_BEFORE, STATUS } from '@portal/domain';
import type { Database } from '../../db/client';
import { notificationOutbox, protocols } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { applyTransition } from '../backoffice/transitions-service';
import { renderEmail } from '../notifications/layout';
import { protocolLanguage, protocolLink, protocolRecipient } from '../notifications/enqueue';
import { messageBrand } from '../notifications/recipient';
import { CarrierError, type Carrier } from './carrier';
import { applyCarrierEvents } from './tracking-service';
import { brandShippingSettings, openShipments, updateShipment, type ShipmentRow } from './repo';
import { fill, shippingMessages, shownDate } from './messages';

export interface PollResult {
  tracked: number;
  moves: number;
  reminded: number;
  extended: number;
  expired: number;
  errors: string[];
}

/** The reminder, in the protocol's language, to its e-mail (else SMS); once per last day (the dedupe key). */
async function remind(db: Database, shipment: ShipmentRow, now: Date): Promise<boolean> {
  const [protocol] = await db.select().from(protocols).where(eq(protocols.id, shipment.protocolId));
  const brand = protocol ? await messageBrand(db, protocol.brandId) : null;
  const to = protocol ? protocolRecipient(protocol) : null;
  if (!protocol || !brand || !to) return false;
  const lang = protocolLanguage(protocol);
  const params = {
    brand: brand.name,
    code: shipment.authorisationCode!,
    postBy: shownDate(shipment.postBy!),
    id: protocol.id,
  };
  const subject = fill(shippingMessages.reminderSubject, params)[lang];
  const text = fill(shippingMessages.reminderText, params)[lang];
  const link = protocolLink(brand.url, protocol.id);
  const content =
    to.channel === 'sms'
      ? { subject: '', text: `${text} ${link}`, html: null }
      : renderEmail({
          lang,
          subject,
          brandName: brand.name,
          brandColour: brand.colour,
          paragraphs: [text],
          link,
          linkLine: shippingMessages.reminderLink[lang],
        });
  await db.transaction(async (tx) => {
    await tx
      .insert(notificationOutbox)
      .values({
        protocolId: protocol.id,
        brandId: brand.id,
        ...to,
        lang,
        subject: content.subject,
        text: content.text,
        html: content.html,
        dedupeKey: `shipment-reminder:${shipment.id}:${shipment.postBy}`,
        createdAt: now,
      })
      .onConflictDoNothing();
    await updateShipment(tx, shipment.id, { remindedAt: now, updatedAt: now });
  });
  return true;
}

/** Past its last day unused: extended once, or cancelled at the carrier with the protocol to 7. */
async function expire(
  db: Database,
  carrier: Carrier,
  shipment: ShipmentRow,
  now: Date,
  result: PollResult,
): Promise<void> {
  const settings = await brandShippingSettings(db, shipment.brandId);
  if (settings.extendOnce && !shipment.extended) {
    const postBy = saoPauloDatePlus(now, settings.validityDays);
    await carrier.extend(shipment.carrierId!, postBy);
    await updateShipment(db, shipment.id, { postBy, extended: true, remindedAt: null, updatedAt: now });
    result.extended++;
    return;
  }
  await carrier.cancel(shipment.carrierId!);
  await db.transaction(async (tx) => {
    await updateShipment(tx, shipment.id, { state: 'expired', updatedAt: now });
    const [protocol] = await tx.select().from(protocols).where(eq(protocols.id, shipment.protocolId));
    if (protocol?.statusId !== STATUS.POST_OBJECT_GENERATED && protocol?.statusId !== STATUS.OPENED) return;
    const note = fill(shippingMessages.expiredNote, { postBy: shownDate(shipment.postBy!) });
    try {
      await applyTransition(
        tx,
        { source: 'scheduler' },
        protocol.id,
        { to: STATUS.EXPIRED, note: note.pt, noteTexts: note, denialReason: note.pt, from: protocol.statusId },
        now,
        null,
      );
    } catch (error) {
      if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
    }
  });
  result.expired++;
}

export async function pollBrand(db: Database, carrier: Carrier, brandId: number, now: Date, result: PollResult) {
  const open = await openShipments(db, brandId);
  const codes = open.map((s) => s.trackingCode ?? s.authorisationCode!).filter(Boolean);
  if (codes.length > 0 && !carrier.demo) {
    try {
      const events = await carrier.track(codes);
      for (const shipment of open) {
        const list = events.get(shipment.trackingCode ?? shipment.authorisationCode!) ?? [];
        result.moves += await applyCarrierEvents(db, shipment, list, now);
        result.tracked++;
      }
    } catch (error) {
      if (!(error instanceof CarrierError)) throw error;
      result.errors.push(error.code);
    }
  }
  const today = saoPauloDatePlus(now, 0);
  const remindFrom = saoPauloDatePlus(now, SHIPPING_REMINDER_DAYS_BEFORE);
  for (const shipment of await openShipments(db, brandId)) {
    if (shipment.state !== 'issued' || !shipment.postBy) continue;
    try {
      if (shipment.postBy < today) await expire(db, carrier, shipment, now, result);
      else if (!shipment.remindedAt && shipment.postBy <= remindFrom && (await remind(db, shipment, now)))
        result.reminded++;
    } catch (error) {
      if (!(error instanceof CarrierError)) throw error;
      // A cancellation refused because the parcel was posted meanwhile: the next tracking pass will show it.
      await updateShipment(db, shipment.id, { errorCode: error.code, updatedAt: now });
      result.errors.push(error.code);
    }
  }
}
