/**
 * 'Get order' answers of a VTEX fashion store, shaped as VTEX's Orders API document describes the answer
 * (vtex/openapi-schemas, 'VTEX - Orders API.json', GET /api/oms/pvt/orders/{orderId}) and as its example order
 * (test/vtex-example-order.ts) writes it: no field the document lacks (items carry no SKU name: it is
 * itemMetadata.Items[].SkuName keyed by Id = items[].id; the model is items[].refId), package items priced as in the
 * example (0: the unit price is items[].sellingPrice), courierStatus.status 'ok' (the document: 'a carrier was
 * assigned'), issuanceDate and deliveredDate in the document's 'YYYY-MM-DD hh:mm:ss[.nnnnnnn]+hh:mm' (a space),
 * lastChange and creationDate with a T. The CPFs are valid and belong to no seeded customer.
 */
export const SHOPPER = {
  cpf: '71460238001',
  email: 'marina.vtex@example.com',
  phone: '+5511987650041',
  firstName: 'Marina',
  lastName: 'Tavares',
};

export interface VtexOrderOptions {
  orderId: string;
  /** VTEX's lastChange, e.g. 2026-11-20T10:00:00.1234567+00:00 */
  lastChange: string;
  status?: string;
  /** Delivery date of the one package ('YYYY-MM-DD hh:mm:ss…' or with a T); absent, it is still on its way. */
  deliveredDate?: string;
  /** The package's invoice number; null, the order is not invoiced yet. */
  invoiceNumber?: string | null;
  trackingNumber?: string;
  paymentGroup?: string;
  shopper?: typeof SHOPPER;
  /** A second item in the same package. */
  withSecondItem?: boolean;
  /** The first item's SKU name (itemMetadata.Items[].SkuName); default 'Azul Marinho - M'. */
  skuName?: string;
}

export function vtexOrderJson(options: VtexOrderOptions): Record<string, unknown> {
  const shopper = options.shopper ?? SHOPPER;
  const items = [
    {
      uniqueId: 'A1B2C3D4E5F60718293A4B5C6D7E8F90',
      id: '20431',
      productId: '8817',
      refId: 'CJ-2291',
      name: 'Camisa de Linho Manga Longa Azul Marinho M',
      quantity: 1,
      seller: '1',
      price: 25990,
      listPrice: 29990,
      sellingPrice: 23990,
      isGift: false,
      imageUrl: 'https://loja.vteximg.com.br/arquivos/ids/155432-55-55/camisa-linho.jpg?v=6375',
      detailUrl: '/camisa-de-linho-manga-longa/p',
      additionalInfo: { brandName: 'Trilha Norte', categoriesIds: '/12/31/' },
    },
    {
      uniqueId: 'F0E1D2C3B4A5968778695A4B3C2D1E0F',
      id: '20518',
      productId: '8902',
      refId: 'BR-0450',
      name: 'Bermuda Sarja Preta 38',
      quantity: 2,
      seller: '1',
      price: 15990,
      listPrice: 15990,
      sellingPrice: 15990,
      isGift: false,
      imageUrl: 'https://loja.vteximg.com.br/arquivos/ids/155870-55-55/bermuda-sarja.jpg?v=6375',
      detailUrl: '/bermuda-sarja/p',
      additionalInfo: { brandName: 'Trilha Norte', categoriesIds: '/12/40/' },
    },
  ].slice(0, options.withSecondItem ? 2 : 1);
  const skuNames = [options.skuName ?? 'Azul Marinho - M', 'Preta - 38'];
  const itemMetadata = {
    Items: items.map((item, index) => ({
      Id: item.id,
      Seller: item.seller,
      Name: item.name,
      SkuName: skuNames[index],
      ProductId: item.productId,
      RefId: `${item.refId}-${index}`,
      Ean: '',
      ImageUrl: item.imageUrl,
      DetailUrl: item.detailUrl,
      AssemblyOptions: [],
    })),
  };
  const value = items.reduce((sum, item) => sum + item.sellingPrice * item.quantity, 0) + 1590;
  const invoiceNumber = options.invoiceNumber === undefined ? '000231688' : options.invoiceNumber;
  return {
    orderId: options.orderId,
    sequence: options.orderId.replace(/\D/g, '').slice(0, 8),
    marketplaceOrderId: '',
    origin: 'Fulfillment',
    affiliateId: '',
    salesChannel: '1',
    status: options.status ?? 'invoiced',
    statusDescription: 'Faturado',
    value,
    creationDate: '2026-11-02T13:41:08.3594140+00:00',
    lastChange: options.lastChange,
    orderGroup: options.orderId.replace(/-\d+$/, ''),
    totals: [
      { id: 'Items', name: 'Total dos Itens', value: value - 1590 },
      { id: 'Discounts', name: 'Total dos Descontos', value: 0 },
      { id: 'Shipping', name: 'Total do Frete', value: 1590 },
    ],
    items,
    itemMetadata,
    clientProfileData: {
      id: 'clientProfileData',
      email: shopper.email,
      firstName: shopper.firstName,
      lastName: shopper.lastName,
      documentType: 'cpf',
      document: shopper.cpf,
      phone: shopper.phone,
      isCorporate: false,
    },
    shippingData: {
      id: 'shippingData',
      address: {
        addressType: 'residential',
        receiverName: `${shopper.firstName} ${shopper.lastName}`,
        postalCode: '01310-100',
        city: 'São Paulo',
        state: 'SP',
        country: 'BRA',
        street: 'Avenida Paulista',
        number: '1578',
        neighborhood: 'Bela Vista',
        complement: 'Apto 42',
      },
    },
    paymentData: {
      transactions: [
        {
          isActive: true,
          transactionId: '8E3F1A2B3C4D5E6F7A8B9C0D1E2F3A4B',
          payments: [
            {
              id: 'D3C2B1A0F9E8D7C6B5A4F3E2D1C0B9A8',
              paymentSystem: options.paymentGroup === 'bankInvoice' ? '6' : '2',
              paymentSystemName: options.paymentGroup === 'bankInvoice' ? 'Boleto Bancário' : 'Visa',
              group: options.paymentGroup ?? 'creditCard',
              value,
              installments: 3,
            },
          ],
        },
      ],
    },
    packageAttachment: {
      packages:
        invoiceNumber === null
          ? []
          : [
              {
                items: items.map((item, itemIndex) => ({
                  itemIndex,
                  quantity: item.quantity,
                  price: 0,
                  description: item.name,
                  unitMultiplier: 1.0,
                })),
                courier: 'Transportadora Expressa',
                invoiceNumber,
                invoiceValue: value,
                invoiceUrl: null,
                issuanceDate: '2026-11-03 09:12:44.0000000+00:00',
                trackingNumber: options.trackingNumber ?? 'BR123456789TN',
                invoiceKey: '35261112345678000190550010002316881000231688',
                trackingUrl: 'https://rastreio.example.com/BR123456789TN',
                type: 'Output',
                courierStatus: options.deliveredDate
                  ? { status: 'ok', finished: true, deliveredDate: options.deliveredDate, data: [] }
                  : { status: 'ok', finished: false, deliveredDate: null, data: [] },
              },
            ],
    },
  };
}
