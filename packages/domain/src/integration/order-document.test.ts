import { describe, expect, it } from 'vitest';
import { parseOrderDocument, parseStockItem } from './document-errors';
import type { OrderDocumentInput } from './order-document';

const document: OrderDocumentInput = {
  orderId: 'A1',
  companyCode: 1,
  branchCode: 1,
  paymentType: 6,
  totalCents: 1999,
  placedAt: '2026-01-01T10:00:00-03:00',
  deliveredAt: '2026-01-05T14:40:00Z',
  origin: 'eComm',
  marketplace: false,
  reinvoice: false,
  trackingCode: 'BR123',
  customer: { cpf: '529.982.247-25', name: 'Ana Souza', email: ' Ana@Example.com ', phone: '(11) 98765-4321' },
  lines: [
    {
      invoiceSeq: 1,
      itemSeq: 1,
      invoiceNumber: '000231688',
      productCode: 'P1',
      productName: 'Tênis',
      model: 'M1',
      sizeCode: 'CAL',
      size: '38',
      colour: 'Preto',
      quantity: 1,
      unitPriceCents: 1999,
      imageUrl: 'https://cdn.example.com/p1.png',
    },
  ],
};

const codes = (value: unknown) => {
  const parsed = parseOrderDocument(value);
  return parsed.ok ? [] : parsed.errors.map((error) => `${error.field}:${error.code}`);
};

describe('orderDocument', () => {
  it('gives personal data in its stored form and keeps the invoice number zeros', () => {
    const parsed = parseOrderDocument(document);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.customer).toMatchObject({
      cpf: '52998224725',
      email: 'ana@example.com',
      phone: '5511987654321',
    });
    expect(parsed.value.lines[0]!.invoiceNumber).toBe('000231688');
  });

  it('refuses unknown keys, fractional cents, local times and bad personal data, naming each field', () => {
    expect(
      codes({
        ...document,
        deliverdAt: null,
        totalCents: 19.99,
        placedAt: '2026-01-01T10:00:00',
        customer: { ...document.customer, cpf: '529.982.247-26', email: 'ana@', phone: '123' },
      }),
    ).toEqual([
      'totalCents:not_integer',
      'placedAt:invalid_instant',
      'customer.cpf:invalid_cpf',
      'customer.email:invalid_email',
      'customer.phone:invalid_phone',
      'deliverdAt:unknown_field',
    ]);
  });

  it('needs one way to know the customer, an invoice number as a string and distinct lines', () => {
    const line = document.lines[0]!;
    expect(
      codes({
        ...document,
        customer: { cpf: null, name: 'X', email: null, phone: null },
        lines: [{ ...line, invoiceNumber: 231688 }],
      }),
    ).toEqual(['customer.cpf:customer_unidentified', 'lines.0.invoiceNumber:invalid_type']);
    expect(codes({ ...document, lines: [line, line] })).toEqual(['lines.1.itemSeq:duplicate_line']);
  });

  it('refuses an unknown payment type and a missing field', () => {
    const { origin: _origin, ...withoutOrigin } = document;
    expect(codes({ ...withoutOrigin, paymentType: 99 })).toEqual([
      'paymentType:invalid_payment_type',
      'origin:required',
    ]);
  });
});

describe('stockItem', () => {
  it('takes an absolute level with its instant and places errors in the call', () => {
    const item = {
      productCode: 'P1',
      model: 'M1',
      size: '38',
      colour: 'Preto',
      quantity: 4,
      asOf: '2026-01-01T00:00:00Z',
    };
    expect(parseStockItem(item).ok).toBe(true);
    const parsed = parseStockItem({ ...item, quantity: -1 }, ['items', 3]);
    expect(parsed.ok ? [] : parsed.errors.map((error) => `${error.field}:${error.code}`)).toEqual([
      'items.3.quantity:too_short',
    ]);
  });
});
