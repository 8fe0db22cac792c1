import { API_BASE, ApiError } from '../../../lib/api-client';
import { currentLanguage, i18n } from '../../../lib/i18n';

/**
 * The console's own request function. The shopper's `apiRequest` is not reused on purpose: its 401 ends the shopper's
 * session and opens /login, and its errors become toasts; an operator's 401 means the operator cookie (a different
 * cookie on /api/backoffice) ran out, and every console screen shows its own errors next to what failed.
 */
export const BACKOFFICE_API = `${API_BASE}/backoffice`;

/** A failed console call: the status (0 without an answer), the server's message and, for a 409, its `code`. */
export class BackofficeError extends ApiError {
  readonly code: string | null;

  constructor(status: number, message: string, code: string | null = null) {
    super(status, 'ERROR', message);
    this.name = 'BackofficeError';
    this.code = code;
  }
}

export function isBackofficeError(error: unknown): error is BackofficeError {
  return error instanceof BackofficeError;
}

export type QueryParams = Record<string, string | number | null | undefined>;

export interface BackofficeRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Empty filters are left out, so the address the server sees is the one the URL shows. */
export function backofficeUrl(path: string, query: QueryParams = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${BACKOFFICE_API}${path}${search ? `?${search}` : ''}`;
}

let sessionLost: (() => void) | null = null;

/** The console frame says what a 401 on a signed-in call does (read /me again, which sends the operator to sign in). */
export function onBackofficeSessionLost(handler: (() => void) | null): void {
  sessionLost = handler;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function field(body: unknown, name: string): string | null {
  if (!body || typeof body !== 'object') return null;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Calls /api/backoffice{path}; resolves with the JSON body (undefined for 204), rejects with a BackofficeError. */
export async function backofficeRequest<T>(path: string, options: BackofficeRequest = {}): Promise<T> {
  const { method = 'GET', body, query, headers, signal } = options;
  const requestHeaders: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
    ...headers,
  };
  if (body !== undefined) requestHeaders['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(backofficeUrl(path, query), {
      method,
      headers: requestHeaders,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new BackofficeError(0, i18n.t('common:api.noConnection'));
  }
  const parsed = await readJson(response).catch(() => undefined);
  if (response.ok) return parsed as T;
  const message = field(parsed, 'message') ?? i18n.t('common:errors.generic');
  // Signing in answers 401 for a wrong code: that is the form's error, not a lost session.
  if (response.status === 401 && !path.startsWith('/auth/') && path !== '/me') sessionLost?.();
  throw new BackofficeError(response.status, message, field(parsed, 'code'));
}
