import { and, desc, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { renderedOnce } from '../../db/rendered-statement';
import { catalogueGeneration, consumers, orders, sessions } from '../../db/schema';
import { hashSessionId, SESSION_COOKIE, type SessionCarrier, type SessionInfo } from '../../plugins/session';
import type { ConsumerRow, OrderRow } from './repo';

/**
 * A server-rendered page's session lookup (issue 29, ADR 0069): the session, its shopper and their latest order at
 * the brand, and the catalogue's generation, in one statement. A signed-in page's first call is the session check
 * (GET /authentication/valid), which needs the shopper and the order: read with the session, the page's session and
 * its check cost one round trip to the database instead of two (the hook's lookup, then the two reads together).
 * A browser's own calls keep the hook's lookup, which reads the session only.
 */
export interface PageSession extends SessionInfo {
  /** The session's shopper and their latest order at the brand, as of the lookup. */
  shopper: { consumer: ConsumerRow; latestOrder: OrderRow | undefined };
}

export function isPageSession(session: SessionInfo): session is PageSession {
  return 'shopper' in session;
}

const latestOrder = (db: Database) =>
  db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.consumerId, sessions.consumerId),
        sql`${orders.companyCode} = any(${sql.placeholder('companyCodes')}::integer[])`,
      ),
    )
    .orderBy(desc(orders.orderedAt), desc(orders.id))
    .limit(1)
    .as('latest_order');

type PageSessionRow = {
  session: typeof sessions.$inferSelect;
  consumer: ConsumerRow;
  latestOrder: OrderRow | null;
  catalogueGeneration: number | null;
};

const pageSessionRead = renderedOnce<PageSessionRow[]>('auth_page_session', (db) => {
  const order = latestOrder(db);
  const orderFields = Object.fromEntries(
    Object.keys(getTableColumns(orders)).map((key) => [key, order[key as keyof typeof order]]),
  ) as unknown as typeof orders._.columns;
  return db
    .select({
      session: sessions,
      consumer: consumers,
      latestOrder: orderFields,
      catalogueGeneration: sql<number>`(select ${catalogueGeneration.generation} from ${catalogueGeneration})`,
    })
    .from(sessions)
    .innerJoin(consumers, eq(consumers.id, sessions.consumerId))
    .leftJoinLateral(order, sql`true`)
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        // A session belongs to the brand it was made at, as the hook's lookup (plugins/session.ts).
        eq(sessions.brandId, sql.placeholder('brandId')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    );
});

/** Looks the page's session up with its shopper (see PageSession) and sets `carrier.session`; null when none. */
export async function loadPageSession(app: FastifyInstance, carrier: SessionCarrier): Promise<void> {
  const id = carrier.cookies[SESSION_COOKIE];
  const brand = carrier.brand;
  if (!id || !brand) return;
  const [row] = await pageSessionRead(app.db, {
    idHash: hashSessionId(id),
    brandId: brand.id,
    now: app.clock(),
    companyCodes: [...brand.companyCodes],
  });
  if (!row) return;
  const session: PageSession = {
    consumerId: row.session.consumerId,
    brandId: row.session.brandId,
    loginIdentity: row.session.loginIdentity,
    createdAt: row.session.createdAt,
    expiresAt: row.session.expiresAt,
    ...(typeof row.catalogueGeneration === 'number' ? { catalogueGeneration: row.catalogueGeneration } : {}),
    shopper: { consumer: row.consumer, latestOrder: row.latestOrder ?? undefined },
  };
  carrier.session = session;
}
