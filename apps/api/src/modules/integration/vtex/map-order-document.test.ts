/**
 * The mapping against VTEX's own document (issue 45): its example order (test/vtex-example-order.ts, copied from
 * vtex/openapi-schemas 'VTEX - Orders API.json') and each variant the document allows that the first connector refused.
 */
import { describe, expect, it } from 'vitest';
import { orderDocument } from '@portal/domain';
import { mapVtexOrder, skusWithoutVariant } from './map-order';
import { isVtexInstant, readFeedItems, vtexOrder } from './vtex-order';
import { VTEX_EXAMPLE_ORDER } from './test/vtex-example-order';
import { vtexOrderJson } from './test/vtex-orders';

const connection = { companyCode: 9, branchCode: 1 };
const example = () => structuredClone(VTEX_EXAMPLE_ORDER) as Record<string, unknown>;
const packagesOf = (json: Record<string, unknown>) =>
  (json.packageAttachment as { packages: Record<string, unknown>[] }).packages;

describe("VTEX's example order", () => {
  it('is read as VTEX wrote it', () => {
    expect(vtexOrder.safeParse(example()).error?.issues).toBeUndefined();
  });

  it("is not returnable as it stands: its one package is a return's invoice (type Input)", () => {
    expect(mapVtexOrder(vtexOrder.parse(example()), connection)).toEqual({ kind: 'skipped', reason: 'not_invoiced' });
  });

  it("maps as a sale once invoiced: SKU from itemMetadata, model from refId, the unit price VTEX's sellingPrice", () => {
    const json = example();
    packagesOf(json)[0]!.type = 'Output';
    const order = vtexOrder.parse(json);
    // 'Cat food' names no size or colour: the SKU's specifications are asked for.
    expect(skusWithoutVariant(order)).toEqual(['18']);
    const mapping = mapVtexOrder(order, connection, new Map([['18', { size: 'L', colour: 'Branco' }]]));
    expect(mapping.kind).toBe('document');
    if (mapping.kind !== 'document') return;
    expect(mapping.document.lines).toEqual([
      {
        invoiceSeq: 1,
        itemSeq: 1,
        invoiceNumber: '24382',
        productCode: '6',
        productName: 'Bay Max L',
        model: 'BIGBML',
        sizeCode: 'L',
        size: 'L',
        colour: 'Branco',
        quantity: 1,
        // The package item's price is 0 in the example; sellingPrice is what the shopper paid.
        unitPriceCents: 990,
        imageUrl: 'https://luxstore.img.com.br/ids/155392-55-55/KOI.jpg?v=6359184022286',
      },
    ]);
    expect(mapping.document).toMatchObject({
      orderId: '1172452900788-01',
      paymentType: 6,
      marketplace: true,
      placedAt: '2024-02-04T20:09:43.899Z',
      deliveredAt: '2024-02-15T10:17:40.532Z',
      customer: { cpf: '84513427019', email: 'rodrigo.smith@email.com' },
    });
    expect(orderDocument.safeParse(mapping.document).error?.issues).toBeUndefined();
  });

  it('refuses its line when no size and colour can be had, naming the SKU', () => {
    const json = example();
    packagesOf(json)[0]!.type = 'Output';
    expect(mapVtexOrder(vtexOrder.parse(json), connection)).toEqual({
      kind: 'rejected',
      errors: [expect.objectContaining({ field: 'itemMetadata.Items[Id=18].SkuName', code: 'vtex_sku_variant' })],
    });
  });
});

