import { createElement, Fragment, type ReactNode } from 'react';
import { trackLoading } from './api-loading';
import { isServerRender, sendApiRequest } from './api-transport';
import { currentLanguage, i18n } from './i18n';
import { notify } from './notify';

/** Every call of the SPA goes to the API mounted at /api on the same origin (ARCHITECTURE §4). */
export const API_BASE = '/api';

export type ApiErrorType = 'ERROR' | 'WARN';

/** A failed call: the HTTP status (0 without a response) and the server's `{ type, message }` (ARCHITECTURE §6). */
export class ApiError extends Error {
  readonly status: number;
  readonly type: ApiErrorType;
  /** The answer's X-Request-Id: what support searches the server's log for (null without an answer). */
  readonly requestId: string | null;

  constructor(status: number, type: ApiErrorType, message: string, requestId: string | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.type = type;
    this.requestId = requestId;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData (uploads) passes through as multipart. */
  body?: unknown;
  /** Empty values (undefined, null, '') are left out. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** No toasts at all (neither error nor loading): the caller shows its own feedback. */
  silent?: boolean;
  /**
   * Error statuses the caller shows as a state of its own page (a protocol that is not the shopper's: the friendly
   * not-found page), so no error toast covers it (issue 46); any other failure keeps its toast.
   */
  quietStatuses?: readonly number[];
}

// Spec §8: these calls fail quietly; their callers (the guard, the profile load) react themselves.
const QUIET_ERROR_PATHS = ['/authentication/valid', '/authentication/profile'];
// Spec §4: no loading toast for these background calls.
const NO_LOADING_PATHS = [...QUIET_ERROR_PATHS, '/returns/protocols/reasons/b2c', '/returns/protocols/subjects/b2c'];

function pathOnly(path: string): string {
  return path.split(/[?#]/, 1)[0]!.replace(/\/+$/, '');
}

let unauthorizedHandler: ((error: ApiError) => void) | null = null;

/** The app registers what a 401 does (clear the session, go to /login); shared code cannot import the router. */
export function setUnauthorizedHandler(handler: ((error: ApiError) => void) | null): void {
  unauthorizedHandler = handler;
}

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values as QueryValue[]) {
      if (value === undefined || value === null || value === '') continue;
      params.append(key, String(value));
    }
  }
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function serverMessage(body: unknown): string {
  if (body && typeof body === 'object') {
    const message = (body as Record<string, unknown>).message;
    return typeof message === 'string' ? message.trim() : '';
  }
  return '';
}

function toApiError(status: number, body: unknown, requestId: string | null): ApiError {
  const type: ApiErrorType =
    body && typeof body === 'object' && (body as Record<string, unknown>).type === 'WARN' ? 'WARN' : 'ERROR';
  // Without a message from the server, the shopper still gets a sentence in their language (spec §8).
  const fallback = status === 401 ? i18n.t('common:session.expired') : i18n.t('common:errors.generic');
  return new ApiError(status, type, serverMessage(body) || fallback, requestId);
}

/**
 * The message, and under it the request id the shopper can read out to support, so they find the request's log. Only
 * for a failure of ours (5xx): a 4xx answer's message already tells the shopper what to do, and a code beside it is
 * technical noise (issue 23 item 10).
 */
function withSupportCode(error: ApiError): ReactNode {
  if (!error.requestId || error.status < 500) return error.message;
  return createElement(
    Fragment,
    null,
    error.message,
    createElement(
      'span',
      { 'data-support-code': true, style: { display: 'block', marginTop: 4, fontSize: '0.75rem' } },
      i18n.t('common:api.supportCode', { id: error.requestId }),
    ),
  );
}

/**
 * The toast of spec §8 for an error of a call made `silent`: for a caller that shows a 4xx answer beside its field
 * itself and only needs the toast for anything else (no connection, a 5xx).
 */
export function showErrorToast(error: ApiError) {
  if (error.status === 0) {
    notify({ variant: 'error', title: i18n.t('common:alert.error'), message: i18n.t('common:api.noConnection') });
    return;
  }
  if (error.status === 401) {
    notify({
      variant: 'warning',
      id: 'session-expired',
      // It explains the move to /login, so it goes along.
      keepOnPageChange: true,
      message: error.message,
    });
    return;
  }
  const variant = error.type === 'WARN' ? 'warning' : 'error';
  const title = i18n.t(variant === 'warning' ? 'common:alert.warning' : 'common:alert.error');
  notify({
    variant,
    // Spec §8: '<Erro|Aviso>! Código: <status> <message>'; the message sits under the title line.
    title: i18n.t('common:api.errorTitle', { title, status: error.status }),
    message: withSupportCode(error),
  });
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return (
    signal?.aborted === true ||
    (error instanceof DOMException && error.name === 'AbortError') ||
    (error instanceof Error && error.name === 'AbortError')
  );
}

/**
 * Calls the API. Resolves with the parsed JSON body; rejects with an ApiError (after showing the toast of spec §8)
 * or, when `signal` aborts, with the abort error and no toast.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, headers, silent = false, quietStatuses = [] } = options;
  const bare = pathOnly(path);
  const quiet = silent || isServerRender();
  const quietErrors = quiet || QUIET_ERROR_PATHS.includes(bare);
  const withLoading = !quiet && !NO_LOADING_PATHS.includes(bare);

  const requestHeaders = new Headers(headers);
  requestHeaders.set('Accept', 'application/json');
  requestHeaders.set('Accept-Language', currentLanguage());
  let requestBody: BodyInit | undefined;
  if (body instanceof FormData) {
    requestBody = body;
  } else if (body !== undefined) {
    requestHeaders.set('Content-Type', 'application/json');
    requestBody = JSON.stringify(body);
  }

  const settle = withLoading ? trackLoading() : () => {};
  let response: Response;
  try {
    response = await sendApiRequest(buildUrl(path, query), {
      method,
      headers: requestHeaders,
      body: requestBody,
      credentials: 'include',
      signal,
    });
  } catch (cause) {
    settle();
    if (isAbort(cause, signal)) throw cause;
    const error = new ApiError(0, 'ERROR', i18n.t('common:api.noConnection'));
    if (!quietErrors) showErrorToast(error);
    throw error;
  }

  let parsed: unknown;
  try {
    parsed = await readBody(response);
  } catch (cause) {
    settle();
    if (isAbort(cause, signal)) throw cause;
    // The connection dropped mid-body: for the shopper that is the same as no answer.
    const error = new ApiError(0, 'ERROR', i18n.t('common:api.noConnection'));
    if (!quietErrors) showErrorToast(error);
    throw error;
  }
  settle();
  // An answer that arrives after the caller gave up is not the caller's any more.
  if (signal?.aborted) throw abortReason(signal);

  if (response.ok) return parsed as T;

  const error = toApiError(response.status, parsed, response.headers.get('x-request-id'));
  if (!quietErrors && !quietStatuses.includes(error.status)) showErrorToast(error);
  if (error.status === 401 && !QUIET_ERROR_PATHS.includes(bare) && !isServerRender()) unauthorizedHandler?.(error);
  throw error;
}
