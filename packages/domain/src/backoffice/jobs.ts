/**
 * The console's failed jobs (issue 47, ADR 0089): the background jobs that used up their attempts, with their last
 * error (a code, never personal data), and 'try again'. Admins only.
 */
import { z } from 'zod';

export const failedJobRow = z.object({
  id: z.number().int().meta({ example: 118 }),
  kind: z.string().meta({ description: 'What the job does', example: 'notification.send' }),
  key: z.string().meta({ description: 'Unique per kind: what the job is about (an id, a period)', example: '4127' }),
  attempts: z.number().int().meta({ example: 8 }),
  maxAttempts: z.number().int().meta({ example: 8 }),
  lastError: z.string().nullable().meta({ description: 'Why its last attempt failed, as a code', example: 'delivery_failed' }),
  createdAt: z.iso.datetime().meta({ example: '2026-12-07T12:00:00.000Z' }),
  failedAt: z.iso.datetime().meta({ description: 'When it was given up', example: '2026-12-07T16:15:00.000Z' }),
});

export const failedJobsAnswer = z.object({ rows: z.array(failedJobRow) });
export const failedJobParams = z.object({ id: z.coerce.number().int().positive().meta({ example: 118 }) });
export const failedJobRetryAnswer = z.object({ queued: z.literal(true) });

export type FailedJobRow = z.infer<typeof failedJobRow>;
