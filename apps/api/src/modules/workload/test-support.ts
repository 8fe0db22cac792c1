/** Helpers of the workload and dashboard API tests. */
import { eq } from 'drizzle-orm';
import { protocolHistory, protocolItems, protocols } from '../../db/schema';
import type { TestApp } from '../../test/test-app';

type ProtocolRow = typeof protocols.$inferSelect;
type ItemRow = typeof protocolItems.$inferSelect;

/**
 * `count` copies of protocol `source` (its row, items and opening entry), each changed by `change(index)`: many
 * protocols in three statements, where opening each through the portal would take seconds apiece on PGlite.
 */
export async function copiesOf(
  t: TestApp,
  source: number,
  count: number,
  change: (index: number) => { protocol?: Partial<ProtocolRow>; item?: Partial<ItemRow> } = () => ({}),
): Promise<number[]> {
  const db = t.database.db;
  const [row] = await db.select().from(protocols).where(eq(protocols.id, source));
  const items = await db.select().from(protocolItems).where(eq(protocolItems.protocolId, source));
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the copies take new ids and no shipping code
  const { id, shippingCode, ...rest } = row!;
  const changes = Array.from({ length: count }, (_, index) => change(index));
  const copies = changes.map((one) => ({ ...rest, ...one.protocol }));
  const created = await db.insert(protocols).values(copies).returning({ id: protocols.id });
  const ids = created.map((r) => r.id);
  await db.insert(protocolHistory).values(
    ids.map((protocolId, index) => ({
      protocolId,
      statusId: rest.statusId,
      happenedAt: copies[index]!.createdAt,
      source: 'portal' as const,
    })),
  );
  await db.insert(protocolItems).values(
    ids.flatMap((protocolId, index) =>
      items.map((item) => {
        // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a new id per copy
        const { id: itemId, ...itemRest } = item;
        return { ...itemRest, ...changes[index]!.item, protocolId };
      }),
    ),
  );
  return ids;
}
