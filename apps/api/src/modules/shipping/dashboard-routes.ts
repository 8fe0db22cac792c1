/**
 * The dashboard's shipping figures (issue 48), beside the dashboard's own (ADR 0047) as a route of this module so the
 * figure list the web enumerates is unchanged: returns in transit now, and those delivered in the period with the
 * median days from the code's request to the delivery. Admins only, their brands.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, gte, inArray, lt, sql } from 'drizzle-orm';
import { shippingDashboardResponseSchema } from '@portal/domain';
import { dashboardQuery } from '@portal/domain/backoffice';
import { shipments } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { errorAnswers } from '../../lib/error-answer';
import { requireAdmin, requireOperator } from '../backoffice/operator-session';
import { brandsFor } from '../backoffice/protocols-service';
import { nextDay, periodOf } from '../dashboard/period';

// The answer's schema is the domain's, so the web's dashboard card parses the same shape.
const answer = shippingDashboardResponseSchema;

const dayStart = (day: string) => new Date(`${day}T00:00:00-03:00`);

const shippingDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/backoffice/dashboard/shipping',
    { schema: { querystring: dashboardQuery, response: { 200: answer, ...errorAnswers(400, 401, 403, 404) } } },
    async (request) => {
      const operator = await requireOperator(app.db, request, app.clock());
      requireAdmin(operator);
      const period = periodOf(request.query, app.clock());
      if (!period) {
        throw new DomainError(
          'validation',
          {
            pt: 'Escolha um período de até dois anos.',
            en: 'Choose a period of up to two years.',
            es: 'Elige un período de hasta dos años.',
          },
          { code: 'period_too_long' },
        );
      }
      const brands = brandsFor(operator, request.query.brand);
      const [now] = await app.db
        .select({
          inTransit: sql<number>`count(*) filter (where ${shipments.state} = 'posted')`.mapWith(Number),
          codesNotUsed: sql<number>`count(*) filter (where ${shipments.state} = 'issued')`.mapWith(Number),
        })
        .from(shipments)
        .where(and(inArray(shipments.brandId, brands), inArray(shipments.state, ['issued', 'posted'])));
      const [done] = await app.db
        .select({
          delivered: sql<number>`count(*)`.mapWith(Number),
          median: sql<
            string | null
          >`percentile_cont(0.5) within group (order by extract(epoch from (${shipments.deliveredAt} - ${shipments.createdAt})))`,
        })
        .from(shipments)
        .where(
          and(
            inArray(shipments.brandId, brands),
            gte(shipments.deliveredAt, dayStart(period.from)),
            lt(shipments.deliveredAt, dayStart(nextDay(period.to))),
          ),
        );
      const median = done?.median === null || done?.median === undefined ? null : Number(done.median);
      return {
        ...period,
        brands,
        inTransit: now?.inTransit ?? 0,
        codesNotUsed: now?.codesNotUsed ?? 0,
        delivered: done?.delivered ?? 0,
        medianDaysToDelivery: median === null ? null : Math.round((median / 86_400) * 10) / 10,
      };
    },
  );
};

export default shippingDashboardRoutes;
