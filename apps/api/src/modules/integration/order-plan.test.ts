/**
 * planBatch without a database (ADR 0054): the documents of a batch are applied in turn to what was loaded, each
 * answered as the per-order transactions of ADR 0041 answered it, and the write set is the difference at the end.
 */
import { describe, expect, it } from 'vitest';
import { parseOrderDocument, type OrderDocument, type OrderDocumentInput } from '@portal/domain';
import { CustomerBook } from './customers';
import { planBatch, type BatchSnapshot, type StoredLineRow, type StoredOrderRow } from './order-plan';
import { lineValues, orderValues } from './order-rows';

type Customer = OrderDocumentInput['customer'];

function document(orderId: string, customer: Customer, overrides: Partial<OrderDocumentInput> = {}): OrderDocument {
  const parsed = parseOrderDocument({
    orderId,
    companyCode: 1,
    branchCode: 1,
    paymentType: 6,
    totalCents: 5000,
    placedAt: '2026-01-02T10:00:00-03:00',
    deliveredAt: null,
    origin: 'eComm',
    marketplace: false,
    reinvoice: false,
    trackingCode: null,
    customer,
    lines: [
      {
        invoiceSeq: 1,
        itemSeq: 1,
        invoiceNumber: '000000001',
        productCode: 'P-1',
        productName: 'Produto',
        model: 'M-1',
        sizeCode: 'VES',
        size: 'M',
        colour: 'Azul',
        quantity: 1,
        unitPriceCents: 5000,
        imageUrl: 'https://cdn.example.com/p.jpg',
      },
    ],
    ...overrides,
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}

const ana: Customer = { cpf: '123.456.780-62', name: 'Ana', email: 'ana@example.com', phone: null };

/** A stored order as the load gives it: the document's rows with ids, owned by account `consumerId`. */
function stored(doc: OrderDocument, id: number, consumerId: number, underProtocol = false) {
  const row = { ...orderValues(doc), id, consumerId, createdAt: new Date(0) } as StoredOrderRow;
  const lines = doc.lines.map((line, index) => ({
    row: { ...lineValues(doc, line), id: id * 100 + index, orderId: id } as StoredLineRow,
    underProtocol,
  }));
  return [`1:${doc.orderId}`, { row, lines }] as const;
}

describe('planBatch', () => {
  it("never moves an account's sign-in or CPF to a document's, and says where they conflict (ADR 0070)", () => {
    const book = new CustomerBook([
      { id: 1, cpf: '12345678062', name: 'Ana', email: 'ana@example.com', phone: '5511912345678' },
      { id: 2, cpf: null, name: 'Bia', email: 'bia@example.com', phone: null },
    ]);
    const snapshot: BatchSnapshot = { orders: new Map([stored(document('OLD', ana), 4, 1)]), book };
    const plan = planBatch(snapshot, [
      // Ana's CPF with someone else's e-mail and phone: the order goes to Ana, her account stays hers.
      document('T1', { ...ana, email: 'thief@example.com', phone: '(21) 99999-1199' }),
      // Her stored order sent again with another CPF and e-mail.
      document('OLD', { cpf: '111.444.777-35', name: 'Outra', email: 'outra@example.com', phone: null }),
      // Bia's e-mail with a CPF: her missing CPF is filled, a phone is not added.
      document('T2', { cpf: '111.444.777-35', name: 'Bia', email: 'bia@example.com', phone: '(11) 98888-0000' }),
    ]);
    expect(plan.outcomes).toEqual([
      {
        outcome: 'created',
        warnings: [
          expect.objectContaining({ field: 'customer.email', code: 'customer_conflict' }),
          expect.objectContaining({ field: 'customer.phone', code: 'customer_conflict' }),
        ],
      },
      {
        outcome: 'updated',
        warnings: [
          expect.objectContaining({ field: 'customer.cpf', code: 'customer_conflict' }),
          expect.objectContaining({ field: 'customer.email', code: 'customer_conflict' }),
        ],
      },
      { outcome: 'created' },
    ]);
    expect(plan.writes.newOrders.map((order) => order.accountRef)).toEqual([1, 2]);
    expect(plan.writes.changedAccounts).toEqual([
      { ref: 2, cpf: '11144477735', name: 'Bia', email: 'bia@example.com', phone: null },
    ]);
    expect(book.get(1)).toEqual({
      ref: 1,
      cpf: '12345678062',
      name: 'Ana',
      email: 'ana@example.com',
      phone: '5511912345678',
    });
    // The order keeps what the brand sent: its own record of the customer.
    expect(plan.writes.newOrders[0]!.values).toMatchObject({ email: 'thief@example.com' });
  });

  it('creates an order once and compares its second copy in the batch with the first', () => {
    const first = document('A', ana);
    const changed = document('A', ana, { trackingCode: 'BR1' });
    const plan = planBatch({ orders: new Map(), book: new CustomerBook([]) }, [first, first, changed]);
    expect(plan.outcomes.map((o) => o.outcome)).toEqual(['created', 'unchanged', 'updated']);
    expect(plan.writes.newAccounts).toHaveLength(1);
    expect(plan.writes.newOrders).toHaveLength(1);
    expect(plan.writes.newOrders[0]!.lines[0]!.tracking).toBe('BR1');
  });

  it('a rejected document changes nothing, not even its customer, after an earlier one of the batch applied', () => {
    const original = document('P', ana);
    const snapshot: BatchSnapshot = {
      orders: new Map([stored(original, 7, 70, true)]),
      book: new CustomerBook([{ id: 70, cpf: '12345678062', name: 'Ana', email: 'ana@example.com', phone: null }]),
    };
    const repriced = document('P', { ...ana, name: 'Ana Nova' }, { totalCents: 1 });
    repriced.lines[0]!.unitPriceCents = 1;
    const renamed = document('P', { ...ana, name: 'Ana Outra' });
    const plan = planBatch(snapshot, [renamed, repriced]);
    expect(plan.outcomes).toEqual([
      { outcome: 'updated' },
      { outcome: 'rejected', errors: [expect.objectContaining({ field: 'lines.0', code: 'line_in_protocol' })] },
    ]);
    // The account's name is the shopper's (ADR 0070): an order document never renames her.
    expect(plan.writes.changedAccounts).toEqual([]);
    // The order's own copy of the name follows the second document; its price is the stored one.
    expect(plan.writes.orderUpdates).toEqual([
      { id: 7, values: expect.objectContaining({ customerName: 'Ana Outra', totalCents: 5000 }) },
    ]);
    expect(plan.writes.lineUpdates).toEqual([]);
  });

  it('matches by CPF (the oldest), then e-mail, then phone, and leaves a contact another account holds', () => {
    const book = new CustomerBook([
      { id: 5, cpf: '12345678062', name: 'Ana B', email: null, phone: null },
      { id: 3, cpf: '12345678062', name: 'Ana A', email: null, phone: null },
      { id: 9, cpf: null, name: 'Bia', email: 'bia@example.com', phone: '5511912345678' },
    ]);
    const plan = planBatch({ orders: new Map(), book }, [
      document('C1', { ...ana, email: 'bia@example.com' }),
      document('C2', { cpf: null, name: 'Bia', email: null, phone: '(11) 91234-5678' }),
      document('C3', { cpf: null, name: 'Nova', email: 'nova@example.com', phone: null }),
      document('C4', { cpf: null, name: 'Nova', email: 'nova@example.com', phone: null }),
    ]);
    expect(plan.writes.newOrders.map((order) => order.accountRef).slice(0, 2)).toEqual([3, 9]);
    // Ana's account takes nothing: a document never gives an account a way to sign in (ADR 0070).
    expect(plan.writes.changedAccounts).toEqual([]);
    // One new account for both orders of the new customer.
    expect(plan.writes.newAccounts).toHaveLength(1);
    expect(plan.writes.newOrders[2]!.accountRef).toBe(plan.writes.newOrders[3]!.accountRef);
  });
});
