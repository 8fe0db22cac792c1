/**
 * Every answer of the provider against the 200 schema of VTEX's own document (test/vtex-document-answers.json: the
 * answer schemas of 'VTEX - Giftcard Provider Protocol.json', copied unchanged), each operation called as the Gift Card
 * Hub calls it, with the document's example requests. Also: every field of the document's answer examples is in ours.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Ajv2020 from '@redocly/ajv/dist/2020';
import { DEMO } from '../../../../db/seed/demo-logins';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import {
  ANSWER_EXAMPLES,
  CANCELLATION_REQUEST_EXAMPLE,
  CREATE_CARD_REQUEST_EXAMPLE,
  SEARCH_REQUEST_EXAMPLE,
  SETTLEMENT_REQUEST_EXAMPLE,
  TRANSACTION_REQUEST_EXAMPLE,
} from './document-examples';
import { hub, keyPaths } from './test-support';
import vtexDocument from './test/vtex-document-answers.json';

type OperationId = keyof typeof ANSWER_EXAMPLES;

let t: TestApp;
const answers = new Map<OperationId, unknown>();

beforeAll(async () => {
  t = await createTestApp();
  const call = hub(t);
  const ok = async (operationId: OperationId, answer: Awaited<ReturnType<typeof call>>) => {
    expect(answer.statusCode, `${operationId}: ${answer.body.slice(0, 200)}`).toBe(200);
    answers.set(operationId, answer.json());
    return answer.json();
  };
  const search = {
    ...SEARCH_REQUEST_EXAMPLE,
    client: { ...SEARCH_REQUEST_EXAMPLE.client, document: DEMO.ana.cpf },
  };
  const [card] = await ok('ListAllGiftCards', await call('POST', '/giftcards/_search', { body: search }));
  const cardPath = `/giftcards/${card.id}`;
  await ok('GetGiftCardbyID', await call('GET', cardPath));
  await ok(
    'CreateGiftCard',
    await call('POST', '/giftcards', {
      body: { ...CREATE_CARD_REQUEST_EXAMPLE, profileId: DEMO.ana.email, currencyCode: 'BRL' },
    }),
  );
  const transaction = await ok(
    'CreateGiftCardTransaction',
    await call('POST', `${cardPath}/transactions`, { body: { ...TRANSACTION_REQUEST_EXAMPLE, value: 10 } }),
  );
  const transactionPath = `${cardPath}/transactions/${transaction.id}`;
  await ok('ListAllGiftCardTransactions', await call('GET', `${cardPath}/transactions`));
  await ok('GetGiftCardTransactionbyID', await call('GET', transactionPath));
  await ok('GetGiftCardTransactionAuthorization', await call('GET', `${transactionPath}/authorization`));
  await ok(
    'CreateGiftCardTransactionCancellation',
    await call('POST', `${transactionPath}/cancellations`, { body: CANCELLATION_REQUEST_EXAMPLE }),
  );
  await ok('ListAllGiftCardTransactionsCancellations', await call('GET', `${transactionPath}/cancellations`));
  await ok(
    'CreateGiftCardTransactionSettlement',
    await call('POST', `${transactionPath}/settlements`, { body: SETTLEMENT_REQUEST_EXAMPLE }),
  );
  await ok('ListAllGiftCardTransactionsSettlements', await call('GET', `${transactionPath}/settlements`));
});

afterAll(async () => {
  await t?.close();
});

describe("the provider's answers, by VTEX's document", () => {
  const operations = Object.keys(ANSWER_EXAMPLES) as OperationId[];

  it('covers every operation of the document', () => {
    expect(Object.keys(vtexDocument.answers).sort()).toEqual([...operations].sort());
  });

  it.each(operations)("%s: our answer is valid against the document's 200 schema", (operationId) => {
    // The document is OpenAPI 3.0: its schemas are JSON Schema but for a few keywords (nullable), ignored here.
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema(vtexDocument, 'doc');
    const validate = ajv.compile({ $ref: `doc#/answers/${operationId}` });
    const answer = answers.get(operationId);
    expect(answer, operationId).toBeDefined();
    expect(validate(answer) ? [] : validate.errors).toEqual([]);
  });

  it.each(operations)("%s: every field of the document's example answer is in ours", (operationId) => {
    expect(keyPaths(answers.get(operationId))).toEqual(expect.arrayContaining(keyPaths(ANSWER_EXAMPLES[operationId])));
  });

  it('the schema check can fail: a missing required field or a wrong type is reported', () => {
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema(vtexDocument, 'doc');
    const validate = ajv.compile({ $ref: 'doc#/answers/ListAllGiftCards' });
    expect(validate([{ id: 'x', provider: 'p', _self: { href: '/' } }])).toBe(false);
    expect(validate([{ id: 'x', provider: 'p', balance: '5.90', _self: { href: '/' } }])).toBe(false);
    expect(validate(ANSWER_EXAMPLES.ListAllGiftCards)).toBe(true);
  });
});
