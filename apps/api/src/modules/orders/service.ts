import { orderLineUniqueKey } from '@portal/domain';
import type { Database } from '../../db/client';
import { DomainError } from '../../lib/errors';
import { coreMessages } from '../../lib/messages';
import { findOrderLines, type OrderLinesScope } from './repo';
import type { OrderLineResponse, OrderLineRow } from './wire';

/** Adds UNIQUE_KEY (the domain's rule) to a row the statement already returned in wire form. */
function withUniqueKey(row: OrderLineRow): OrderLineResponse {
  row.UNIQUE_KEY = orderLineUniqueKey(row);
  return row as OrderLineResponse;
}

/** The same 404 as for something that does not exist (ARCHITECTURE §6): nothing tells a prober the other customer exists. */
export function notFound(code: string): DomainError {
  return new DomainError('not_found', coreMessages.notFound, { code });
}

/** The one identity check lives in lib/identity-claims; kept importable from here for the modules that used it. */
export { assertOwnIdentity } from '../../lib/identity-claims';

/** The customer's lines at the host brand, newest delivery first. */
export async function listOrderLines(db: Database, scope: OrderLinesScope): Promise<OrderLineResponse[]> {
  return (await findOrderLines(db, scope)).map(withUniqueKey);
}
