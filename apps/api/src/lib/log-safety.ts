import { createHmac } from 'node:crypto';

/**
 * What a logged error may say (ARCHITECTURE §7: logs never hold a code, a CPF, an e-mail or bank data).
 *
 * Database errors carry the statement's parameters in several places: Drizzle's `DrizzleQueryError` puts them in its
 * message (`Failed query: … \nparams: ana@…,529…`) and so in its stack, PostgreSQL puts the failing row in `detail`
 * and values in `message` (`invalid input syntax for type integer: "…"`), and pg/PGlite keep the whole error as the
 * `cause`. pino's standard serializer writes all of it. So every error goes through `safeError`, a whitelist: the
 * error's name, its code and SQLSTATE-style fields that name schema objects (never values), the stack frames without
 * the message lines, and the same for each cause. Messages are dropped for database errors (a trigger or a check can
 * put a row anywhere in them) and kept for others with quoted values, e-mails and long numbers masked.
 */

/** A logged error: nothing in it comes from a request's data. */
export interface SafeError {
  [key: string]: unknown;
  type: string;
  /** The first line of the message with values masked; for a database error only its kind and code. */
  message: string;
  code?: string;
  /** PostgreSQL's names of what failed: schema objects, never row values. */
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  /** The SQL of a failed Drizzle query, placeholders only ($1, $2…), string literals masked. */
  query?: string;
  /** Frames only ('    at …' lines), empty when the error had none. */
  stack: string;
  cause?: SafeError;
}

const MAX_CAUSE_DEPTH = 4;
const MAX_QUERY_CHARS = 600;
const FIELD_MAX_CHARS = 120;

/** PostgreSQL error codes are five characters of digits and capitals (SQLSTATE). */
const SQLSTATE = /^[0-9A-Z]{5}$/;

function stringField(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value.slice(0, FIELD_MAX_CHARS) : undefined;
}

/** Names a schema object, so safe to log: identifiers only, no spaces or quotes. */
function identifierField(value: unknown): string | undefined {
  const text = stringField(value);
  return text && /^[A-Za-z_][A-Za-z0-9_.$]*$/.test(text) ? text : undefined;
}

/** An error code: 'ECONNREFUSED', 'FST_ERR_CTP_INVALID_JSON_BODY', SQLSTATE '23505'; never free text. */
function codeField(value: unknown): string | undefined {
  const text = typeof value === 'number' ? String(value) : stringField(value);
  return text && /^[A-Za-z0-9_.-]{1,64}$/.test(text) ? text : undefined;
}

function isDatabaseError(error: Record<string, unknown>): boolean {
  const name = typeof error.name === 'string' ? error.name : '';
  const code = typeof error.code === 'string' ? error.code : '';
  return (
    name === 'DrizzleQueryError' ||
    name === 'DatabaseError' ||
    'query' in error ||
    'params' in error ||
    'detail' in error ||
    SQLSTATE.test(code)
  );
}

/**
 * Masks what could be a person's data in free text: quoted values, e-mail addresses, UUIDs (random Pix keys) and runs
 * of five or more digits with their separators (CPF, phone, account, CEP).
 */
export function maskPersonalText(text: string): string {
  return text
    .replace(/"[^"\n]*"|'[^'\n]*'|`[^`\n]*`/g, '"…"')
    .replace(/[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+/g, '[email]')
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '[uuid]')
    .replace(/\+?\d(?:[\d .\-/()]*\d){4,}/g, '[number]');
}

/**
 * The stack's frames only: the lines before them are the message, which may quote parameters. The message is cut out
 * first, so a value made to look like a frame ('…\n    at ana@…') cannot pass as one.
 */
function stackFrames(stack: unknown, message: string): string {
  if (typeof stack !== 'string') return '';
  const index = message ? stack.indexOf(message) : -1;
  const rest = index >= 0 ? stack.slice(index + message.length) : stack;
  return rest
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

function safeQuery(query: unknown): string | undefined {
  if (typeof query !== 'string') return undefined;
  // Drizzle sends values as parameters; a string literal can only come from sql.raw, so it is masked all the same.
  return query.replace(/'(?:[^']|'')*'/g, "'…'").slice(0, MAX_QUERY_CHARS);
}

