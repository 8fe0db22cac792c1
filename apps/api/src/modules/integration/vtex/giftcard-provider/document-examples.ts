/**
 * The examples of VTEX's Giftcard Provider Protocol 1.0 (vtex/openapi-schemas, 'VTEX - Giftcard Provider
 * Protocol.json'), copied field for field: the request bodies are the document's `example` values of each request
 * schema's properties (ListAllGiftCardsRequest → Client, Cart, Item; CreateGiftCardRequest;
 * CreateGiftCardTransactionRequest → OrderInfo, Cart1, Item2, PriceTag, ClientProfile, Shipping; the cancellation and
 * settlement requests), the answers each operation's 200 `example`. Tests send the requests as the Gift Card Hub does
 * and check that every field of the example answers is in ours; the API document shows them.
 */

/** POST /giftcards/_search: ListAllGiftCardsRequest. */
export const SEARCH_REQUEST_EXAMPLE = {
  client: { id: '3b1abc17', email: 'email@domain.com', document: '234235' },
  cart: {
    grandTotal: 182,
    relationName: null,
    redemptionCode: 'BAHD-ASDB-ADQW-ASDQ',
    discounts: 20,
    shipping: 2,
    taxes: 0,
    items: [{ productId: '2000000', id: '2000002', refId: 'MEV41', name: 'Shoes', price: 200, quantity: 1 }],
    itemsTotal: 200,
  },
};

/** POST /giftcards: CreateGiftCardRequest. */
export const CREATE_CARD_REQUEST_EXAMPLE = {
  relationName: 'loyalty-program',
  emissionDate: '2020-08-01T13:15:30Z',
  expiringDate: '2020-09-01T13:15:30Z',
  caption: 'Loyalty program',
  restrictedToOwner: true,
  multipleRedemptions: true,
  multipleCredits: true,
  profileId: '92de2249-0e02-4ca9-a4aa-a09cc9d8f7ff',
  currencyCode: 'USD',
};

/** POST /giftcards/{giftCardId}/transactions: CreateGiftCardTransactionRequest. */
export const TRANSACTION_REQUEST_EXAMPLE = {
  operation: 'Debit',
  value: 3,
  description: 'GiftCardHub',
  redemptionToken: 'b2dac6f2-f365-48cd-82a9-0b376a55557a',
  redemptionCode: '***********ASDQ',
  requestId: 'B56CBE231DEE4E1A859183C1030CE926',
  orderInfo: {
    orderId: 'v500',
    sequence: 5006128,
    cart: {
      items: [
        {
          id: '2001023',
          productId: '2000492',
          refId: '35994',
          name: 'Vaporizador Des. ColC4nia Branco',
          value: 14.99,
          price: 14.99,
          quantity: 1,
          shippingDiscount: 0,
          discount: -7.5,
          priceTags: [{ name: 'discount@price-discount_store_183#4911bf6f-22a2-4af1-a365-cce895c3df2c', value: 0 }],
        },
      ],
      grandTotal: 0,
      discounts: -7.5,
      shipping: 7.27,
      taxes: 0,
      itemsTotal: 14.99,
    },
    clientProfile: {
      email: 'michael.scott96@mail.com',
      firstName: 'Michael',
      lastName: 'Scott',
      document: '02906792063',
      phone: '+551111111111',
      birthDate: '0001-01-01T00:00:00',
      isCorporate: false,
    },
    shipping: {
      receiverName: 'Michael Scott',
      postalCode: '22250040',
      city: 'Rio de Janeiro',
      state: 'RJ',
      country: 'BRA',
      street: 'Praia de Botafogo',
      number: '111',
      neighborhood: 'Botafogo',
      complement: 'House',
      reference: 'Subway',
    },
  },
};

/** POST …/cancellations: CreateGiftCardTransactionCancellationRequest. */
export const CANCELLATION_REQUEST_EXAMPLE = { value: 4.1, requestId: '12093812masoidj120398' };

/** POST …/settlements: CreateGiftCardTransactionSettlementRequest. */
export const SETTLEMENT_REQUEST_EXAMPLE = { value: 1.8, requestId: '12093812masoidj120398' };

