/**
 * What the specs that walk a journey in each language share: the shopper's texts of the request journey per language
 * (read from the web app's own locale files, so a spec never retypes a label), `{{name}}` filling as the app's
 * translator does it, and the UNIQUE_KEY of a seeded order line, which its Home card carries.
 */
import { orderLineUniqueKey, type Language } from '@portal/domain';
import { ORDER_SEEDS } from '../../apps/api/src/db/seed/orders-data';
import { PRODUCTS } from '../../apps/api/src/db/seed/products';
import enOrders from '../../apps/web/src/locales/en/orders.json' with { type: 'json' };
import enRequest from '../../apps/web/src/locales/en/request.json' with { type: 'json' };
import esOrders from '../../apps/web/src/locales/es/orders.json' with { type: 'json' };
import esRequest from '../../apps/web/src/locales/es/request.json' with { type: 'json' };
import ptOrders from '../../apps/web/src/locales/pt/orders.json' with { type: 'json' };
import ptRequest from '../../apps/web/src/locales/pt/request.json' with { type: 'json' };

export const JOURNEY_TEXTS = {
  pt: { orders: ptOrders, request: ptRequest },
  en: { orders: enOrders, request: enRequest },
  es: { orders: esOrders, request: esRequest },
} as const satisfies Record<Language, unknown>;

/** `{{name}}` placeholders filled in. */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

/** A seeded order line by order code and item sequence: its UNIQUE_KEY and product code. */
export function seededOrderLine(orderCode: string, itemSeq: number): { uniqueKey: string; productCode: string } {
  const order = ORDER_SEEDS.find((entry) => entry.orderCode === orderCode);
  const line = order?.lines.find((entry) => entry.itemSeq === itemSeq);
  if (!order || !line) throw new Error(`No seeded line ${orderCode}/${itemSeq}`);
  const product = PRODUCTS[line.product];
  const uniqueKey = orderLineUniqueKey({
    FAT_SEQUENCIA: order.invoiceSeq,
    ITE_SEQUENCIA: line.itemSeq,
    PRO_CODIGO: product.code,
    GRA_TAMANHO: line.size,
    NUMERONF: Number(order.invoiceNumber),
    COR_NOME: line.colour,
  });
  return { uniqueKey, productCode: product.code };
}

/** The item sequence a language and a width use in an order kept for a language walk: pt 1-2, en 3-4, es 5-6. */
export function walkItemSeq(language: Language, project: string): number {
  return { pt: 1, en: 3, es: 5 }[language] + (project === 'phone' ? 0 : 1);
}
