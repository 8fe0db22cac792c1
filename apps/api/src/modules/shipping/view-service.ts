/**
 * What the shopper and the operator read of a protocol's shipping (issue 48), in the wire contract of
 * packages/domain/src/schemas/shipment.ts, and the operator's actions: issue again, extend, cancel.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  saoPauloDatePlus,
  SHIPMENT_EVENT_TEXTS,
  shipmentActions,
  type ConsoleShipmentResponse,
  type Language,
  type ShipmentEvent,
  type ShopperShipmentResponse,
} from '@portal/domain';
import type { Database } from '../../db/client';
import { protocols, shipments } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { protocolNotFound } from '../backoffice/transitions-service';
import type { OperatorIdentity } from '../backoffice/operator-session';
import { findOwnedProtocol, type ProtocolOwner } from '../protocols/read-repo';
import { CarrierError, carrierErrorText } from './carrier';
import { enqueueIssue } from './enqueue';
import type { CarrierFor } from './issue-service';
import { requestShipment } from './issue-service';
import {
  brandShippingSettings,
  eventsOf,
  liveShipment,
  shipmentsOf,
  updateShipment,
  type ShipmentEventRow,
  type ShipmentRow,
} from './repo';
import { shippingMessages } from './messages';

function eventView(row: ShipmentEventRow, lang: Language): ShipmentEvent {
  const kind = row.kind as ShipmentEvent['kind'];
  return {
    at: row.at.toISOString(),
    kind,
    description: (SHIPMENT_EVENT_TEXTS[kind] ?? SHIPMENT_EVENT_TEXTS.other)[lang],
    carrierText: row.carrierText,
    place: row.place,
  };
}

function shopperView(row: ShipmentRow, events: ShipmentEventRow[], lang: Language) {
  return {
    carrier: 'correios' as const,
    demo: row.demo,
    state: row.state,
    authorisationCode: row.authorisationCode,
    postBy: row.postBy,
    trackingCode: row.trackingCode,
    events: events.filter((e) => e.shipmentId === row.id).map((e) => eventView(e, lang)),
  };
}

export async function shopperShipment(
  db: Database,
  carrierFor: CarrierFor,
  owner: ProtocolOwner,
  protocolId: number,
  lang: Language,
): Promise<ShopperShipmentResponse> {
  const protocol = await findOwnedProtocol(db, owner, protocolId);
  if (!protocol) throw protocolNotFound();
  // The live authorisation (a 'requested' one says her code is on its way), else the newest one (an expired code
  // still explains itself); a failed one is the operator's business, not hers.
  const rows = (await shipmentsOf(db, protocol.id)).filter((row) => row.state !== 'failed');
  const live = (r: ShipmentRow) => r.state === 'requested' || r.state === 'issued' || r.state === 'posted';
  const row = rows.find(live) ?? rows[0] ?? null;
  const connected = carrierFor(protocol.brandId) !== null;
  const instructions = connected ? null : (await brandShippingSettings(db, protocol.brandId)).returnInstructions;
  return {
    shipment: row ? shopperView(row, await eventsOf(db, [row.id]), lang) : null,
    returnInstructions: instructions ? instructions[lang] : null,
  };
}

async function operatorProtocol(db: Database, operator: OperatorIdentity, protocolId: number) {
  const [protocol] = await db
    .select()
    .from(protocols)
    .where(and(eq(protocols.id, protocolId), inArray(protocols.brandId, operator.brands)));
  if (!protocol) throw protocolNotFound();
  return protocol;
}

export async function consoleShipment(
  db: Database,
  carrierFor: CarrierFor,
  operator: OperatorIdentity,
  protocolId: number,
  lang: Language,
): Promise<ConsoleShipmentResponse> {
  const protocol = await operatorProtocol(db, operator, protocolId);
  const rows = await shipmentsOf(db, protocol.id);
  const events = await eventsOf(
    db,
    rows.map((r) => r.id),
  );
  const hasLive = rows.some((r) => r.state === 'requested' || r.state === 'issued' || r.state === 'posted');
  return {
    connected: carrierFor(protocol.brandId) !== null,
    shipments: rows.map((row) => ({
      ...shopperView(row, events, lang),
      id: row.id,
      requestId: row.requestId,
      createdAt: row.createdAt.toISOString(),
      error: row.errorText ? row.errorText[lang] : null,
      actions: shipmentActions(row.state, row.extended, hasLive),
    })),
  };
}

const refused = (text: (typeof shippingMessages)[keyof typeof shippingMessages], code: string) =>
  new DomainError('rule', text, { code });

/** The operator's 'issue again': a new request for a protocol whose last one failed, expired or was cancelled. */
export async function issueAgain(
  db: Database,
  carrierFor: CarrierFor,
  operator: OperatorIdentity,
  protocolId: number,
  now: Date,
) {
  const protocol = await operatorProtocol(db, operator, protocolId);
  const carrier = carrierFor(protocol.brandId);
  if (!carrier) throw refused(shippingMessages.notConnected, 'shipping_not_connected');
  if (await liveShipment(db, protocol.id))
    throw new DomainError('conflict', shippingMessages.alreadyLive, { code: 'shipment_live' });
  const round = (await db.select({ id: shipments.id }).from(shipments).where(eq(shipments.protocolId, protocol.id)))
    .length;
  await db.transaction(async (tx) => {
    await requestShipment(tx, protocol, carrier.demo, now);
    await enqueueIssue(tx, { protocolId: protocol.id, now, round: round + 1 });
  });
}

