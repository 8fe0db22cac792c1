/**
 * An order document as the rows the shopper screens read (issue 25): the same columns, in the same forms, as the demo
 * seed writes (db/seed/orders.ts), so an imported order is shown, checked and returned exactly like a seeded one.
 * Pure, so the service can compare what is stored with what was sent and write nothing when they are the same.
 *
 * The document carries delivery, tracking and re-invoice once per order; the portal keeps them per line (a line is
 * returnable from its own delivery), so every line gets the order's. A line's ITE_VALBRUTO is its unit price times
 * its quantity.
 */
import { splitPhone, type OrderDocument, type OrderDocumentLine } from '@portal/domain';
import type { orderLines, orders } from '../../db/schema';

export type OrderValues = Omit<typeof orders.$inferInsert, 'id' | 'createdAt' | 'consumerId'>;
export type LineValues = Omit<
  typeof orderLines.$inferInsert,
  'id' | 'orderId' | 'productNameTexts' | 'colourNameTexts'
>;

export function orderValues(document: OrderDocument): OrderValues {
  const { customer } = document;
  const phone = customer.phone ? splitPhone(customer.phone) : null;
  const address = customer.address;
  return {
    companyCode: document.companyCode,
    branchCode: document.branchCode,
    orderCode: document.orderId,
    paymentType: document.paymentType,
    totalCents: document.totalCents,
    orderedAt: new Date(document.placedAt),
    origin: document.origin,
    isMarketplace: document.marketplace,
    cpf: customer.cpf,
    customerName: customer.name,
    email: customer.email,
    phoneDdi: phone?.ddi ?? null,
    phoneDdd: phone?.ddd ?? null,
    phoneNumber: phone?.number ?? null,
    cep: address?.cep ?? null,
    street: address?.street ?? null,
    city: address?.city ?? null,
    uf: address?.uf ?? null,
    streetNumber: address?.number ?? null,
    complement: address?.complement ?? null,
    district: address?.district ?? null,
    addressId: null,
    addressSeq: null,
  };
}

export function lineValues(document: OrderDocument, line: OrderDocumentLine): LineValues {
  return {
    invoiceNumber: line.invoiceNumber,
    invoiceSeq: line.invoiceSeq,
    itemSeq: line.itemSeq,
    productCode: line.productCode,
    productName: line.productName,
    productModel: line.model,
    gridCode: line.sizeCode,
    size: line.size,
    colourName: line.colour,
    quantity: line.quantity,
    grossCents: line.unitPriceCents * line.quantity,
    deliveredAt: document.deliveredAt === null ? null : new Date(document.deliveredAt),
    imageUrl: line.imageUrl,
    tracking: document.trackingCode,
    isReinvoice: document.reinvoice,
  };
}

/** The line's identity across updates: its invoice and item sequences. */
export const lineKey = (line: { invoiceSeq: number; itemSeq: number }) => `${line.invoiceSeq}:${line.itemSeq}`;

/**
 * What a protocol relied on when it was opened: which product, variant, quantity and price was returned, on which
 * invoice, and whether it was a re-invoice (a second exchange rule). Name, image, delivery and tracking may still
 * change under a protocol; these may not.
 */
export const PROTOCOL_BOUND_FIELDS = [
  'invoiceNumber',
  'productCode',
  'productModel',
  'gridCode',
  'size',
  'colourName',
  'quantity',
  'grossCents',
  'isReinvoice',
] as const satisfies readonly (keyof LineValues)[];

const same = (a: unknown, b: unknown) =>
  a instanceof Date || b instanceof Date
    ? (a instanceof Date ? a.getTime() : a) === (b instanceof Date ? b.getTime() : b)
    : (a ?? null) === (b ?? null);

/** The names of the fields whose stored value differs from the wanted one. */
export function changedFields<T extends object>(stored: T, wanted: Partial<T>): (keyof T)[] {
  return (Object.keys(wanted) as (keyof T)[]).filter((key) => !same(stored[key], wanted[key]));
}
