/**
 * A VTEX order as the portal's order document (issue 25, ADR 0043). Pure: the same VTEX order always gives the same
 * document, so re-applying it is 'unchanged' and writes nothing.
 *
 * - Lines come from the invoices (packageAttachment.packages of type Output): a shopper can only return what was
 *   invoiced. The package's position is the invoice sequence and the item's position in the order the item sequence,
 *   both stable in VTEX (packages are appended, items keep their index), so an update names the same lines again.
 * - The invoice number is kept as VTEX holds it, a string: "000231688" keeps its zeros.
 * - Delivered when every invoiced package's tracking finished with a delivery date: the latest of them. Until then
 *   null, so a line is not returnable before the last parcel arrived (a return window never starts early).
 * - The payment type is the payment group of the largest payment (a gift card topping up a card payment is a card
 *   payment); a group the portal has no type for is refused with its name rather than guessed.
 * - Size and colour are not fields of a VTEX order: they come from the SKU name, "<colour> - <size>" (ADR 0043).
 */
import {
  onlyDigits,
  PAYMENT_TYPE,
  type DocumentError,
  type OrderDocumentInput,
  type PaymentTypeCode,
} from '@portal/domain';
import type { VtexConnection } from './config';
import type { VtexOrder } from './vtex-order';

/** The order document as this connector fills it: the integration API's own input type. */
export type MappedOrderDocument = OrderDocumentInput & { paymentType: PaymentTypeCode };

export type VtexMapping =
  | { kind: 'document'; document: MappedOrderDocument }
  /** Nothing a shopper could return yet (or ever): recorded and committed, applied when a later change invoices it. */
  | { kind: 'skipped'; reason: 'canceled' | 'not_invoiced' }
  | { kind: 'rejected'; errors: DocumentError[] };

/** VTEX payment groups the portal has a payment type for (spec §3 PED_TIPOPGTO). */
const PAYMENT_TYPE_OF_GROUP: Readonly<Record<string, PaymentTypeCode>> = {
  creditCard: PAYMENT_TYPE.CREDIT_CARD,
  bankInvoice: PAYMENT_TYPE.BANK_SLIP,
  instantPayment: PAYMENT_TYPE.PIX,
  giftCard: PAYMENT_TYPE.SHOPPING_VOUCHER,
  promissory: PAYMENT_TYPE.TERM,
};

const CANCELED_STATUSES = new Set(['canceled', 'cancellation-requested', 'cancel']);

/** VTEX's instants carry 7 fractional digits; the document's are ISO 8601 in UTC with milliseconds. */
const isoInstant = (vtex: string) => new Date(vtex).toISOString();

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

function paymentType(order: VtexOrder): { type: PaymentTypeCode } | { error: DocumentError } {
  const payments = (order.paymentData?.transactions ?? []).flatMap((transaction) => transaction.payments ?? []);
  const largest = payments.reduce<(typeof payments)[number] | null>(
    (best, payment) => (best && (best.value ?? 0) >= (payment.value ?? 0) ? best : payment),
    null,
  );
  const group = largest?.group ?? '';
  const type = Object.hasOwn(PAYMENT_TYPE_OF_GROUP, group) ? PAYMENT_TYPE_OF_GROUP[group] : undefined;
  if (type !== undefined) return { type };
  return {
    error: {
      field: 'paymentData.transactions.payments.group',
      code: 'vtex_payment_group_unmapped',
      message: `payment group '${group || 'none'}' has no portal payment type (mapped: ${Object.keys(PAYMENT_TYPE_OF_GROUP).join(', ')})`,
    },
  };
}

/** "<colour> - <size>", split at the last " - " (a colour may itself hold one: "Azul - Marinho - M"). */
function sizeAndColour(skuName: string | null | undefined): { colour: string; size: string } | null {
  const name = skuName?.trim() ?? '';
  const at = name.lastIndexOf(' - ');
  if (at <= 0) return null;
  const colour = name.slice(0, at).trim();
  const size = name.slice(at + 3).trim();
  return colour && size ? { colour, size } : null;
}

function deliveredAt(packages: NonNullable<NonNullable<VtexOrder['packageAttachment']>['packages']>): string | null {
  let latest: string | null = null;
  for (const pack of packages) {
    const status = pack.courierStatus;
    if (!status?.finished || !status.deliveredDate) return null;
    const at = isoInstant(status.deliveredDate);
    if (latest === null || at > latest) latest = at;
  }
  return latest;
}

