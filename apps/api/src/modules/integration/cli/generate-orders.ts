/**
 * A generated orders CSV in the scale seed's shape (bench/seed-scale.ts: 2 lines per order, 5 orders per customer),
 * for the import's end-to-end test and bench/import-orders.ts. Deterministic: the same arguments give the same file,
 * so two runs can be compared row for row. Written as a stream, so a million lines never sit in memory.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { ORDER_COLUMNS } from './csv-documents';

export const LINES_PER_ORDER = 2;
const ORDERS_PER_CUSTOMER = 5;

/** A valid CPF (check digits of spec §5) from a 9-digit base. */
export function cpfFor(base: number): string {
  const digits = String(base).padStart(9, '0').split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

export interface GeneratedOrders {
  lines: number;
  orders: number;
  customers: number;
  grossCents: number;
}

/** The fields of generated line `n` (0-based), by column. */
export function generatedRow(
  n: number,
  companyCode: number,
  prefix: string,
): Record<(typeof ORDER_COLUMNS)[number], string> {
  const order = Math.floor(n / LINES_PER_ORDER);
  const item = (n % LINES_PER_ORDER) + 1;
  const customer = Math.floor(order / ORDERS_PER_CUSTOMER);
  const unitPriceCents = 5000 + (n % 17) * 500;
  const day = 1 + (order % 28);
  return {
    orderId: `${prefix}${order}`,
    companyCode: String(companyCode),
    branchCode: '1',
    paymentType: order % 3 === 0 ? '11' : '6',
    totalCents: String(
      Array.from(
        { length: LINES_PER_ORDER },
        (_, index) => 5000 + ((order * LINES_PER_ORDER + index) % 17) * 500,
      ).reduce((a, b) => a + b),
    ),
    placedAt: `2025-10-${String(day).padStart(2, '0')}T10:15:00-03:00`,
    deliveredAt: order % 10 === 0 ? '' : `2025-11-${String(day).padStart(2, '0')}T14:40:00-03:00`,
    origin: 'eComm',
    marketplace: 'false',
    reinvoice: 'false',
    trackingCode: `BR${String(order).padStart(9, '0')}`,
    customerCpf: cpfFor(200_000_000 + customer),
    customerName: `Cliente Carga ${customer}`,
    customerEmail: `${prefix.toLowerCase()}cliente${customer}@example.com`,
    customerPhone: `119${String(customer).padStart(8, '0')}`,
    addressCep: '01310100',
    addressStreet: 'Avenida Paulista',
    addressNumber: String(100 + (customer % 900)),
    addressComplement: '',
    addressDistrict: 'Bela Vista',
    addressCity: 'São Paulo',
    addressUf: 'SP',
    invoiceSeq: '1',
    itemSeq: String(item),
    invoiceNumber: String(order).padStart(9, '0'),
    productCode: `CARGA-${n % 50}`,
    productName: `Produto Carga ${n % 50}`,
    model: `MOD-${n % 50}`,
    sizeCode: 'VES',
    size: ['P', 'M', 'G'][n % 3]!,
    colour: ['Preto', 'Azul'][n % 2]!,
    quantity: '1',
    unitPriceCents: String(unitPriceCents),
    imageUrl: `https://cdn.example.com/mod-${n % 50}.jpg`,
  };
}

/** Writes `lines` order lines (a whole number of orders) as CSV with the header; returns what the file holds. */
export async function writeOrdersCsv(
  file: string,
  lines: number,
  options: { companyCode?: number; prefix?: string } = {},
): Promise<GeneratedOrders> {
  const companyCode = options.companyCode ?? 1;
  const prefix = options.prefix ?? 'CARGA-';
  const out = createWriteStream(file);
  out.write(`${ORDER_COLUMNS.join(',')}\n`);
  let grossCents = 0;
  for (let n = 0; n < lines; n += 1) {
    const row = generatedRow(n, companyCode, prefix);
    grossCents += Number(row.unitPriceCents);
    if (!out.write(`${ORDER_COLUMNS.map((column) => row[column]).join(',')}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  const orders = Math.ceil(lines / LINES_PER_ORDER);
  return { lines, orders, customers: Math.ceil(orders / ORDERS_PER_CUSTOMER), grossCents };
}
