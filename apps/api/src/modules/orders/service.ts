import { catalogueTexts, orderLineUniqueKey, pickCatalogueText, type Language } from '@portal/domain';
import type { Database } from '../../db/client';
import { DomainError } from '../../lib/errors';
import { coreMessages } from '../../lib/messages';
import { findOrderLines, type OrderLinesScope } from './repo';
import type { OrderLineResponse, OrderLineRow } from './wire';

/**
 * Adds UNIQUE_KEY (the domain's rule) to a row the statement already returned in wire form, and the product and
 * colour names as shown in `lang`: the brand's own text in that language, else its stored name said to be pt.
 */
function toResponse(row: OrderLineRow, lang: Language): OrderLineResponse {
  row.UNIQUE_KEY = orderLineUniqueKey(row);
  row.PRO_NOME_SHOWN = pickCatalogueText(row.PRO_NOME, catalogueTexts(row.PRO_NOME_TEXTS), lang);
  row.COR_NOME_SHOWN = pickCatalogueText(row.COR_NOME, catalogueTexts(row.COR_NOME_TEXTS), lang);
  delete row.PRO_NOME_TEXTS;
  delete row.COR_NOME_TEXTS;
  return row as OrderLineResponse;
}

/** The same 404 as for something that does not exist (ARCHITECTURE §6): nothing tells a prober the other customer exists. */
export function notFound(code: string): DomainError {
  return new DomainError('not_found', coreMessages.notFound, { code });
}

/** The one identity check lives in db/identity-claims; kept importable from here for the modules that used it. */
export { assertOwnIdentity } from '../../db/identity-claims';

/** The customer's lines at the host brand, newest delivery first, their names in `lang` where the brand gives them. */
export async function listOrderLines(
  db: Database,
  scope: OrderLinesScope,
  lang: Language = 'pt',
): Promise<OrderLineResponse[]> {
  return (await findOrderLines(db, scope)).map((row) => toResponse(row, lang));
}
