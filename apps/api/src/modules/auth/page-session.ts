import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { renderedOnce } from '../../db/rendered-statement';
import { consumers, orders, sessions } from '../../db/schema';
import {
  catalogueGenerationColumn,
  sessionInfoOf,
  sessionLookupValues,
  sessionMatches,
  type SessionCarrier,
  type SessionInfo,
} from '../../plugins/session';
import { latestOrderOf, type ConsumerRow, type OrderRow } from './repo';

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

type PageSessionRow = {
  session: typeof sessions.$inferSelect;
  consumer: ConsumerRow;
  latestOrder: OrderRow | null;
  catalogueGeneration: number | null;
};

const pageSessionRead = renderedOnce<PageSessionRow[]>('auth_page_session', (db) => {
  const order = latestOrderOf(db, sessions.consumerId).as('latest_order');
  const orderFields = Object.fromEntries(
    Object.keys(getTableColumns(orders)).map((key) => [key, order[key as keyof typeof order]]),
  ) as unknown as typeof orders._.columns;
  return db
    .select({
      session: sessions,
      consumer: consumers,
      latestOrder: orderFields,
      catalogueGeneration: catalogueGenerationColumn(),
    })
    .from(sessions)
    .innerJoin(consumers, eq(consumers.id, sessions.consumerId))
    .leftJoinLateral(order, sql`true`)
    .where(sessionMatches());
});

/** Looks the page's session up with its shopper (see PageSession) and sets `carrier.session`; null when none. */
export async function loadPageSession(app: FastifyInstance, carrier: SessionCarrier): Promise<void> {
  const values = sessionLookupValues(carrier, app.clock());
  if (!values || !carrier.brand) return;
  const [row] = await pageSessionRead(app.db, { ...values, companyCodes: [...carrier.brand.companyCodes] });
  if (!row) return;
  const session: PageSession = {
    ...sessionInfoOf(row.session, row.catalogueGeneration),
    shopper: { consumer: row.consumer, latestOrder: row.latestOrder ?? undefined },
  };
  carrier.session = session;
}