/** The 200 examples, by operationId. */
export const ANSWER_EXAMPLES = {
  ListAllGiftCards: [
    {
      id: '3ad63br54-988e-4a14-8b7f-31fc6a5b955c_24',
      provider: 'ProviderName',
      balance: 5.9,
      _self: { href: '/gatewayqa/giftcards/3ad63br54-988e-4a14-8b7f-31fc6a5b955c_24' },
    },
  ],
  GetGiftCardbyID: {
    id: '5',
    redemptionToken: '32ScL57220Vapb8pc50HJ3mWH1cl1L8x',
    redemptionCode: '***********ASDQ',
    balance: 870.0,
    emissionDate: '2014-04-24T20:22:58.163',
    expiringDate: '2016-01-01T00:00:00',
    currencyCode: 'USD',
    discount: false,
    transactions: { href: 'cards/954/transactions' },
  },
  CreateGiftCard: {
    id: '38',
    relationName: 'loyalty-program',
    emissionDate: '2011-02-04T17:02:19.17',
    expiringDate: '2020-02-04T17:02:19.17',
    caption: 'Loyalty Program',
    restrictedToOwner: true,
    multipleRedemptions: true,
    multipleCredits: true,
    profileId: '92de2449-0e02-4ca9-a4aa-a09cc9d8f7ff',
    currencyCode: 'USD',
  },
  CreateGiftCardTransaction: {
    cardId: '24',
    id: '68347b311ce5407c90fa5316975d047a',
    _self: { href: 'gatewayqa/giftcards/24/transactions/68347b311ce5407c90fa5316975d047a' },
  },
  ListAllGiftCardTransactions: [
    {
      cardId: '3b1abc17-988e-4a14-8b7f-31fc6a5b955c_24',
      id: '68347b311ce5407c90fa5316975d047a',
      _self: {
        href: 'gatewayqa/giftcards/3b1abc17-988e-4a14-8b7f-31fc6a5b955c_24/transactions/68347b311ce5407c90fa5316975d047a',
      },
    },
  ],
  GetGiftCardTransactionbyID: {
    value: 140.0,
    description: 'GiftCardProvider1',
    date: '2023-06-02T18:24:49.252855Z',
    settlement: {
      href: '/gatewayqa/giftcards/3b1abc17-988e-4a14-8b7f-31fc6a5b955c_24/transactions/e122ebd4501a4b3b93640b7444ac425d/settlements',
    },
    cancellation: {
      href: '/gatewayqa/giftcards/3b1abc17-988e-4a14-8b7f-31fc6a5b955c_24/transactions/e122ebd4501a4b3b93640b7444ac425d/cancellations',
    },
    authorization: {
      href: '/gatewayqa/giftcards/3b1abc17-988e-4a14-8b7f-31fc6a5b955c_24/transactions/e122ebd4501a4b3b93640b7444ac425d/authorization',
    },
    operation: 'Debit',
  },
  GetGiftCardTransactionAuthorization: {
    oid: 'e122ebd4501a4b3b93640b7444ac425d',
    value: 5.92,
    date: '2019-03-18T14:42:32.1291783Z',
  },
  CreateGiftCardTransactionCancellation: {
    oid: '7582d93baccc44e9867b0b861696fc0a',
    value: 4.1,
    date: '2019-03-19T14:35:16.7157238Z',
  },
  ListAllGiftCardTransactionsCancellations: [
    { oid: '7582d93baccc44e9867b0b861696fc0a', value: 4.1, date: '2019-03-19T14:35:16.7157238Z' },
  ],
  CreateGiftCardTransactionSettlement: {
    oid: 'e122ebd4501a4b3b93640b7444ac425d',
    value: 1.8,
    date: '2019-03-18T14:42:32.1291783Z',
  },
  ListAllGiftCardTransactionsSettlements: [
    { oid: 'faa6831230634c4b8fb897e02ba9c5a1', value: 15.0, date: '2023-06-02T18:24:49.252855Z' },
    { oid: 'hbar6832580652c4b8fb653f15ba9c5a7', value: 40.0, date: '2023-06-04T15:00:35.252855Z' },
  ],
} as const;
