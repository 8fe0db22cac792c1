import type { z } from 'zod';
import { isValidationCode, VALIDATION_MESSAGES, type ValidationCode } from '@portal/domain';
import type { LocalizedText } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { coreMessages } from '../../lib/messages';

function validationText(code: ValidationCode): LocalizedText {
  return { pt: VALIDATION_MESSAGES.pt[code], en: VALIDATION_MESSAGES.en[code], es: VALIDATION_MESSAGES.es[code] };
}

/**
 * Parses a body with a domain schema inside the handler rather than as the route schema, so that the origin and
 * content-type checks (preHandler) answer 403/415 before any 400, and so that a refusal carries the shopper-facing
 * message of spec §5 ('E-mail inválido.', 'Para prosseguir, escolha e-mail ou telefone.') in the
 * request language, with its validation code as `code`.
 */
export function parseBody<S extends z.ZodType>(
  schema: S,
  body: unknown,
  /** The message for a field left empty, where the field's own message is clearer than 'Requisição inválida'. */
  whenEmpty: Partial<Record<string, ValidationCode>> = {},
): z.output<S> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new DomainError('validation', coreMessages.invalidRequest, {
      params: { detail: 'JSON' },
      code: 'invalid_request',
    });
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const emptyField =
    issue?.message === 'required' && issue.path.length === 1 ? whenEmpty[String(issue.path[0])] : undefined;
  if (emptyField) throw new DomainError('validation', validationText(emptyField), { code: emptyField });
  // 'required' alone would not say which field; the generic message names it.
  if (issue && isValidationCode(issue.message) && issue.message !== 'required') {
    throw new DomainError('validation', validationText(issue.message), { code: issue.message });
  }
  const detail = issue?.path.join('.') || 'body';
  throw new DomainError('validation', coreMessages.invalidRequest, { params: { detail }, code: 'invalid_request' });
}
