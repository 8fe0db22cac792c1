import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../lib/errors';
import { withBrandNames, withOperatorBrandNames } from './brand-names';
import { backofficeMessages } from './messages';
import { requireAdmin, requireOperator, toOperatorIdentity } from './operator-session';
import { insertOperator, listOperators } from './operators-repo';
import { brandsFor } from './protocols-service';
import { reasonsReport, reportCsv } from './reports';
import { editOperator } from './operator-edit';
import {
  newOperatorBody,
  operatorAnswer,
  operatorChangeBody,
  operatorParams,
  operatorRowAnswer,
  operatorsAnswer,
  reportAnswer,
  reportCsvQuery,
  reportQuery,
} from './wire';
import { errorAnswers } from '../../lib/error-answer';
import { binaryAnswer } from '../../lib/binary-answer';

/** A report's refusals: a bad period (400), no session (401), an agent (403). */
const adminRefusals = errorAnswers(400, 401, 403);

/** Reports and operators (contract 'Reports', 'Operators'): admins only; an agent gets 403, no session 401. */
const backofficeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOf = async (request: Parameters<typeof requireOperator>[1]) => {
    const operator = await requireOperator(app.db, request, app.clock());
    requireAdmin(operator);
    return operator;
  };

  app.get(
    '/backoffice/reports/reasons',
    { schema: { querystring: reportQuery, response: { 200: reportAnswer, ...adminRefusals } } },
    async (request) => {
      const operator = await adminOf(request);
      const { from, to, brand } = request.query;
      return {
        rows: await reasonsReport(app.db, { brands: brandsFor(operator, brand), from, to, lang: request.lang }),
      };
    },
  );

  app.get(
    '/backoffice/reports/reasons.csv',
    {
      schema: {
        querystring: reportCsvQuery,
        response: {
          200: binaryAnswer(['text/csv'], 'The report as CSV (UTF-8 with BOM, ";" separated), an attachment.'),
          ...adminRefusals,
        },
      },
    },
    async (request, reply) => {
      const operator = await adminOf(request);
      const { from, to, brand } = request.query;
      const lang = request.query.lang ?? request.lang;
      const rows = await reasonsReport(app.db, { brands: brandsFor(operator, brand), from, to, lang });
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="motivos-${from}-${to}.csv"`)
        .send(reportCsv(rows, lang));
    },
  );

  app.get(
    '/backoffice/operators',
    { schema: { response: { 200: operatorsAnswer, ...errorAnswers(401, 403) } } },
    async (request) => {
      const admin = await adminOf(request);
      // An admin sees the operators who share a brand with them, and of those operators' brands only their own: who
      // works another brand is that brand's business.
      const mine = new Set(admin.brands);
      const rows = (await listOperators(app.db)).filter((row) => row.brands.some((brand) => mine.has(brand)));
      return {
        operators: await withBrandNames(
          app.db,
          rows.map((row) => ({
            ...toOperatorIdentity(row),
            brands: row.brands.filter((brand) => mine.has(brand)),
            active: row.active,
          })),
        ),
      };
    },
  );

  app.post(
    '/backoffice/operators',
    { schema: { body: newOperatorBody, response: { 201: operatorAnswer, ...errorAnswers(400, 401, 403, 409) } } },
    async (request, reply) => {
      const admin = await adminOf(request);
      // An admin hands out only the brands they hold themselves: a brand outside theirs is as unknown as elsewhere.
      for (const brand of request.body.brands) brandsFor(admin, brand);
      const row = await insertOperator(app.db, request.body);
      if (!row) throw new DomainError('conflict', backofficeMessages.operatorExists, { code: 'operator_exists' });
      request.log.info({ operatorId: row.id, by: admin.id, role: row.role }, 'operator added');
      return reply.code(201).send({ operator: await withOperatorBrandNames(app.db, toOperatorIdentity(row)) });
    },
  );

  app.patch(
    '/backoffice/operators/:operatorId',
    {
      schema: {
        params: operatorParams,
        body: operatorChangeBody,
        response: { 200: operatorRowAnswer, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const admin = await adminOf(request);
      const row = await editOperator(app.db, admin, request.params.operatorId, request.body);
      // What changed, by whom: ids and flags only (no name, no e-mail).
      request.log.info(
        { operatorId: row.id, by: admin.id, role: row.role, active: row.active, brands: row.brands },
        'operator changed',
      );
      // The admin sees of the operator's brands only their own, as in the list.
      const brands = row.brands.filter((brand) => admin.brands.includes(brand));
      return {
        operator: await withOperatorBrandNames(app.db, { ...toOperatorIdentity(row), brands, active: row.active }),
      };
    },
  );
};

export default backofficeAdminRoutes;