function toSafeError(value: unknown, depth: number): SafeError {
  if (value === null || typeof value !== 'object') {
    // A thrown string or number is data of unknown origin: its type only.
    return { type: value === null ? 'null' : typeof value, message: '', stack: '' };
  }
  const error = value as Record<string, unknown>;
  // Drizzle's error keeps the name 'Error': its class name says more.
  const name = stringField(error.name);
  const className = stringField(error.constructor?.name);
  const type = stringField(error.type) ?? (name && name !== 'Error' ? name : (className ?? name ?? 'Error'));
  const database = isDatabaseError(error);
  const code = codeField(error.code);
  // Drizzle wraps the driver's error: its SQLSTATE is the cause's.
  const sqlState = code ?? codeField((error.cause as { code?: unknown } | undefined)?.code);
  const rawMessage = typeof error.message === 'string' ? error.message : '';
  const safe: SafeError = {
    type: identifierField(type) ?? 'Error',
    message: database
      ? `database error${sqlState ? ` (${sqlState})` : ''}`
      : maskPersonalText(rawMessage.split('\n')[0]!).slice(0, 300),
    stack: stackFrames(error.stack, rawMessage),
  };
  if (code) safe.code = code;
  if (database) {
    const constraint = identifierField(error.constraint);
    const table = identifierField(error.table);
    const column = identifierField(error.column);
    const routine = identifierField(error.routine);
    const query = safeQuery(error.query);
    if (constraint) safe.constraint = constraint;
    if (table) safe.table = table;
    if (column) safe.column = column;
    if (routine) safe.routine = routine;
    if (query) safe.query = query;
  }
  if (depth < MAX_CAUSE_DEPTH && error.cause !== undefined && error.cause !== value) {
    safe.cause = toSafeError(error.cause, depth + 1);
  }
  return safe;
}

/** The loggable part of any thrown value (an Error, a driver error, an already safe object, anything). */
export function safeError(value: unknown): SafeError {
  return toSafeError(value, 0);
}

/**
 * pino's `logMethod` hook. pino takes a line's message from the error when none is given (`log.error(error)`,
 * `log.error({ err })`), and Fastify passes `error.message` itself as the message in places; either way the raw
 * message would bypass the serializers. A message that is (or holds) the logged error's own message is replaced by
 * the error's safe message, or its type for database errors.
 */
export function safeLogMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void): void {
  const [first, ...rest] = args;
  const logged =
    first instanceof Error
      ? first
      : first !== null && typeof first === 'object'
        ? ((first as Record<string, unknown>).err ?? (first as Record<string, unknown>).error)
        : undefined;
  if (logged === null || typeof logged !== 'object') {
    method.apply(this, args);
    return;
  }
  const rawMessage = (logged as { message?: unknown }).message;
  const message = rest[0];
  const echoesError =
    message === undefined ||
    (typeof message === 'string' &&
      typeof rawMessage === 'string' &&
      rawMessage !== '' &&
      message.includes(rawMessage));
  const safe = safeError(logged);
  const replacement = echoesError ? safe.message || safe.type : message;
  const mergingObject = first instanceof Error ? { err: first } : first;
  method.apply(this, [mergingObject, replacement, ...rest.slice(1)]);
}

/** Serializers for the keys errors are logged under; any other key is covered by the redact paths. */
export const safeErrorSerializers = {
  err: safeError,
  error: serializeLoggedError,
};

/** As `safeError`, except that a code logged on its own (the mailer's `{ error: 'ECONNREFUSED' }`) stays as it is. */
function serializeLoggedError(value: unknown): SafeError | string {
  return typeof value === 'string' && codeField(value) === value ? value : safeError(value);
}

/**
 * A short keyed hash of an identity (e-mail, phone, CPF) for logs: the same shopper gives the same tag, so an
 * operator can follow one shopper's requests, but without the server secret the tag cannot be matched to an address.
 */
export function identityLogTag(identity: string, secret: string): string {
  return createHmac('sha256', secret).update(`log-identity:${identity}`).digest('hex').slice(0, 12);
}
