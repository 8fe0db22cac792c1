/**
 * Test helpers for the protocol reading and contact-update calls: requests with a session, and protocols written
 * straight into the database in a chosen state (a back office moving protocols along does not exist yet).
 */
import { eq } from 'drizzle-orm';
import type { DesireTrigger } from '@portal/domain';
import { consumers, protocolHistory, protocols } from '../../db/schema';
import type { TestApp } from '../../test/test-app';

export { callWith, type CallOptions } from '../../test/call-with';

export interface HistoryStep {
  statusId: number;
  note?: string;
}

/**
 * A copy of `template` (an existing protocol) for the same customer, with its own id, trigger, contact type, creation
 * time and history; the stored status is the last history entry's, as the back office keeps it.
 */
export async function insertProtocolLike(
  testApp: TestApp,
  templateId: number,
  options: {
    trigger: DesireTrigger;
    history: HistoryStep[];
    contactType?: number;
    createdAt?: Date;
    consumerId?: number;
    brandId?: number;
  },
): Promise<number> {
  const { db } = testApp.database;
  const [template] = await db.select().from(protocols).where(eq(protocols.id, templateId));
  if (!template) throw new Error(`no protocol ${templateId}`);
  const { id: _omit, ...values } = template;
  // An hour ago by default, so its history is over before anything the test does now.
  const createdAt = options.createdAt ?? new Date(testApp.clock.now().getTime() - 3_600_000);
  const last = options.history.at(-1);
  if (!last) throw new Error('a protocol needs history');
  const [row] = await db
    .insert(protocols)
    .values({
      ...values,
      trigger: options.trigger,
      statusId: last.statusId,
      contactType: options.contactType ?? template.contactType,
      consumerId: options.consumerId ?? template.consumerId,
      brandId: options.brandId ?? template.brandId,
      createdAt,
    })
    .returning({ id: protocols.id });
  const id = row!.id;
  await db.insert(protocolHistory).values(
    options.history.map((step, index) => ({
      protocolId: id,
      statusId: step.statusId,
      happenedAt: new Date(createdAt.getTime() + index * 60_000),
      note: step.note ?? `Passo ${index + 1}`,
      message: null,
    })),
  );
  return id;
}

export async function consumerIdOf(testApp: TestApp, email: string): Promise<number> {
  const [row] = await testApp.database.db
    .select({ id: consumers.id })
    .from(consumers)
    .where(eq(consumers.email, email));
  if (!row) throw new Error(`no consumer ${email}`);
  return row.id;
}
