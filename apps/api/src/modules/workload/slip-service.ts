/** The receiving slip (issue 27): what the warehouse checks a parcel against; the web prints it with a Code 128. */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { pickLanguage, resolutionName, type Language } from '@portal/domain';
import type { Database } from '../../db/client';
import { brands, type LocalizedText } from '../../db/schema';
import type { OperatorIdentity } from '../backoffice/operator-session';
import { findScopedProtocol, itemsWithNames } from '../backoffice/queue-repo';
import { protocolNotFound } from '../backoffice/transitions-service';
import type { slipAnswer } from './wire';

const nameIn = (text: LocalizedText | null, lang: Language) => (text ? pickLanguage(text, lang) : '');

export async function receivingSlip(
  db: Database,
  operator: OperatorIdentity,
  protocolId: number,
  lang: Language,
): Promise<z.infer<typeof slipAnswer>> {
  const protocol = await findScopedProtocol(db, operator.brands, protocolId);
  if (!protocol) throw protocolNotFound();
  const [brand] = await db.select({ name: brands.name }).from(brands).where(eq(brands.id, protocol.brandId));
  // The protocol page's own read: the reason and the desire by name, in the operator's language (issue 46).
  const items = await itemsWithNames(db, protocol.id);
  return {
    prtId: protocol.id,
    brandName: brand?.name ?? String(protocol.brandId),
    createdAt: protocol.createdAt.toISOString(),
    customerName: protocol.name,
    shippingCode: protocol.shippingCode,
    items: items.map(({ item, reasonName, desireName, desireTrigger }) => ({
      position: item.position,
      reasonName: nameIn(reasonName, lang),
      desireName: nameIn(resolutionName(desireName, desireTrigger, item.trigger), lang),
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
