/**
 * The request and answer bodies of VTEX's Giftcard Provider Protocol 1.0, as zod schemas (field names, types and
 * required lists of the document's components.schemas). Requests: every field the document marks required must be
 * there with its type; fields the provider does not read are let through unchecked beyond their type, and unknown
 * ones dropped, so a field VTEX adds later does not fail a shopper's checkout (ADR 0092).
 */
import { z } from 'zod';
import {
  ANSWER_EXAMPLES,
  CANCELLATION_REQUEST_EXAMPLE,
  CREATE_CARD_REQUEST_EXAMPLE,
  SEARCH_REQUEST_EXAMPLE,
  SETTLEMENT_REQUEST_EXAMPLE,
  TRANSACTION_REQUEST_EXAMPLE,
} from './document-examples';

const text = (max: number) => z.string().max(max);
const reais = (what: string) =>
  z
    .unknown()
    .describe(
      `${what}, in reais (BRL) as VTEX sends it: a JSON number greater than zero with at most two decimals (3, 4.1). ` +
        'A fraction of a cent, zero, a negative or a text is refused with 400 value_invalid.',
    );
const amountAnswer = (what: string) =>
  z.number().describe(`${what}, in reais (BRL) as VTEX reads it: a JSON number, exact to the cent (5.9 is R$ 5,90).`);
const href = z.object({
  href: z.string().describe('The resource, a path on this host under /api/vtex/giftcard-provider.'),
});

/** Client: id, email and document are required; the card is found by document (CPF) or e-mail. */
const client = z.object({
  id: text(200),
  email: text(320),
  document: text(40),
});

/** Cart (of the _search): the document's required fields; amounts are numbers (its integer examples included). */
const searchCart = z.object({
  grandTotal: z.number(),
  relationName: text(200).nullable(),
  redemptionCode: text(200).nullable(),
  discounts: z.number(),
  shipping: z.number(),
  taxes: z.number(),
  items: z.array(z.object({}).loose()).max(1000),
  itemsTotal: z.number(),
});

export const searchBody = z
  .object({ client, cart: searchCart })
  .meta({ examples: [SEARCH_REQUEST_EXAMPLE] })
  .describe('ListAllGiftCardsRequest: the shopper and her cart at the checkout.');

export const createCardBody = z
  .object({
    relationName: text(200),
    caption: text(200),
    profileId: text(320).describe("Client ID: the customer's e-mail is the one the portal can match."),
    emissionDate: text(40).optional(),
    expiringDate: text(40).optional(),
    restrictedToOwner: z.boolean().optional(),
    multipleRedemptions: z.boolean().optional(),
    multipleCredits: z.boolean().optional(),
    currencyCode: text(3).optional(),
  })
  .meta({ examples: [{ ...CREATE_CARD_REQUEST_EXAMPLE, profileId: 'ana.souza@example.com', currencyCode: 'BRL' }] })
  .describe('CreateGiftCardRequest.');

export const transactionBody = z
  .object({
    operation: z.enum(['Debit', 'Credit']),
    value: reais('Operation value'),
    description: text(500),
    redemptionToken: text(200),
    redemptionCode: text(200),
    requestId: z.string().min(1).max(200).describe('The same requestId again on this card is the same transaction.'),
    orderInfo: z
      .object({
        orderId: text(200).optional(),
        sequence: z.number().optional(),
        cart: z.object({}).loose().optional(),
        clientProfile: z.object({}).loose().optional(),
        shipping: z.object({}).loose().optional(),
      })
      .loose(),
  })
  .meta({ examples: [TRANSACTION_REQUEST_EXAMPLE] })
  .describe('CreateGiftCardTransactionRequest.');

export const cancellationBody = z
  .object({ value: reais('Value to give back'), requestId: z.string().min(1).max(200) })
  .meta({ examples: [CANCELLATION_REQUEST_EXAMPLE] })
  .describe('CreateGiftCardTransactionCancellationRequest.');

export const settlementBody = z
  .object({ value: reais('Value to settle'), requestId: z.string().min(1).max(200) })
  .meta({ examples: [SETTLEMENT_REQUEST_EXAMPLE] })
  .describe('CreateGiftCardTransactionSettlementRequest.');

export const cardParams = z.object({ giftCardId: text(100) });
export const transactionParams = z.object({ giftCardId: text(100), transactionId: text(100) });
/** The document names the transaction `tId` on the settlement paths. */
export const settlementParams = z.object({ giftCardId: text(100), tId: text(100) });

export const searchAnswer = z
  .array(
    z.object({
      id: z.string(),
      provider: z.string(),
      balance: amountAnswer("The wallet's spendable balance"),
      _self: href,
    }),
  )
  .meta({ examples: [ANSWER_EXAMPLES.ListAllGiftCards] });

export const cardAnswer = z
  .object({
    id: z.string(),
    redemptionToken: z.string(),
    redemptionCode: z.string().describe('Masked but for its last four characters, as in the document.'),
    balance: amountAnswer("The wallet's spendable balance"),
    emissionDate: z.string(),
    expiringDate: z.string().describe('The wallet does not expire: a date far ahead.'),
    currencyCode: z.literal('BRL'),
    discount: z.boolean(),
    transactions: href,
  })
  .meta({ examples: [{ ...ANSWER_EXAMPLES.GetGiftCardbyID, currencyCode: 'BRL' }] });

export const createCardAnswer = z
  .object({
    id: z.string(),
    relationName: z.string(),
    emissionDate: z.string(),
    expiringDate: z.string(),
    caption: z.string(),
    restrictedToOwner: z.boolean(),
    multipleRedemptions: z.boolean(),
    multipleCredits: z.boolean(),
    profileId: z.string(),
    currencyCode: z.literal('BRL'),
  })
  .meta({ examples: [{ ...ANSWER_EXAMPLES.CreateGiftCard, currencyCode: 'BRL' }] });

const transactionRef = z.object({ cardId: z.string(), id: z.string(), _self: href });
export const transactionRefAnswer = transactionRef.meta({ examples: [ANSWER_EXAMPLES.CreateGiftCardTransaction] });
export const transactionListAnswer = z
  .array(transactionRef)
  .meta({ examples: [ANSWER_EXAMPLES.ListAllGiftCardTransactions] });

export const transactionAnswer = z
  .object({
    value: amountAnswer('Transaction value'),
    description: z.string(),
    date: z.string(),
    requestId: z.string(),
    settlement: href,
    cancellation: href,
    authorization: href,
    operation: z.enum(['Debit', 'Credit']),
  })
  .meta({
    examples: [{ ...ANSWER_EXAMPLES.GetGiftCardTransactionbyID, requestId: 'B56CBE231DEE4E1A859183C1030CE926' }],
  });

const operationAnswerShape = z.object({ oid: z.string(), value: amountAnswer('Value'), date: z.string() });
export const operationAnswer = operationAnswerShape.meta({
  examples: [ANSWER_EXAMPLES.CreateGiftCardTransactionCancellation],
});
export const operationListAnswer = z
  .array(operationAnswerShape)
  .meta({ examples: [ANSWER_EXAMPLES.ListAllGiftCardTransactionsSettlements] });

export type TransactionBody = z.infer<typeof transactionBody>;
