import type { LocalizedText } from './localized-text';

/**
 * The one error type of the API (ARCHITECTURE §3 rule 4). Its kind is a closed list, mapped to the HTTP status in
 * one place; its message is localised, picked in the request's language by the error handler.
 */
export const ERROR_STATUS = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rule: 422,
  rate_limited: 429,
  unavailable: 503,
  /** The upload storage is full (ENOSPC): the shopper can retry later. */
  insufficient_storage: 507,
  internal: 500,
} as const;

export type ErrorKind = keyof typeof ERROR_STATUS;
export type Severity = 'ERROR' | 'WARN';

export interface DomainErrorOptions {
  /** Values for `{name}` placeholders in the message. */
  params?: Record<string, string | number>;
  /** WARN shows the shopper a warning ('Aviso'), ERROR an error ('Erro'). */
  severity?: Severity;
  /** Sent as the Retry-After header (seconds) with rate_limited. */
  retryAfterSeconds?: number;
  /** Machine-readable detail for callers and tests, e.g. which rule refused. */
  code?: string;
}

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly localized: LocalizedText,
    readonly options: DomainErrorOptions = {},
  ) {
    super(localized.en);
    this.name = 'DomainError';
  }

  get status(): number {
    return ERROR_STATUS[this.kind];
  }
}

/** Fills `{name}` placeholders. */
export function interpolate(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