describe('the variants of the document', () => {
  const base = () => vtexOrderJson({ orderId: 'v1-01', lastChange: '2026-11-06T18:02:11.1234567+00:00' });

  it("reads issuanceDate and deliveredDate written 'YYYY-MM-DD hh:mm:ss[.nnnnnnn]+hh:mm' (a space)", () => {
    const json = vtexOrderJson({
      orderId: 'v1-01',
      lastChange: '2026-11-06T18:02:11Z',
      deliveredDate: '2026-11-06 17:59:03.1230000-03:00',
    });
    const mapping = mapVtexOrder(vtexOrder.parse(json), connection);
    expect(mapping.kind === 'document' && mapping.document.deliveredAt).toBe('2026-11-06T20:59:03.123Z');
  });

  it('refuses a zero-priced paid line and leaves out a gift', () => {
    const json = base();
    (json.items as Record<string, unknown>[])[0]!.sellingPrice = 0;
    expect(mapVtexOrder(vtexOrder.parse(json), connection)).toEqual({
      kind: 'rejected',
      errors: [{ field: 'items[0].sellingPrice', code: 'vtex_price_zero', message: expect.any(String) }],
    });
    const gift = vtexOrderJson({ orderId: 'v1-01', lastChange: '2026-11-06T18:02:11Z', withSecondItem: true });
    Object.assign((gift.items as Record<string, unknown>[])[1]!, { sellingPrice: 0, isGift: true });
    const mapping = mapVtexOrder(vtexOrder.parse(gift), connection);
    expect(mapping.kind === 'document' && mapping.document.lines.map((line) => line.productCode)).toEqual(['8817']);
  });

  it.each([
    ['request-cancel', { kind: 'skipped', reason: 'cancellation_requested' }],
    ['cancellation-requested', { kind: 'skipped', reason: 'cancellation_requested' }],
    ['replaced', { kind: 'skipped', reason: 'replaced' }],
    ['canceled', { kind: 'skipped', reason: 'canceled' }],
  ])('an order %s is no live sale', (status, expected) => {
    const json = { ...base(), status };
    expect(mapVtexOrder(vtexOrder.parse(json), connection)).toEqual(expected);
  });

  it('an order invoiced after its cancellation was denied is a live, invoiced sale', () => {
    const json = { ...base(), status: 'invoice-after-cancellation-deny' };
    expect(mapVtexOrder(vtexOrder.parse(json), connection).kind).toBe('document');
  });

  it('uses the SKU specifications for the SKUs whose name lacks size and colour', () => {
    const json = vtexOrderJson({ orderId: 'v1-01', lastChange: '2026-11-06T18:02:11Z', skuName: 'Camisa Linho' });
    const order = vtexOrder.parse(json);
    expect(skusWithoutVariant(order)).toEqual(['20431']);
    const mapping = mapVtexOrder(order, connection, new Map([['20431', { size: 'G', colour: 'Areia' }]]));
    expect(mapping.kind === 'document' && mapping.document.lines[0]).toMatchObject({ size: 'G', colour: 'Areia' });
  });
});

describe('instants and feed items', () => {
  it.each([
    ['2024-02-06T20:46:11.7010747+00:00', true],
    ['2024-02-09 10:10:20.5322681+00:00', true],
    ['2026-11-06T18:02:11Z', true],
    ['2026-11-06T24:61:00Z', false],
    ['2026-02-30T10:00:00Z', false],
    ['2026-11-06', false],
  ])('%s is an instant: %s', (value, expected) => {
    expect(isVtexInstant(value)).toBe(expected);
  });

  it('reads the retrieve answer item by item, with the reasons of the unreadable ones', () => {
    const good = { handle: 'h1', orderId: 'o1', lastChange: '2026-11-06T18:02:11Z' };
    const read = readFeedItems([good, { handle: 'h2', orderId: 'o2', lastChange: '2026-11-06T24:61:00Z' }, 42]);
    expect(read?.items).toEqual([good]);
    expect(read?.unreadable).toEqual([
      { handle: 'h2', orderId: 'o2', reasons: [expect.objectContaining({ field: 'feed[1].lastChange' })] },
      { handle: null, orderId: null, reasons: [expect.objectContaining({ code: 'vtex_feed_item_unreadable' })] },
    ]);
    expect(readFeedItems({ not: 'an array' })).toBeNull();
  });
});