/** Runs a carrier call for an operator: a refusal becomes a 422 in words, the shipment keeps its state. */
async function carrierAction(db: Database, row: ShipmentRow, now: Date, action: () => Promise<void>) {
  try {
    await action();
  } catch (error) {
    if (!(error instanceof CarrierError)) throw error;
    const text = carrierErrorText(error);
    await updateShipment(db, row.id, { errorCode: error.code, errorText: text, updatedAt: now });
    throw new DomainError(error.kind === 'transient' ? 'unavailable' : 'rule', text, { code: error.code });
  }
}

export async function extendShipment(
  db: Database,
  carrierFor: CarrierFor,
  operator: OperatorIdentity,
  protocolId: number,
  now: Date,
) {
  const protocol = await operatorProtocol(db, operator, protocolId);
  const carrier = carrierFor(protocol.brandId);
  const row = await liveShipment(db, protocol.id);
  if (!carrier) throw refused(shippingMessages.notConnected, 'shipping_not_connected');
  if (!row) throw refused(shippingMessages.noAuthorisation, 'no_shipment');
  if (!shipmentActions(row.state, row.extended, true).extend)
    throw refused(shippingMessages.notAllowed, 'shipment_action_not_allowed');
  const settings = await brandShippingSettings(db, protocol.brandId);
  const postBy = saoPauloDatePlus(now, settings.validityDays);
  await carrierAction(db, row, now, () => carrier.extend(row.carrierId!, postBy));
  await updateShipment(db, row.id, {
    postBy,
    extended: true,
    remindedAt: null,
    errorCode: null,
    errorText: null,
    updatedAt: now,
  });
}

export async function cancelShipment(
  db: Database,
  carrierFor: CarrierFor,
  operator: OperatorIdentity,
  protocolId: number,
  now: Date,
) {
  const protocol = await operatorProtocol(db, operator, protocolId);
  const carrier = carrierFor(protocol.brandId);
  const row = await liveShipment(db, protocol.id);
  if (!carrier) throw refused(shippingMessages.notConnected, 'shipping_not_connected');
  if (!row) throw refused(shippingMessages.noAuthorisation, 'no_shipment');
  if (!shipmentActions(row.state, row.extended, true).cancel)
    throw refused(shippingMessages.notAllowed, 'shipment_action_not_allowed');
  await carrierAction(db, row, now, () => carrier.cancel(row.carrierId!));
  await updateShipment(db, row.id, { state: 'cancelled', errorCode: null, errorText: null, updatedAt: now });
}
