/**
 * The parts of VTEX's 'Get order' answer (GET /api/oms/pvt/orders/{orderId}) and of its Orders Feed v3 items that the
 * connector reads (ADR 0043). Parsed strictly where the portal depends on a field (money, dates, ids) and leniently
 * elsewhere: VTEX adds fields often and an unknown field must not stop a brand's orders. Money is integer cents, as
 * VTEX sends it.
 */
import { z } from 'zod';

const cents = z.number().int().min(0);
/** VTEX writes instants with 7 fractional digits and an offset ("2026-03-02T14:05:09.1234567+00:00"). */
const vtexInstant = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/, 'not an instant');
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
export const vtexFeedItems = z.array(vtexFeedItem);

const vtexItem = z.object({
  id: z.string(),
  productId: z.string(),
  refId: text,
  productRefId: text,
  name: z.string(),
  skuName: text,
  quantity: z.number().int().min(0),
  price: cents.nullish(),
  sellingPrice: cents.nullish(),
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

export const vtexOrder = z.object({
  orderId: z.string().min(1),
  status: z.string(),
  origin: text,
  marketplaceOrderId: text,
  value: cents,
  creationDate: vtexInstant,
  lastChange: vtexInstant,
  items: z.array(vtexItem),
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
