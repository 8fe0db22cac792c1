/**
 * The protocol's transaction operations (Giftcard Provider Protocol 1.0: create, list, get, authorization,
 * cancellations, settlements), registered inside the provider's context (routes.ts), so behind its key check.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../../../lib/error-answer';
import { deliverEventsSoon } from '../../../events/committed';
import {
  authorizationAnswer,
  operationAnswer as toOperationAnswer,
  transactionAnswer as toTransactionAnswer,
  transactionRef,
} from './answers';
import { requireCard } from './cards';
import {
  amountCents,
  cancelTransaction,
  createTransaction,
  operationsOf,
  settleTransaction,
  transactionOf,
  transactionsOf,
} from './transactions';
import {
  cancellationBody,
  cardParams,
  operationAnswer,
  operationListAnswer,
  settlementBody,
  settlementParams,
  transactionAnswer,
  transactionBody,
  transactionListAnswer,
  transactionParams,
  transactionRefAnswer,
} from './wire';

const TAGS = ['vtex-giftcard-provider'];

const transactionRoutes: FastifyPluginAsyncZod = async (app) => {
  const card = (request: { brand: { id: number } | null }, id: string) => requireCard(app.db, request.brand!.id, id);

  app.post(
    '/giftcards/:giftCardId/transactions',
    {
      schema: {
        tags: TAGS,
        operationId: 'vtexCreateGiftCardTransaction',
        summary: 'Debit or credit the gift card (VTEX CreateGiftCardTransaction)',
        description:
          'A Debit is one wallet movement, once per requestId (a retry answers the same transaction); above the ' +
          'balance it is refused with 422 and nothing moves. A Credit gives back purchases made with this card only.',
        params: cardParams,
        body: transactionBody,
        response: { 200: transactionRefAnswer, ...errorAnswers(400, 401, 404, 409, 415, 422) },
      },
    },
    async (request) => {
      const found = await card(request, request.params.giftCardId);
      const body = request.body;
      const { transaction, created } = await createTransaction(
        app.db,
        found,
        {
          operation: body.operation,
          valueCents: amountCents(body.value),
          description: body.description,
          requestId: body.requestId,
          orderId: body.orderInfo.orderId || null,
        },
        app.clock(),
      );
      if (created) deliverEventsSoon(app);
      return transactionRef(found, transaction);
    },
  );

  app.get(
    '/giftcards/:giftCardId/transactions',
    {
      schema: {
        tags: TAGS,
        operationId: 'vtexListAllGiftCardTransactions',
        summary: "List the gift card's transactions (VTEX ListAllGiftCardTransactions)",
        params: cardParams,
        response: { 200: transactionListAnswer, ...errorAnswers(401, 404) },
      },
    },
    async (request) => {
      const found = await card(request, request.params.giftCardId);
      return (await transactionsOf(app.db, found)).map((row) => transactionRef(found, row));
    },
  );

  app.get(
    '/giftcards/:giftCardId/transactions/:transactionId',
    {
      schema: {
        tags: TAGS,
        operationId: 'vtexGetGiftCardTransactionById',
        summary: 'Get a transaction (VTEX GetGiftCardTransactionbyID)',
        params: transactionParams,
        response: { 200: transactionAnswer, ...errorAnswers(401, 404) },
      },
    },
    async (request) => {
      const found = await card(request, request.params.giftCardId);
      return toTransactionAnswer(found, await transactionOf(app.db, found, request.params.transactionId));
    },
  );

  app.get(
    '/giftcards/:giftCardId/transactions/:transactionId/authorization',
    {
      schema: {
        tags: TAGS,
        operationId: 'vtexGetGiftCardTransactionAuthorization',
        summary: "Get a transaction's authorization (VTEX GetGiftCardTransactionAuthorization)",
        params: transactionParams,
        response: { 200: operationAnswer, ...errorAnswers(401, 404) },
      },
    },
    async (request) => {
      const found = await card(request, request.params.giftCardId);
      return authorizationAnswer(await transactionOf(app.db, found, request.params.transactionId));
    },
  );

  app.post(
    '/giftcards/:giftCardId/transactions/:transactionId/cancellations',
    {
      schema: {
        tags: TAGS,
        operationId: 'vtexCreateGiftCardTransactionCancellation',
        summary: 'Cancel a Debit, all or part (VTEX CreateGiftCardTransactionCancellation)',
        description: 'Gives back at most what the Debit took, to the wallet buckets it took from, once per requestId.',
        params: transactionParams,
        body: cancellationBody,
        response: { 200: operationAnswer, ...errorAnswers(400, 401, 404, 409, 415, 422) },
      },
    },
    async (request) => {
      const found = await card(request, request.params.giftCardId);
      const row = await cancelTransaction(
        app.db,
        found,
        request.params.transactionId,
        { valueCents: amountCents(request.body.value), requestId: request.body.requestId },
        app.clock(),
      );
      deliverEventsSoon(app);
      return toOperationAnswer(row);
    },
  );

  app.get(
    '/giftcards/:giftCardId/transactions/:transactionId/cancellations',
    {
      schema: {
        tags: TAGS,
        operationId: 'vtexListAllGiftCardTransactionsCancellations',
        summary: "List a transaction's cancellations (VTEX ListAllGiftCardTransactionsCancellations)",
        params: transactionParams,
        response: { 200: operationListAnswer, ...errorAnswers(401, 404) },
      },
    },
    async (request) => {
      const found = await card(request, request.params.giftCardId);
      const transaction = await transactionOf(app.db, found, request.params.transactionId);
      return (await operationsOf(app.db, transaction, 'cancellation')).map(toOperationAnswer);
    },
  );

  app.post(
    '/giftcards/:giftCardId/transactions/:tId/settlements',
    {
      schema: {
        tags: TAGS,
        operationId: 'vtexCreateGiftCardTransactionSettlement',
        summary: 'Settle a Debit (VTEX CreateGiftCardTransactionSettlement)',
        description: 'Records the capture once per requestId, never above the Debit less its cancellations.',
        params: settlementParams,
        body: settlementBody,
        response: { 200: operationAnswer, ...errorAnswers(400, 401, 404, 409, 415, 422) },
      },
    },
    async (request) => {
      const found = await card(request, request.params.giftCardId);
      const row = await settleTransaction(
        app.db,
        found,
        request.params.tId,
        { valueCents: amountCents(request.body.value), requestId: request.body.requestId },
        app.clock(),
      );
      return toOperationAnswer(row);
    },
  );

  app.get(
    '/giftcards/:giftCardId/transactions/:tId/settlements',
    {
      schema: {
        tags: TAGS,
        operationId: 'vtexListAllGiftCardTransactionsSettlements',
        summary: "List a transaction's settlements (VTEX ListAllGiftCardTransactionsSettlements)",
        params: settlementParams,
        response: { 200: operationListAnswer, ...errorAnswers(401, 404) },
      },
    },
    async (request) => {
      const found = await card(request, request.params.giftCardId);
      const transaction = await transactionOf(app.db, found, request.params.tId);
      return (await operationsOf(app.db, transaction, 'settlement')).map(toOperationAnswer);
    },
  );
};

export default transactionRoutes;
