/**
 * The parts of VTEX's 'Get order' answer (GET /api/oms/pvt/orders/{orderId}) and of its Orders Feed v3 items that the
 * connector reads (ADR 0043). Parsed strictly where the portal depends on a field (money, dates, ids) and leniently
 * elsewhere: VTEX adds fields often and an unknown field must not stop a brand's orders. Money is integer cents, as
 * VTEX sends it.
 */
import { z } from 'zod';

const cents = z.number().int().min(0);

const INSTANT = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Whether `value` is an instant as VTEX writes them and a real one. VTEX's Orders API document gives lastChange and
 * creationDate as 'YYYY-MM-DDThh:mm:ssZ' but issuanceDate and courierStatus.deliveredDate as
 * 'YYYY-MM-DD hh:mm:ss[.nnnnnnn]+hh:mm' (a space), with up to 7 fractional digits: both are read. A string of the
 * right shape naming no instant ('…T24:61:00Z', '2026-02-30') is not one: Date would roll it over silently.
 */
export function isVtexInstant(value: string): boolean {
  const parts = INSTANT.exec(value);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const utc = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    utc.getUTCFullYear() === year &&
    utc.getUTCMonth() === month - 1 &&
    utc.getUTCDate() === day &&
    utc.getUTCHours() === hour &&
    utc.getUTCMinutes() === minute &&
    utc.getUTCSeconds() === second
  );
}

/** A VTEX instant, written with a `T` from here on (what Date and PostgreSQL read alike); its 7 digits are kept. */
const vtexInstant = z
  .string()
  .refine(isVtexInstant, 'not an instant')
  .transform((value) => value.replace(' ', 'T'));
const text = z.string().nullish();

/** One Feed v3 item (GET /api/orders/feed). `handle` is what commits it. */
export const vtexFeedItem = z.object({
  eventId: z.string().nullish(),
  handle: z.string().min(1),
  domain: text,
  state: text,
  lastState: text,
  orderId: z.string().min(1),
  lastChange: vtexInstant,
  currentChange: text,
});
export type VtexFeedItem = z.infer<typeof vtexFeedItem>;

/** A feed item that could not be read, with what made it so (the paths and messages, never the values). */
export interface UnreadableFeedItem {
  /** Present when the item still names a handle (it can then be committed once recorded). */
  handle: string | null;
  orderId: string | null;
  reasons: { field: string; code: string; message: string }[];
}

/**
 * The retrieve answer read item by item: one unreadable item must not hold the others back (issue 45). The answer
 * itself must be an array (or empty); anything else is unreadable as a whole.
 */
export function readFeedItems(body: unknown): { items: VtexFeedItem[]; unreadable: UnreadableFeedItem[] } | null {
  if (body === null || body === undefined) return { items: [], unreadable: [] };
  if (!Array.isArray(body)) return null;
  const items: VtexFeedItem[] = [];
  const unreadable: UnreadableFeedItem[] = [];
  for (const [index, raw] of body.entries()) {
    const parsed = vtexFeedItem.safeParse(raw);
    if (parsed.success) {
      items.push(parsed.data);
      continue;
    }
    const loose = (raw ?? {}) as { handle?: unknown; orderId?: unknown };
    unreadable.push({
      handle: typeof loose.handle === 'string' && loose.handle ? loose.handle : null,
      orderId: typeof loose.orderId === 'string' && loose.orderId ? loose.orderId : null,
      reasons: parsed.error.issues.slice(0, 10).map((issue) => ({
        field: `feed[${index}].${issue.path.join('.')}`,
        code: 'vtex_feed_item_unreadable',
        message: issue.message,
      })),
    });
  }
  return { items, unreadable };
}

const vtexItem = z.object({
  id: z.string(),
  productId: z.string(),
  /** 'Product referencial code associated with the item' (Get order, items[].refId): the portal's model. */
  refId: text,
  name: z.string(),
  quantity: z.number().int().min(0),
  price: cents.nullish(),
  sellingPrice: cents.nullish(),
  isGift: z.boolean().nullish(),
  imageUrl: text,
});

const vtexPackage = z.object({
  /** 'Output' for a sale's invoice, 'Input' for a return's. */
  type: text,
  invoiceNumber: z.string().nullish(),
  issuanceDate: vtexInstant.nullish(),
  trackingNumber: text,
  courierStatus: z
    .object({
      status: text,
      finished: z.boolean().nullish(),
      deliveredDate: vtexInstant.nullish(),
    })
    .nullish(),
  items: z.array(z.object({ itemIndex: z.number().int().min(0), quantity: z.number().int().min(0), price: cents.nullish() })),
});

const vtexPayment = z.object({
  paymentSystem: z.union([z.string(), z.number()]).nullish(),
  paymentSystemName: text,
  group: text,
  value: cents.nullish(),
});

/**
 * Get order's itemMetadata.Items[]: 'SkuName' is the 'Name of the SKU corresponding to the item', keyed by
 * 'Id' = items[].id (the order's items themselves carry no SKU name).
 */
const vtexItemMetadata = z.object({ Id: z.string(), SkuName: text, RefId: text });

export const vtexOrder = z.object({
  orderId: z.string().min(1),
  status: z.string(),
  origin: text,
  marketplaceOrderId: text,
  value: cents,
  creationDate: vtexInstant,
  lastChange: vtexInstant,
  items: z.array(vtexItem),
  itemMetadata: z.object({ Items: z.array(vtexItemMetadata).nullish() }).nullish(),
  clientProfileData: z
    .object({
      email: text,
      firstName: text,
      lastName: text,
      documentType: text,
      document: text,
      phone: text,
    })
    .nullish(),
  shippingData: z
    .object({
      address: z
        .object({
          receiverName: text,
          postalCode: text,
          city: text,
          state: text,
          street: text,
          number: text,
          complement: text,
          neighborhood: text,
        })
        .nullish(),
    })
    .nullish(),
  paymentData: z
    .object({ transactions: z.array(z.object({ payments: z.array(vtexPayment).nullish() })).nullish() })
    .nullish(),
  packageAttachment: z.object({ packages: z.array(vtexPackage).nullish() }).nullish(),
});
export type VtexOrder = z.infer<typeof vtexOrder>;
