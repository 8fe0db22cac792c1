import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, interpolate, type Severity } from '../lib/errors';
import { coreMessages } from '../lib/messages';
import { zodIssueMessage } from '../lib/zod-messages';
import { databaseUnavailableCode, databaseUnavailableError } from '../db/connection-errors';
import { safeError } from '../lib/log-safety';
import type { LocalizedText } from '../db/schema';
import { isValidationCode, validationMessage } from '@portal/domain';

export interface ErrorBody {
  type: Severity;
  message: string;
  /** Which rule or field refused, for callers and tests; never a stack trace or SQL. */
  code?: string;
}

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  text: LocalizedText,
  options: {
    params?: Record<string, string | number>;
    severity?: Severity;
    code?: string;
  } = {},
) {
  const body: ErrorBody = {
    type: options.severity ?? (status >= 500 ? 'ERROR' : status === 429 || status === 401 ? 'WARN' : 'ERROR'),
    message: interpolate(text[request.lang], options.params, request.lang),
  };
  if (options.code) body.code = options.code;
  return reply.status(status).send(body);
}

/**
 * What a failure may log: its name, code and stack frames (lib/log-safety). A driver error carries the query's
 * parameters (e-mails, CPFs, bank data) in its message, detail and cause, and those never reach the log.
 */
function loggable(error: unknown) {
  return { err: safeError(error) };
}

/** Maps every error to the body of ARCHITECTURE §6: `{ type, message }` in the request's language. */
export default fp(async function errorHandler(app) {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    // A database outage, whatever route or hook met it, is a 503 WARN with Retry-After, never a 500 (db/connection-errors).
    const outage = databaseUnavailableCode(error);
    if (outage) {
      request.log.warn({ errCode: outage }, 'database unavailable');
      const unavailable = databaseUnavailableError();
      reply.header('Retry-After', String(unavailable.options.retryAfterSeconds));
      return send(reply, request, unavailable.status, unavailable.localized, unavailable.options);
    }
    if (error instanceof DomainError) {
      if (error.options.retryAfterSeconds !== undefined) {
        reply.header('Retry-After', String(error.options.retryAfterSeconds));
      }
      if (error.status >= 500) request.log.error({ ...loggable(error), errCode: error.options.code }, 'domain error');
      return send(reply, request, error.status, error.localized, error.options);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Domain schemas carry validation codes as messages: show the shopper the sentence, not the code.
      const detail = error.validation
        .map((issue) => {
          const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
          // zod's own issues (type, size, format, unknown keys…) get our sentence: never zod's English default.
          const message =
            issue.message && isValidationCode(issue.message)
              ? validationMessage(issue.message, request.lang)
              : zodIssueMessage(issue, request.lang);
          return `${field}: ${message}`;
        })
        .join('; ');
      return send(reply, request, 400, coreMessages.invalidRequest, { params: { detail }, code: 'invalid_request' });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
      return send(reply, request, 413, coreMessages.payloadTooLarge, { code: 'payload_too_large' });
    }
    if (status === 415) {
      return send(reply, request, 415, coreMessages.unsupportedMediaType, { code: 'unsupported_media_type' });
    }
    if (status === 429) {
      const retryAfter = Number(reply.getHeader('retry-after') ?? 60);
      return send(reply, request, 429, coreMessages.tooManyRequests, {
        params: { seconds: retryAfter },
        code: 'rate_limited',
      });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON and similar client errors: say what was wrong without echoing internals.
      return send(reply, request, status, coreMessages.invalidRequest, {
        params: {
          detail:
            error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? 'JSON' : error.message,
        },
        code: 'invalid_request',
      });
    }
    // Driver errors can quote query parameters (e-mails, hashes): log what failed, not the values.
    request.log.error(loggable(error), 'unhandled error');
    return send(reply, request, 500, coreMessages.internal, { code: 'internal' });
  });
});
