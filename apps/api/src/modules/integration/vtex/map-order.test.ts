import { describe, expect, it } from 'vitest';
import { orderDocument, PAYMENT_TYPE } from '@portal/domain';
import { mapVtexOrder } from './map-order';
import { vtexOrder } from './vtex-order';
import { SHOPPER, vtexOrderJson } from './test/vtex-orders';

const connection = { companyCode: 9, branchCode: 3 };
const parse = (json: Record<string, unknown>) => vtexOrder.parse(json);

describe('mapVtexOrder', () => {
  it('maps an invoiced, delivered VTEX order to the order document', () => {
    const order = parse(
      vtexOrderJson({
        orderId: '1172452900788-01',
        lastChange: '2026-11-06T18:02:11.7654321+00:00',
        deliveredDate: '2026-11-06T17:59:03.1230000-03:00',
        withSecondItem: true,
      }),
    );
    const mapping = mapVtexOrder(order, connection);
    expect(mapping).toEqual({
      kind: 'document',
      notes: [],
      document: {
        orderId: '1172452900788-01',
        companyCode: 9,
        branchCode: 3,
        paymentType: PAYMENT_TYPE.CREDIT_CARD,
        totalCents: 23990 + 2 * 15990 + 1590,
        placedAt: '2026-11-02T13:41:08.359Z',
        deliveredAt: '2026-11-06T20:59:03.123Z',
        origin: 'eComm',
        marketplace: false,
        reinvoice: false,
        trackingCode: 'BR123456789TN',
        customer: {
          cpf: SHOPPER.cpf,
          name: 'Marina Tavares',
          email: SHOPPER.email,
          phone: '5511987650041',
          address: {
            cep: '01310100',
            street: 'Avenida Paulista',
            number: '1578',
            complement: 'Apto 42',
            district: 'Bela Vista',
            city: 'São Paulo',
            uf: 'SP',
          },
        },
        lines: [
          {
            invoiceSeq: 1,
            itemSeq: 1,
            invoiceNumber: '000231688',
            productCode: '8817',
            productName: 'Camisa de Linho Manga Longa Azul Marinho M',
            model: 'CJ-2291',
            sizeCode: 'M',
            size: 'M',
            colour: 'Azul Marinho',
            quantity: 1,
            unitPriceCents: 23990,
            imageUrl: 'https://loja.vteximg.com.br/arquivos/ids/155432-55-55/camisa-linho.jpg?v=6375',
          },
          expect.objectContaining({ itemSeq: 2, productCode: '8902', size: '38', colour: 'Preta', quantity: 2 }),
        ],
      },
    });
    // The integration API's own schema accepts it as it is.
    expect(orderDocument.safeParse(mapping.kind === 'document' && mapping.document).error?.issues).toBeUndefined();
  });

  it('leaves out an incomplete address rather than have the order refused for it', () => {
    const json = vtexOrderJson({ orderId: 'v1-01', lastChange: '2026-11-06T18:02:11Z' });
    (json.shippingData as { address: Record<string, unknown> }).address.neighborhood = null;
    const mapping = mapVtexOrder(parse(json), connection);
    expect(mapping.kind === 'document' && mapping.document.customer.address).toBeUndefined();
    expect(orderDocument.safeParse(mapping.kind === 'document' && mapping.document).success).toBe(true);
  });

  it('keeps the invoice number a string with its leading zeros', () => {
    const order = parse(vtexOrderJson({ orderId: 'v1-01', lastChange: '2026-11-06T18:02:11Z', invoiceNumber: '0000417' }));
    const mapping = mapVtexOrder(order, connection);
    expect(mapping.kind === 'document' && mapping.document.lines[0]!.invoiceNumber).toBe('0000417');
  });

  it('leaves the delivery date null until every package is delivered', () => {
    const order = parse(vtexOrderJson({ orderId: 'v1-01', lastChange: '2026-11-06T18:02:11Z' }));
    const mapping = mapVtexOrder(order, connection);
    expect(mapping.kind === 'document' && mapping.document.deliveredAt).toBeNull();
  });

  it.each([
    ['creditCard', PAYMENT_TYPE.CREDIT_CARD],
    ['bankInvoice', PAYMENT_TYPE.BANK_SLIP],
    ['instantPayment', PAYMENT_TYPE.PIX],
    ['giftCard', PAYMENT_TYPE.SHOPPING_VOUCHER],
    ['debitCard', PAYMENT_TYPE.DIRECT_DEBIT],
    ['promissory', PAYMENT_TYPE.TERM],
  ])('payment group %s is payment type %i', (paymentGroup, type) => {
    const order = parse(vtexOrderJson({ orderId: 'v1-01', lastChange: '2026-11-06T18:02:11Z', paymentGroup }));
    const mapping = mapVtexOrder(order, connection);
    expect(mapping.kind === 'document' && mapping.document.paymentType).toBe(type);
  });

  it('takes the payment type of the largest payment', () => {
    const json = vtexOrderJson({ orderId: 'v1-01', lastChange: '2026-11-06T18:02:11Z' });
    (json.paymentData as { transactions: { payments: unknown[] }[] }).transactions[0]!.payments = [
      { paymentSystem: '16', group: 'giftCard', value: 5000 },
      { paymentSystem: '125', group: 'instantPayment', value: 20580 },
    ];
    const mapping = mapVtexOrder(parse(json), connection);
    expect(mapping.kind === 'document' && mapping.document.paymentType).toBe(PAYMENT_TYPE.PIX);
  });

  it('records an undocumented payment group as a note and types the order by the others', () => {
    const json = vtexOrderJson({ orderId: 'v1-01', lastChange: '2026-11-06T18:02:11Z' });
    (json.paymentData as { transactions: { payments: unknown[] }[] }).transactions[0]!.payments = [
      { paymentSystem: '99', group: 'cryptoWallet', value: 20000 },
      { paymentSystem: '2', group: 'creditCard', value: 5580 },
    ];
    const mapping = mapVtexOrder(parse(json), connection);
    expect(mapping.kind === 'document' && mapping.document.paymentType).toBe(PAYMENT_TYPE.CREDIT_CARD);
    expect(mapping.kind === 'document' && mapping.notes).toEqual([
      expect.objectContaining({ code: 'vtex_payment_group_unknown', message: expect.stringContaining("'cryptoWallet'") }),
    ]);
  });

  it('refuses an order none of whose payments has a known group, naming it, instead of guessing', () => {
    const order = parse(vtexOrderJson({ orderId: 'v1-01', lastChange: '2026-11-06T18:02:11Z', paymentGroup: 'barter' }));
    expect(mapVtexOrder(order, connection)).toEqual({
      kind: 'rejected',
      errors: [expect.objectContaining({ code: 'vtex_payment_group_unmapped', message: expect.stringContaining('barter') })],
    });
  });

  it("refuses a line whose SKU name is not '<colour> - <size>' and no specification gives them", () => {
    const json = vtexOrderJson({ orderId: 'v1-01', lastChange: '2026-11-06T18:02:11Z', skuName: 'Azul Marinho M' });
    expect(mapVtexOrder(parse(json), connection)).toEqual({
      kind: 'rejected',
      errors: [{ field: 'itemMetadata.Items[Id=20431].SkuName', code: 'vtex_sku_variant', message: expect.any(String) }],
    });
  });

  it('skips an order not invoiced yet and a cancelled one', () => {
    const notInvoiced = parse(vtexOrderJson({ orderId: 'v1-01', lastChange: '2026-11-06T18:02:11Z', invoiceNumber: null }));
    expect(mapVtexOrder(notInvoiced, connection)).toEqual({ kind: 'skipped', reason: 'not_invoiced' });
    const canceled = parse(vtexOrderJson({ orderId: 'v1-01', lastChange: '2026-11-06T18:02:11Z', status: 'canceled' }));
    expect(mapVtexOrder(canceled, connection)).toEqual({ kind: 'skipped', reason: 'canceled' });
  });

  it("ignores a return's invoice (an Input package) and reads a marketplace order as such", () => {
    const json = vtexOrderJson({ orderId: 'v1-01', lastChange: '2026-11-06T18:02:11Z' });
    json.origin = 'Marketplace';
    const packages = (json.packageAttachment as { packages: Record<string, unknown>[] }).packages;
    packages.push({ ...packages[0], type: 'Input', invoiceNumber: '000999' });
    const mapping = mapVtexOrder(parse(json), connection);
    expect(mapping.kind === 'document' && mapping.document.marketplace).toBe(true);
    expect(mapping.kind === 'document' && mapping.document.lines.map((line) => line.invoiceNumber)).toEqual(['000231688']);
  });
});
