/**
 * The programme's dashboard (issue 27, ADR 0047): admins only, for one of their brands or all of them. One GET per
 * figure, so each is its own indexed statement and its own p95 in bench/dashboard.ts, and the same figure as CSV.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../lib/errors';
import { errorAnswers } from '../../lib/error-answer';
import { requireAdmin, requireOperator } from '../backoffice/operator-session';
import { brandsFor } from '../backoffice/protocols-service';
import { figureCsv } from './csv';
import { periodOf } from './period';
import { figures, type FigureScope } from './queries';
import { dashboardCsvQuery, dashboardQuery, FIGURE_NAMES, figureAnswer, type FigureName } from './wire';
import { binaryAnswer } from '../../lib/binary-answer';

const periodTooLong = () =>
  new DomainError(
    'validation',
    {
      pt: 'Escolha um período de até dois anos.',
      en: 'Choose a period of up to two years.',
      es: 'Elige un período de hasta dos años.',
    },
    { code: 'period_too_long' },
  );

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const scopeOf = async (
    request: Parameters<typeof requireOperator>[1],
    query: { brand?: number; from?: string; to?: string },
    lang: FigureScope['lang'],
  ): Promise<FigureScope> => {
    const operator = await requireOperator(app.db, request, app.clock());
    requireAdmin(operator);
    const now = app.clock();
    const period = periodOf(query, now);
    if (!period) throw periodTooLong();
    return { brands: brandsFor(operator, query.brand), period, now, lang };
  };

  const register = <F extends FigureName>(figure: F) => {
    app.get(
      `/backoffice/dashboard/${figure}`,
      {
        schema: {
          querystring: dashboardQuery,
          response: { 200: figureAnswer(figure), ...errorAnswers(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const scope = await scopeOf(request, request.query, request.lang);
        const rows = await figures[figure](app.db, scope);
        return { ...scope.period, brands: [...scope.brands], rows };
      },
    );
    app.get(
      `/backoffice/dashboard/${figure}.csv`,
      {
        schema: {
          querystring: dashboardCsvQuery,
          response: {
            200: binaryAnswer(['text/csv'], 'The figure as CSV: UTF-8 with a BOM, `;` between fields, money in cents.'),
            ...errorAnswers(400, 401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        const lang = request.query.lang ?? request.lang;
        const scope = await scopeOf(request, request.query, lang);
        const rows = await figures[figure](app.db, scope);
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${figure}-${scope.period.from}-${scope.period.to}.csv"`)
          .send(figureCsv(figure, rows, lang));
      },
    );
  };
  for (const figure of FIGURE_NAMES) register(figure);
};

export default dashboardRoutes;
