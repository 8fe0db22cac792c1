/**
 * CSV rows as the API's documents (README 'Connecting your systems', first load). Orders: one row per order line,
 * the order's fields repeated on each of its rows, rows of one order next to each other. Stock: one row per item.
 *
 * Values are turned into the document's types strictly and otherwise passed on as text, so the document schema
 * refuses them with the same codes as the API ('12.5' stays a string and is refused as not a whole number of cents).
 */
import type { DocumentError } from '@portal/domain';

export const ORDER_COLUMNS = [
  'orderId',
  'companyCode',
  'branchCode',
  'paymentType',
  'totalCents',
  'placedAt',
  'deliveredAt',
  'origin',
  'marketplace',
  'reinvoice',
  'trackingCode',
  'customerCpf',
  'customerName',
  'customerEmail',
  'customerPhone',
  'addressCep',
  'addressStreet',
  'addressNumber',
  'addressComplement',
  'addressDistrict',
  'addressCity',
  'addressUf',
  'invoiceSeq',
  'itemSeq',
  'invoiceNumber',
  'productCode',
  'productName',
  'model',
  'sizeCode',
  'size',
  'colour',
  'quantity',
  'unitPriceCents',
  'imageUrl',
] as const;

export const STOCK_COLUMNS = ['productCode', 'model', 'size', 'colour', 'quantity', 'asOf'] as const;

/** The order-level columns: every row of one order must repeat them identically. */
const ORDER_LEVEL_COLUMNS = ORDER_COLUMNS.slice(0, ORDER_COLUMNS.indexOf('invoiceSeq'));

export type CsvRecord = Record<string, string>;

/** The header's problem, or null when it names exactly the expected columns (in any order). */
export function headerProblem(header: string[], expected: readonly string[]): string | null {
  const missing = expected.filter((column) => !header.includes(column));
  const unknown = header.filter((column) => !expected.includes(column));
  const repeated = header.filter((column, index) => header.indexOf(column) !== index);
  if (missing.length + unknown.length + repeated.length === 0) return null;
  return [
    missing.length ? `missing columns: ${missing.join(', ')}` : '',
    unknown.length ? `unknown columns: ${unknown.join(', ')}` : '',
    repeated.length ? `repeated columns: ${repeated.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

const WHOLE = /^\d+$/;
const integer = (value: string): number | string => (WHOLE.test(value) ? Number(value) : value);
const nullable = (value: string): string | null => (value === '' ? null : value);
const boolean = (value: string): boolean | string => (value === 'true' ? true : value === 'false' ? false : value);

export function orderKey(row: CsvRecord): string {
  return `${row.companyCode}\u0000${row.orderId}`;
}

/** One order document from its rows; an error when the rows disagree on an order-level field. */
export function orderFromRows(rows: CsvRecord[]): { document: unknown } | { errors: DocumentError[] } {
  const first = rows[0]!;
  const differing = ORDER_LEVEL_COLUMNS.filter((column) => rows.some((row) => row[column] !== first[column]));
  if (differing.length > 0) {
    return {
      errors: [
        {
          field: differing.join(','),
          code: 'inconsistent_order_rows',
          message: "The order's rows disagree on order-level columns.",
        },
      ],
    };
  }
  const hasAddress = [
    'addressCep',
    'addressStreet',
    'addressNumber',
    'addressDistrict',
    'addressCity',
    'addressUf',
  ].some((column) => first[column] !== '');
  return {
    document: {
      orderId: first.orderId,
      companyCode: integer(first.companyCode!),
      branchCode: integer(first.branchCode!),
      paymentType: integer(first.paymentType!),
      totalCents: integer(first.totalCents!),
      placedAt: first.placedAt,
      deliveredAt: nullable(first.deliveredAt!),
      origin: first.origin,
      marketplace: boolean(first.marketplace!),
      reinvoice: boolean(first.reinvoice!),
      trackingCode: nullable(first.trackingCode!),
      customer: {
        cpf: nullable(first.customerCpf!),
        name: first.customerName,
        email: nullable(first.customerEmail!),
        phone: nullable(first.customerPhone!),
        ...(hasAddress
          ? {
              address: {
                cep: first.addressCep,
                street: first.addressStreet,
                number: first.addressNumber,
                complement: nullable(first.addressComplement!),
                district: first.addressDistrict,
                city: first.addressCity,
                uf: first.addressUf,
              },
            }
          : {}),
      },
      lines: rows.map((row) => ({
        invoiceSeq: integer(row.invoiceSeq!),
        itemSeq: integer(row.itemSeq!),
        invoiceNumber: row.invoiceNumber,
        productCode: row.productCode,
        productName: row.productName,
        model: row.model,
        sizeCode: row.sizeCode,
        size: row.size,
        colour: row.colour,
        quantity: integer(row.quantity!),
        unitPriceCents: integer(row.unitPriceCents!),
        imageUrl: row.imageUrl,
      })),
    },
  };
}

export function stockFromRow(row: CsvRecord): unknown {
  return { ...row, quantity: integer(row.quantity!) };
}
