import type { LocalizedText } from './localized-text';
import { interpolate } from './errors';

type Language = keyof LocalizedText;

/** One request-validation issue as fastify-type-provider-zod hands it over: zod's code, and its details in `params`. */
export interface ValidationIssueLike {
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/**
 * zod's built-in issues in the shopper's language. zod writes its default messages in English ('Invalid input:
 * expected string, received number'); a shopper reading pt or es must never get those, so each built-in code has its
 * sentence here. Domain schemas carry their own validation codes and never reach this map.
 */
const ZOD_MESSAGES = {
  invalid_type: {
    pt: 'valor do tipo errado (esperado: {expected})',
    en: 'wrong type of value (expected: {expected})',
    es: 'valor de tipo incorrecto (se esperaba: {expected})',
  },
  required: {
    pt: 'campo obrigatório',
    en: 'required field',
    es: 'campo obligatorio',
  },
  too_big_string: {
    pt: 'no máximo {limit} caracteres',
    en: 'at most {limit} characters',
    es: 'como máximo {limit} caracteres',
  },
  too_big_array: {
    pt: 'no máximo {limit} itens',
    en: 'at most {limit} items',
    es: 'como máximo {limit} elementos',
  },
  too_big_number: {
    pt: 'deve ser no máximo {limit}',
    en: 'must be at most {limit}',
    es: 'debe ser como máximo {limit}',
  },
  too_small_string: {
    pt: 'no mínimo {limit} caracteres',
    en: 'at least {limit} characters',
    es: 'como mínimo {limit} caracteres',
  },
  too_small_array: {
    pt: 'no mínimo {limit} itens',
    en: 'at least {limit} items',
    es: 'como mínimo {limit} elementos',
  },
  too_small_number: {
    pt: 'deve ser no mínimo {limit}',
    en: 'must be at least {limit}',
    es: 'debe ser como mínimo {limit}',
  },
  invalid_format: {
    pt: 'formato inválido',
    en: 'invalid format',
    es: 'formato no válido',
  },
  invalid_format_email: {
    pt: 'e-mail inválido',
    en: 'invalid e-mail',
    es: 'correo electrónico no válido',
  },
  not_multiple_of: {
    pt: 'deve ser múltiplo de {divisor}',
    en: 'must be a multiple of {divisor}',
    es: 'debe ser múltiplo de {divisor}',
  },
  unrecognized_keys: {
    pt: 'campos não permitidos: {keys}',
    en: 'fields not allowed: {keys}',
    es: 'campos no permitidos: {keys}',
  },
  invalid_value: {
    pt: 'valor não permitido',
    en: 'value not allowed',
    es: 'valor no permitido',
  },
  invalid_union: {
    pt: 'valor inválido',
    en: 'invalid value',
    es: 'valor no válido',
  },
} satisfies Record<string, LocalizedText>;

/** How zod names the expected type, in words a person reads. */
const TYPE_NAMES: Record<string, LocalizedText> = {
  string: { pt: 'texto', en: 'text', es: 'texto' },
  number: { pt: 'número', en: 'number', es: 'número' },
  int: { pt: 'número inteiro', en: 'whole number', es: 'número entero' },
  boolean: { pt: 'verdadeiro ou falso', en: 'true or false', es: 'verdadero o falso' },
  array: { pt: 'lista', en: 'list', es: 'lista' },
  object: { pt: 'objeto', en: 'object', es: 'objeto' },
  date: { pt: 'data', en: 'date', es: 'fecha' },
};

function sizeKind(origin: unknown): 'string' | 'array' | 'number' {
  if (origin === 'string') return 'string';
  if (origin === 'array' || origin === 'set' || origin === 'file') return 'array';
  return 'number';
}

/** The issue in `lang` (the caller first turns our own validation codes into their sentences). */
export function zodIssueMessage(issue: ValidationIssueLike, lang: Language): string {
  const params = issue.params ?? {};
  switch (issue.keyword) {
    case 'invalid_type': {
      // zod reports a missing field as an invalid type whose input is undefined.
      if (params.input === undefined && /received undefined/.test(issue.message ?? '')) {
        return ZOD_MESSAGES.required[lang];
      }
      const expected = String(params.expected ?? '');
      const name = TYPE_NAMES[expected]?.[lang] ?? expected;
      return interpolate(ZOD_MESSAGES.invalid_type[lang], { expected: name });
    }
    case 'too_big':
      return interpolate(ZOD_MESSAGES[`too_big_${sizeKind(params.origin)}`][lang], {
        limit: String(params.maximum),
      });
    case 'too_small':
      return interpolate(ZOD_MESSAGES[`too_small_${sizeKind(params.origin)}`][lang], {
        limit: String(params.minimum),
      });
    case 'invalid_format':
      return params.format === 'email' ? ZOD_MESSAGES.invalid_format_email[lang] : ZOD_MESSAGES.invalid_format[lang];
    case 'not_multiple_of':
      return interpolate(ZOD_MESSAGES.not_multiple_of[lang], { divisor: String(params.divisor) });
    case 'unrecognized_keys':
      return interpolate(ZOD_MESSAGES.unrecognized_keys[lang], {
        keys: Array.isArray(params.keys) ? params.keys.join(', ') : '',
      });
    case 'invalid_value':
      return ZOD_MESSAGES.invalid_value[lang];
    default:
      // invalid_union, a refinement without one of our codes, any issue a newer zod adds: never its English text.
      return ZOD_MESSAGES.invalid_union[lang];
  }
}
