/**
 * The workload calls (issue 27, ADR 0047), under /api/backoffice so the operator cookie reaches them: assignment,
 * per-status age targets, bulk moves, internal notes and the receiving slip. Every call checks the operator's session
 * and brands on the server; setting targets and assigning others are an admin's.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../lib/error-answer';
import { backofficeRuntime } from '../backoffice/routes';
import { requireAdmin, requireOperator } from '../backoffice/operator-session';
import { brandsFor } from '../backoffice/protocols-service';
import { assignProtocol, releaseProtocol, takeProtocol } from './assignment-service';
import { bulkMove } from './bulk-service';
import { addNote, listNotes } from './notes-service';
import { receivingSlip } from './slip-service';
import { listTargets, setTarget } from './targets-service';
import {
  assignBody,
  assignmentAnswer,
  bulkAnswer,
  bulkBody,
  noteAnswer,
  noteBody,
  notesAnswer,
  prtParams,
  slipAnswer,
  targetBody,
  targetsAnswer,
  targetsQuery,
} from './wire';

const workloadRoutes: FastifyPluginAsyncZod = async (app) => {
  const operatorOf = (request: Parameters<typeof requireOperator>[1]) => requireOperator(app.db, request, app.clock());
  const base = '/backoffice/protocols/:prtId';

  app.post(
    `${base}/take`,
    { schema: { params: prtParams, response: { 200: assignmentAnswer, ...errorAnswers(400, 401, 404, 409) } } },
    async (request) => {
      const operator = await operatorOf(request);
      const { prtId } = request.params;
      return { prtId, assignee: await takeProtocol(app.db, operator, prtId, app.clock()) };
    },
  );

  app.post(
    `${base}/assign`,
    {
      schema: {
        params: prtParams,
        body: assignBody,
        response: { 200: assignmentAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const operator = await operatorOf(request);
      const { prtId } = request.params;
      const assignee = await assignProtocol(app.db, operator, prtId, request.body.operatorId, app.clock());
      return { prtId, assignee };
    },
  );

  app.post(
    `${base}/release`,
    { schema: { params: prtParams, response: { 200: assignmentAnswer, ...errorAnswers(400, 401, 403, 404) } } },
    async (request) => {
      const operator = await operatorOf(request);
      await releaseProtocol(app.db, operator, request.params.prtId);
      return { prtId: request.params.prtId, assignee: null };
    },
  );

  app.get(
    `${base}/internal-notes`,
    { schema: { params: prtParams, response: { 200: notesAnswer, ...errorAnswers(400, 401, 404) } } },
    async (request) => ({ notes: await listNotes(app.db, await operatorOf(request), request.params.prtId) }),
  );

  app.post(
    `${base}/internal-notes`,
    {
      schema: { params: prtParams, body: noteBody, response: { 200: noteAnswer, ...errorAnswers(400, 401, 404) } },
    },
    async (request) => {
      const operator = await operatorOf(request);
      const note = await addNote(app.db, operator, request.params.prtId, request.body.note, app.clock());
      request.log.info({ prtId: request.params.prtId, operatorId: operator.id }, 'internal note added');
      return { note };
    },
  );

  app.get(
    `${base}/receiving-slip`,
    { schema: { params: prtParams, response: { 200: slipAnswer, ...errorAnswers(400, 401, 404) } } },
    async (request) => receivingSlip(app.db, await operatorOf(request), request.params.prtId, request.lang),
  );

  app.get(
    '/backoffice/workload/targets',
    { schema: { querystring: targetsQuery, response: { 200: targetsAnswer, ...errorAnswers(400, 401, 404) } } },
    async (request) => {
      const operator = await operatorOf(request);
      return { targets: await listTargets(app.db, brandsFor(operator, request.query.brand)) };
    },
  );

  app.post(
    '/backoffice/workload/targets',
    { schema: { body: targetBody, response: { 200: targetsAnswer, ...errorAnswers(400, 401, 403, 404) } } },
    async (request) => {
      const operator = await operatorOf(request);
      requireAdmin(operator);
      await setTarget(app.db, operator, request.body, app.clock());
      return { targets: await listTargets(app.db, [request.body.brandId]) };
    },
  );

  app.post(
    '/backoffice/workload/bulk-moves',
    { schema: { body: bulkBody, response: { 200: bulkAnswer, ...errorAnswers(400, 401) } } },
    async (request) => {
      const operator = await operatorOf(request);
      const { applied, ...answer } = await bulkMove(app.db, operator, request.body, app.clock, request.lang);
      // The moved protocols' messages were written in their transactions; the drain sends them now.
      if (applied > 0) void backofficeRuntime(app).drainer.kick();
      request.log.info(
        {
          bulkId: answer.bulkId,
          to: request.body.to,
          operatorId: operator.id,
          applied,
          notMoved: answer.notMoved.length,
        },
        'bulk move',
      );
      return answer;
    },
  );
};

export default workloadRoutes;
