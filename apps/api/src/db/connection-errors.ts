/**
 * Which failures mean "the database cannot be reached right now" (down, restarting, stalled, out of connections)
 * rather than "this request or this code is wrong". The error handler answers the first kind with 503 + Retry-After
 * in ONE place, whatever route or hook hit it, so no route has to know about outages.
 *
 * Errors reach us wrapped: Drizzle wraps the driver's error in `DrizzleQueryError` (`cause`), Node reports a refused
 * connection to a host with several addresses as an `AggregateError` (`errors`). So the whole chain is searched.
 */
import { DomainError } from '../lib/errors';
import { coreMessages } from '../lib/messages';

/** Sent as Retry-After with the 503: a restart or failover usually takes seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * SQLSTATEs of a lost or refused connection: class 08 (connection exception), 57P01-57P03 (administrator/crash
 * shutdown, cannot connect now: starting or in recovery), 57014 (statement timeout), 25P03 (idle-in-transaction
 * timeout), 53300 (too many connections) and 53 class out-of-resources that a retry can outlive.
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|57014|25P03|53000|53100|53200|53300|53400)$/;

/** Socket-level failures of the driver's connection (Node's `code`). */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'EAI_AGAIN',
]);

/**
 * node-postgres and pg-pool report these without a code, each with the name we log for it. Each names a connection
 * problem, never a value of the request.
 */
const UNAVAILABLE_DRIVER_MESSAGES: [RegExp, string][] = [
  [/^Connection terminated due to connection timeout$/, 'connect_timeout'],
  [/^Connection terminated/, 'connection_terminated'],
  [/^timeout expired$/, 'connect_timeout'],
  [/^timeout exceeded when trying to connect$/, 'pool_acquire_timeout'],
  [/^Query read timeout$/, 'query_read_timeout'],
  [/^Client has encountered a connection error and is not queryable$/, 'connection_lost'],
  [/^Client was closed and is not queryable$/, 'connection_closed'],
  [/^Connection closed$/, 'connection_closed'],
  [/^Cannot use a pool after calling end on the pool$/, 'pool_ended'],
];

const MAX_DEPTH = 5;

/** The code that makes `error` a database-unavailable failure, or null when it is not one. Safe to log. */
export function databaseUnavailableCode(error: unknown, depth = 0): string | null {
  if (!error || typeof error !== 'object' || depth > MAX_DEPTH) return null;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET_CODES.has(code))) return code;
  if (typeof message === 'string' && typeof code !== 'string') {
    const known = UNAVAILABLE_DRIVER_MESSAGES.find(([pattern]) => pattern.test(message));
    if (known) return known[1];
  }
  if (Array.isArray(errors)) {
    for (const inner of errors) {
      const found = databaseUnavailableCode(inner, depth + 1);
      if (found) return found;
    }
  }
  return databaseUnavailableCode(cause, depth + 1);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseUnavailableCode(error) !== null;
}

/** The 503 WARN a shopper gets while the database is unreachable ('service unavailable, try again'). */
export function databaseUnavailableError(): DomainError {
  return new DomainError('unavailable', coreMessages.unavailable, {
    severity: 'WARN',
    retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
    code: 'database_unavailable',
  });
}
