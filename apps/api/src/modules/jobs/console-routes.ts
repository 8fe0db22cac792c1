/**
 * The console's failed jobs (issue 47, ADR 0089), under /api/backoffice so the operator cookie reaches them: the jobs
 * that used up their attempts, with their last error, and 'try again' (queued now with its attempts reset). Admins
 * only: a job can be about any brand, and trying one again acts for all of them.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failedJobParams, failedJobRetryAnswer, failedJobsAnswer } from '@portal/domain/backoffice';
import { errorAnswers } from '../../lib/error-answer';
import { DomainError } from '../../lib/errors';
import { requireAdmin, requireOperator } from '../backoffice/operator-session';
import { deadJobs, retryDeadJob } from './repo';
import { jobWorker } from './runtime';

const LISTED = 200;

const notDead = {
  pt: 'Este trabalho não está entre os que falharam (já foi tentado de novo?).',
  en: 'This job is not among the failed ones (was it tried again already?).',
  es: 'Este trabajo no está entre los que fallaron (¿ya se intentó de nuevo?).',
};

const jobsConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = async (request: Parameters<typeof requireOperator>[1]) =>
    requireAdmin(await requireOperator(app.db, request, app.clock()));

  app.get(
    '/backoffice/jobs/failed',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'Background jobs that used up their attempts, newest first, with their last error',
        response: { 200: failedJobsAnswer, ...errorAnswers(401, 403) },
      },
    },
    async (request) => {
      await admin(request);
      const rows = await deadJobs(app.db, LISTED);
      return {
        rows: rows.map((job) => ({
          id: job.id,
          kind: job.kind,
          key: job.key,
          attempts: job.attempts,
          maxAttempts: job.maxAttempts,
          lastError: job.lastError,
          createdAt: job.createdAt.toISOString(),
          failedAt: job.updatedAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/backoffice/jobs/failed/:id/retry',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'Try a failed job again: queued now, with its attempts reset',
        params: failedJobParams,
        response: { 200: failedJobRetryAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await admin(request);
      if (!(await retryDeadJob(app.db, request.params.id, app.clock()))) {
        throw new DomainError('not_found', notDead, { code: 'job_not_failed' });
      }
      void jobWorker(app).kick();
      return { queued: true as const };
    },
  );
};

export default jobsConsoleRoutes;