function customer(order: VtexOrder): MappedOrderDocument['customer'] {
  const profile = order.clientProfileData;
  const address = order.shippingData?.address;
  const cpf = profile?.documentType?.toLowerCase() === 'cpf' ? onlyDigits(profile.document) || null : null;
  const mapped: MappedOrderDocument['customer'] = {
    cpf,
    name: [profile?.firstName, profile?.lastName].map((part) => part?.trim() ?? '').filter(Boolean).join(' '),
    email: blankToNull(profile?.email)?.toLowerCase() ?? null,
    // VTEX writes +5511987654321; the portal keeps digits with the country code.
    phone: onlyDigits(profile?.phone) || null,
  };
  // The document's address is all or nothing: a partial one would be refused, and the order with it.
  if (address?.postalCode && address.street?.trim() && address.neighborhood?.trim() && address.city && address.state) {
    mapped.address = {
      cep: onlyDigits(address.postalCode),
      street: address.street.trim(),
      number: address.number?.trim() || 'S/N',
      complement: blankToNull(address.complement),
      district: address.neighborhood.trim(),
      city: address.city.trim(),
      uf: address.state.trim().toUpperCase(),
    };
  }
  return mapped;
}

/** The order document of `order` for `connection`'s brand, or why there is none. */
export function mapVtexOrder(order: VtexOrder, connection: Pick<VtexConnection, 'companyCode' | 'branchCode'>): VtexMapping {
  if (CANCELED_STATUSES.has(order.status)) return { kind: 'skipped', reason: 'canceled' };
  const invoices = (order.packageAttachment?.packages ?? [])
    .map((pack, index) => ({ pack, invoiceSeq: index + 1 }))
    // Input packages are returns' invoices, and a package without a number is not invoiced yet.
    .filter(({ pack }) => (pack.type ?? 'Output') === 'Output' && blankToNull(pack.invoiceNumber) !== null);
  if (invoices.length === 0) return { kind: 'skipped', reason: 'not_invoiced' };

  const errors: DocumentError[] = [];
  const payment = paymentType(order);
  if ('error' in payment) errors.push(payment.error);

  const lines: MappedOrderDocument['lines'] = [];
  for (const { pack, invoiceSeq } of invoices) {
    for (const packed of pack.items) {
      const item = order.items[packed.itemIndex];
      const field = `items[${packed.itemIndex}]`;
      if (!item) {
        errors.push({ field, code: 'vtex_package_item_unknown', message: 'package names an item the order lacks' });
        continue;
      }
      const variant = sizeAndColour(item.skuName);
      if (!variant) {
        errors.push({ field: `${field}.skuName`, code: 'vtex_sku_name', message: "SKU name is not '<colour> - <size>'" });
        continue;
      }
      const unitPriceCents = packed.price ?? item.sellingPrice ?? item.price;
      if (unitPriceCents == null) {
        errors.push({ field: `${field}.price`, code: 'vtex_price_missing', message: 'item has no price' });
        continue;
      }
      lines.push({
        invoiceSeq,
        itemSeq: packed.itemIndex + 1,
        invoiceNumber: pack.invoiceNumber!.trim(),
        productCode: item.productId,
        productName: item.name.trim(),
        model: item.productRefId?.trim() || item.productId,
        sizeCode: variant.size,
        size: variant.size,
        colour: variant.colour,
        quantity: packed.quantity,
        unitPriceCents,
        imageUrl: item.imageUrl?.trim() ?? '',
      });
    }
  }
  if (errors.length > 0 || 'error' in payment) return { kind: 'rejected', errors };

  const packages = invoices.map(({ pack }) => pack);
  return {
    kind: 'document',
    document: {
      orderId: order.orderId,
      companyCode: connection.companyCode,
      branchCode: connection.branchCode,
      paymentType: payment.type,
      totalCents: order.value,
      placedAt: isoInstant(order.creationDate),
      deliveredAt: deliveredAt(packages),
      origin: 'eComm',
      marketplace: order.origin === 'Marketplace' || Boolean(order.marketplaceOrderId?.trim()),
      reinvoice: false,
      trackingCode: packages.map((pack) => blankToNull(pack.trackingNumber)).find((code) => code !== null) ?? null,
      customer: customer(order),
      lines,
    },
  };
}
