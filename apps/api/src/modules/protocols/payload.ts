import {
  generateProtocolRequest,
  isValidationCode,
  LANGUAGES,
  validationMessage,
  type GenerateProtocolRequest,
  type ValidationCode,
} from '@portal/domain';
import type { LocalizedText } from '../../db/schema';
import { DomainError, type ErrorKind } from '../../lib/errors';
import { protocolMessages } from './messages';

/** 'invalidCpf' -> 'invalid_cpf': the machine code of an error body. */
export function errorCode(code: ValidationCode): string {
  return code.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

const FIELD_LABEL: LocalizedText = { pt: 'campo', en: 'field', es: 'campo' };

/** A domain validation message in every language, naming the payload field it is about. */
export function fieldMessage(code: ValidationCode, field?: string): LocalizedText {
  const entries = LANGUAGES.map((lang) => {
    const message = validationMessage(code, lang);
    return [lang, field ? `${message} (${FIELD_LABEL[lang]} ${field})` : message] as const;
  });
  return Object.fromEntries(entries) as LocalizedText;
}

export function fieldError(code: ValidationCode, field?: string, kind: ErrorKind = 'validation'): DomainError {
  return new DomainError(kind, fieldMessage(code, field), { code: errorCode(code) });
}

function pathText(path: readonly PropertyKey[]): string {
  return path
    .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
    .join('')
    .replace(/^\./, '');
}

/** The first problem of a failed parse as a 400: the domain's validation code and message when it has one. */
export function issueError(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): DomainError {
  const [issue] = error.issues;
  const field = issue ? pathText(issue.path) : '';
  if (issue && isValidationCode(issue.message)) return fieldError(issue.message, field || undefined);
  return new DomainError('validation', protocolMessages.invalidPayload, {
    code: 'invalid_payload',
    params: { detail: issue ? `${field || 'body'}: ${issue.message}` : 'body' },
  });
}

export interface ParsedGenerateRequest {
  request: GenerateProtocolRequest;
  /** corTroca per item, '' when absent. */
  exchangeColours: string[];
}

/** Parses the body with the shared wire schema; any problem is a 400 naming the field. */
export function parseGenerateRequest(body: unknown): ParsedGenerateRequest {
  const parsed = generateProtocolRequest.safeParse(body);
  if (!parsed.success) throw issueError(parsed.error);
  return { request: parsed.data, exchangeColours: parsed.data.items.map((item) => item.corTroca) };
}
