/**
 * The error body every route answers on failure (ARCHITECTURE §6, plugins/error-handler.ts), as a schema so each route
 * can document its error answers in the OpenAPI document (issue 24): `response: { 200: answer, ...errorAnswers(400,
 * 401, 404) }`. The serializer only copies the declared keys, so this schema must list every key the handler sends.
 */
import { z } from 'zod';

export const errorAnswer = z
  .object({
    type: z.enum(['ERROR', 'WARN']).describe('ERROR: the request failed; WARN: retry later or fix and retry.'),
    message: z.string().describe("What went wrong, in the request's language (Accept-Language or the session's)."),
    code: z.string().optional().describe('Which rule or field refused, for programs: stable across languages.'),
  })
  .describe('An error: the same shape on every route.');

const ERROR_DESCRIPTIONS = {
  400: 'The request is malformed or a field is invalid.',
  401: 'No valid session or API key.',
  403: 'Signed in, but not allowed to do this.',
  404: 'Not found, or not yours.',
  409: 'Conflicts with the current state (e.g. a reused idempotency key with other data).',
  413: 'The body or file is too large.',
  415: 'The media type is not accepted.',
  422: 'Well-formed, but a business rule refuses it.',
  429: 'Too many requests: see Retry-After.',
  500: 'An unexpected failure on the server (logged without personal data).',
  503: 'A dependency is unavailable: retry later.',
  507: 'The server has no room to store the file: retry later.',
} as const;

export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/** The error answers of a route, for its `response` schema: each status with the one error body. */
export function errorAnswers<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof errorAnswer> {
  return Object.fromEntries(
    statuses.map((status) => [status, errorAnswer.describe(ERROR_DESCRIPTIONS[status])]),
  ) as Record<S, typeof errorAnswer>;
}
