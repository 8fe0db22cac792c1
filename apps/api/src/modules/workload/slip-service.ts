/** The receiving slip (issue 27): what the warehouse checks a parcel against; the web prints it with a Code 128. */
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { brands, protocolItems } from '../../db/schema';
import type { OperatorIdentity } from '../backoffice/operator-session';
import { findScopedProtocol } from '../backoffice/queue-repo';
import { protocolNotFound } from '../backoffice/transitions-service';
import type { slipAnswer } from './wire';

export async function receivingSlip(
  db: Database,
  operator: OperatorIdentity,
  protocolId: number,
): Promise<z.infer<typeof slipAnswer>> {
  const protocol = await findScopedProtocol(db, operator.brands, protocolId);
  if (!protocol) throw protocolNotFound();
  const [brand] = await db.select({ name: brands.name }).from(brands).where(eq(brands.id, protocol.brandId));
  const items = await db
    .select()
    .from(protocolItems)
    .where(eq(protocolItems.protocolId, protocol.id))
    .orderBy(asc(protocolItems.position), asc(protocolItems.id));
  return {
    prtId: protocol.id,
    brandName: brand?.name ?? String(protocol.brandId),
    createdAt: protocol.createdAt.toISOString(),
    customerName: protocol.name,
    shippingCode: protocol.shippingCode,
    items: items.map((item) => ({
      position: item.position,
      productCode: item.productCode,
      productName: item.productName,
      colour: item.colourName,
      size: item.size,
      exchangeSize: item.exchangeSize,
      quantity: item.quantity,
      observation: item.observation || null,
    })),
  };
}
