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

/**
 * Fills `{name}` placeholders, and `{name|one|other}` with the word the count `name` takes in `lang` by CLDR's plural
 * rules (the ones i18next applies on the web): 'Aguarde 1 segundo', 'wait 1 second' rather than '1 seconds' (issue 46).
 * Without a language, or for a count that is not a number, the `other` form is used.
 */
export function interpolate(text: string, params: Record<string, string | number> = {}, lang?: string): string {
  const plurals = lang ? new Intl.PluralRules(lang) : null;
  return text
    .replace(/\{(\w+)\|([^|{}]*)\|([^|{}]*)\}/g, (whole, name: string, one: string, other: string) => {
      if (!(name in params)) return whole;
      const count = Number(params[name]);
      return plurals && Number.isFinite(count) && plurals.select(count) === 'one' ? one : other;
    })
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
