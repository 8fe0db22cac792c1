import { splitPhone } from '@portal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { orderLines, orders } from '../schema';
import type { SeedClock } from './clock';
import { CUSTOMERS } from './customers';
import { lineKey, ORDER_SEEDS, trackingCode, type CustomerKey, type OrderSeed } from './orders-data';
import { colourNameTexts, productNameTexts } from './catalogue-texts';
import { assertSize, colourOf, PRODUCTS } from './products';

/** The seeded lines by lineKey(company, order, item), for the protocols that refer to them. */
export type SeededLines = Map<string, { id: number; orderId: number }>;

const ORDERED_AT = '10:15';
const DELIVERED_AT = '14:40';

function orderRow(order: OrderSeed, consumerId: number, clock: SeedClock) {
  const customer = CUSTOMERS[order.customer];
  const phone = splitPhone(customer.phone);
  return {
    consumerId,
    companyCode: order.companyCode,
    orderCode: order.orderCode,
    paymentType: order.paymentType,
    totalCents: order.lines.reduce((total, line) => total + line.grossCents, 0),
    orderedAt: clock.at(order.orderedDaysAgo, ORDERED_AT),
    origin: order.origin,
    isMarketplace: order.marketplace ?? false,
    cpf: customer.cpf,
    customerName: customer.name,
    email: customer.email,
    phoneDdi: phone.ddi,
    phoneDdd: phone.ddd,
    phoneNumber: phone.number,
    cep: customer.address.cep,
    street: customer.address.street,
    city: customer.address.city,
    uf: customer.address.uf,
    streetNumber: customer.address.number,
    complement: customer.address.complement,
    district: customer.address.district,
    addressId: customer.address.addressId,
    addressSeq: customer.address.addressSeq,
  };
}

function lineRows(order: OrderSeed, orderId: number, clock: SeedClock) {
  return order.lines.map((line) => {
    const product = PRODUCTS[line.product];
    assertSize(product, line.size);
    return {
      orderId,
      invoiceNumber: order.invoiceNumber,
      invoiceSeq: order.invoiceSeq,
      itemSeq: line.itemSeq,
      productCode: product.code,
      productName: product.name,
      productNameTexts: productNameTexts(line.product),
      productModel: product.model,
      gridCode: product.gridCode,
      size: line.size,
      colourName: line.colour,
      colourNameTexts: colourNameTexts(line.product, line.colour),
      quantity: 1,
      grossCents: line.grossCents,
      deliveredAt: line.deliveredDaysAgo === null ? null : clock.at(line.deliveredDaysAgo, DELIVERED_AT),
      imageUrl: colourOf(product, line.colour).image,
      tracking: trackingCode(order.orderCode),
      isReinvoice: line.reinvoice ?? false,
    };
  });
}

/**
 * Orders with their customer snapshot and lines. An order already present (same company and code) keeps its lines
 * untouched; the lines are then read back so protocols can refer to them either way.
 */
export async function seedOrders(
  db: Database,
  consumerIds: Record<CustomerKey, number>,
  clock: SeedClock,
): Promise<SeededLines> {
  for (const order of ORDER_SEEDS) {
    const [inserted] = await db
      .insert(orders)
      .values(orderRow(order, consumerIds[order.customer], clock))
      .onConflictDoNothing({ target: [orders.companyCode, orders.orderCode] })
      .returning({ id: orders.id });
    if (inserted) await db.insert(orderLines).values(lineRows(order, inserted.id, clock));
  }

  const seeded: SeededLines = new Map();
  const rows = await db
    .select({
      id: orderLines.id,
      orderId: orderLines.orderId,
      itemSeq: orderLines.itemSeq,
      companyCode: orders.companyCode,
      orderCode: orders.orderCode,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        inArray(
          orders.orderCode,
          ORDER_SEEDS.map((order) => order.orderCode),
        ),
        inArray(orders.companyCode, [...new Set(ORDER_SEEDS.map((order) => order.companyCode))]),
      ),
    );
  for (const row of rows) {
    seeded.set(lineKey(row.companyCode, row.orderCode, row.itemSeq), { id: row.id, orderId: row.orderId });
  }
  return seeded;
}
