/** The shipments' reads and writes (issue 48). Times are the caller's clock. */
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { SHIPPING_SETTINGS_DEFAULTS, type ShippingSettingsInput } from '@portal/domain';
import type { Database } from '../../db/client';
import { shipmentEvents, shipments, shippingSettings } from '../../db/schema';

export type ShipmentRow = typeof shipments.$inferSelect;
export type ShipmentEventRow = typeof shipmentEvents.$inferSelect;

export async function brandShippingSettings(db: Database, brandId: number): Promise<ShippingSettingsInput> {
  const [row] = await db.select().from(shippingSettings).where(eq(shippingSettings.brandId, brandId));
  if (!row) return SHIPPING_SETTINGS_DEFAULTS;
  const { brandId: _brand, ...settings } = row;
  return settings;
}

/** The protocol's live authorisation (requested, issued or posted), at most one by the unique index. */
export async function liveShipment(db: Database, protocolId: number, lock = false): Promise<ShipmentRow | null> {
  const query = db
    .select()
    .from(shipments)
    .where(and(eq(shipments.protocolId, protocolId), inArray(shipments.state, ['requested', 'issued', 'posted'])));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function shipmentsOf(db: Database, protocolId: number): Promise<ShipmentRow[]> {
  return db.select().from(shipments).where(eq(shipments.protocolId, protocolId)).orderBy(desc(shipments.id));
}

export async function eventsOf(db: Database, shipmentIds: number[]): Promise<ShipmentEventRow[]> {
  if (shipmentIds.length === 0) return [];
  return db
    .select()
    .from(shipmentEvents)
    .where(inArray(shipmentEvents.shipmentId, shipmentIds))
    .orderBy(asc(shipmentEvents.at), asc(shipmentEvents.id));
}

/** Every brand's open authorisations with a code, for tracking and expiry. */
export async function openShipments(db: Database, brandId: number): Promise<ShipmentRow[]> {
  return db
    .select()
    .from(shipments)
    .where(
      and(
        eq(shipments.brandId, brandId),
        inArray(shipments.state, ['issued', 'posted']),
        isNotNull(shipments.authorisationCode),
      ),
    )
    .orderBy(asc(shipments.id));
}

export async function updateShipment(db: Database, id: number, set: Partial<ShipmentRow>): Promise<ShipmentRow> {
  const [row] = await db.update(shipments).set(set).where(eq(shipments.id, id)).returning();
  return row!;
}
