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
 * - The payment type is the payment group of the largest payment whose group the portal knows (a gift card topping up
 *   a card payment is a card payment). Every group of VTEX's Orders API document (paymentData…payments[].group's enum)
 *   has a type; a group outside it is recorded as a note on the order, not fatal, unless no payment has a known group.
 * - Size and colour are not fields of a VTEX order: they come from the SKU name (itemMetadata.Items[].SkuName,
 *   "<colour> - <size>", ADR 0043) or, where it does not carry them, from the SKU's specifications the brand names
 *   (ADR 0078), which the connector reads from VTEX's Catalog API and passes in.
 * - The unit price is items[].sellingPrice: what the shopper paid per unit after the item's discounts. A package item's
 *   `price` is not it (VTEX's own example order has package price 0 and sellingPrice 990).
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

/** Size and colour of a SKU read from its specifications (Catalog API), by SKU id (Get order items[].id). */
export type SkuVariants = ReadonlyMap<string, { size: string | null; colour: string | null }>;

/** The order document as this connector fills it: the integration API's own input type. */
export type MappedOrderDocument = OrderDocumentInput & { paymentType: PaymentTypeCode };

export type VtexMapping =
  /** notes: what was read but not used (an unknown payment group), recorded with the order. */
  | { kind: 'document'; document: MappedOrderDocument; notes: DocumentError[] }
  /** Nothing a shopper could return yet (or ever): recorded and committed, applied when a later change invoices it. */
  | { kind: 'skipped'; reason: SkipReason }
  | { kind: 'rejected'; errors: DocumentError[] };

export type SkipReason = 'canceled' | 'cancellation_requested' | 'replaced' | 'not_invoiced';

/**
 * Every payment group VTEX's Orders API document lists (Get order, paymentData.transactions[].payments[].group enum:
 * creditCard, debitCard, bankInvoice, promissory, giftCard, instantPayment) and its spec §3 PED_TIPOPGTO code.
 */
export const PAYMENT_TYPE_OF_GROUP: Readonly<Record<string, PaymentTypeCode>> = {
  creditCard: PAYMENT_TYPE.CREDIT_CARD,
  // Spec §3: '12 direct sale debit'.
  debitCard: PAYMENT_TYPE.DIRECT_DEBIT,
  bankInvoice: PAYMENT_TYPE.BANK_SLIP,
  instantPayment: PAYMENT_TYPE.PIX,
  giftCard: PAYMENT_TYPE.SHOPPING_VOUCHER,
  promissory: PAYMENT_TYPE.TERM,
};

/**
 * Order statuses (VTEX's order flow) that are not a live sale, and why. `request-cancel` and
 * `cancellation-requested` ask for a cancellation not yet decided: nothing is returnable until it is (a denied one comes
 * back through the feed as `invoice-after-cancellation-deny`, an invoiced sale, mapped as live). `replaced` is an order
 * VTEX replaced by a changed one, which arrives under its own id.
 */
const NOT_LIVE: Readonly<Record<string, SkipReason>> = {
  canceled: 'canceled',
  cancel: 'canceled',
  'cancellation-requested': 'cancellation_requested',
  'request-cancel': 'cancellation_requested',
  replaced: 'replaced',
};

/** VTEX's instants carry 7 fractional digits; the document's are ISO 8601 in UTC with milliseconds. */
const isoInstant = (vtex: string) => new Date(vtex).toISOString();

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

const known = (group: string | null | undefined) => Boolean(group) && Object.hasOwn(PAYMENT_TYPE_OF_GROUP, group!);

function paymentType(order: VtexOrder): { type: PaymentTypeCode; notes: DocumentError[] } | { error: DocumentError } {
  const payments = (order.paymentData?.transactions ?? []).flatMap((transaction) => transaction.payments ?? []);
  const unknown = [...new Set(payments.filter((p) => !known(p.group)).map((p) => p.group || 'none'))];
  const notes = unknown.map((group) => ({
    field: 'paymentData.transactions.payments.group',
    code: 'vtex_payment_group_unknown',
    message: `payment group '${group}' is not one of VTEX's documented groups; the order's type comes from the others`,
  }));
  const largest = payments
    .filter((p) => known(p.group))
    .reduce<(typeof payments)[number] | null>(
      (best, payment) => (best && (best.value ?? 0) >= (payment.value ?? 0) ? best : payment),
      null,
    );
  if (largest) return { type: PAYMENT_TYPE_OF_GROUP[largest.group!]!, notes };
  return {
    error: {
      field: 'paymentData.transactions.payments.group',
      code: 'vtex_payment_group_unmapped',
      message: `no payment has a known group (${unknown.join(', ') || 'none'}; known: ${Object.keys(PAYMENT_TYPE_OF_GROUP).join(', ')})`,
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

/** The SKU name of each item id (itemMetadata.Items[].SkuName keyed by Id = items[].id). */
function skuNames(order: VtexOrder): Map<string, string> {
  const names = new Map<string, string>();
  for (const meta of order.itemMetadata?.Items ?? []) if (meta.SkuName?.trim()) names.set(meta.Id, meta.SkuName.trim());
  return names;
}

/**
 * The SKUs of `order` whose size and colour the SKU name does not carry: the connector reads their specifications
 * (when the brand named them) before mapping.
 */
export function skusWithoutVariant(order: VtexOrder): string[] {
  const names = skuNames(order);
  return [...new Set(order.items.filter((item) => !sizeAndColour(names.get(item.id))).map((item) => item.id))];
}

/** The order document of `order` for `connection`'s brand, or why there is none. */
export function mapVtexOrder(
  order: VtexOrder,
  connection: Pick<VtexConnection, 'companyCode' | 'branchCode'>,
  variants: SkuVariants = new Map(),
): VtexMapping {
  const notLive = Object.hasOwn(NOT_LIVE, order.status) ? NOT_LIVE[order.status] : undefined;
  if (notLive) return { kind: 'skipped', reason: notLive };
  const invoices = (order.packageAttachment?.packages ?? [])
    .map((pack, index) => ({ pack, invoiceSeq: index + 1 }))
    // Input packages are returns' invoices, and a package without a number is not invoiced yet.
    .filter(({ pack }) => (pack.type ?? 'Output') === 'Output' && blankToNull(pack.invoiceNumber) !== null);
  if (invoices.length === 0) return { kind: 'skipped', reason: 'not_invoiced' };

  const errors: DocumentError[] = [];
  const payment = paymentType(order);
  if ('error' in payment) errors.push(payment.error);

  const names = skuNames(order);
  const lines: MappedOrderDocument['lines'] = [];
  for (const { pack, invoiceSeq } of invoices) {
    for (const packed of pack.items) {
      const item = order.items[packed.itemIndex];
      const field = `items[${packed.itemIndex}]`;
      if (!item) {
        errors.push({ field, code: 'vtex_package_item_unknown', message: 'package names an item the order lacks' });
        continue;
      }
      const fromSpecs = variants.get(item.id);
      const variant =
        sizeAndColour(names.get(item.id)) ??
        (fromSpecs?.size && fromSpecs.colour ? { size: fromSpecs.size, colour: fromSpecs.colour } : null);
      if (!variant) {
        errors.push({
          field: `itemMetadata.Items[Id=${item.id}].SkuName`,
          code: 'vtex_sku_variant',
          message: "neither the SKU name ('<colour> - <size>') nor the brand's SKU specifications give size and colour",
        });
        continue;
      }
      // Per unit, net of the item's discounts; a package item's `price` is not that (VTEX's example: 0).
      const unitPriceCents = item.sellingPrice ?? item.price;
      if (unitPriceCents == null) {
        errors.push({ field: `${field}.sellingPrice`, code: 'vtex_price_missing', message: 'item has no price' });
        continue;
      }
      if (unitPriceCents === 0) {
        // A gift (items[].isGift) was not paid for: nothing to return for money, so it is no line of the order.
        if (item.isGift) continue;
        // A paid line worth R$ 0,00 would refund nothing: refused, not written.
        errors.push({ field: `${field}.sellingPrice`, code: 'vtex_price_zero', message: 'a paid item priced 0' });
        continue;
      }
      lines.push({
        invoiceSeq,
        itemSeq: packed.itemIndex + 1,
        invoiceNumber: pack.invoiceNumber!.trim(),
        productCode: item.productId,
        productName: item.name.trim(),
        model: item.refId?.trim() || item.productId,
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
  if (lines.length === 0) return { kind: 'skipped', reason: 'not_invoiced' };

  const packages = invoices.map(({ pack }) => pack);
  return {
    kind: 'document',
    notes: payment.notes,
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
