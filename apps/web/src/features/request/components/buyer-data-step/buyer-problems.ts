import type { BuyerStepValues } from '../../lib/buyer-values';

type Field = keyof BuyerStepValues;

/** What the 'Atenção' alert names: fields still missing, and fields filled in a format the rules refuse. */
export interface BuyerProblems {
  missing: Field[];
  invalid: Field[];
}

/** The form's fields in screen order, so the alert lists them as the shopper meets them. */
export const BUYER_FIELD_ORDER: readonly Field[] = [
  'cpf',
  'nome',
  'email',
  'telefone',
  'ban_codigo',
  'cli_agencia',
  'cli_conta',
  'cli_chavepix',
  'cep',
  'cidade',
  'uf',
  'endereco',
  'numero',
  'complemento',
  'bairro',
];

/** Messages that say a field is empty: 'required', and the bank select's own 'choose a bank' (issue 23). */
const MISSING_MESSAGES = new Set(['required', 'bankRequired']);

/**
 * Sorts the form's errors: 'required' is a missing field, any other message a format problem. A field whose invalid
 * value was cleared on blur (spec §5: CPF, e-mail) is empty, but counts as a format problem: that is what the shopper
 * has to fix.
 */
export function buyerProblems(
  errors: Partial<Record<Field, { message?: string } | undefined>>,
  clearedInvalid: Partial<Record<Field, string>>,
): BuyerProblems {
  const problems: BuyerProblems = { missing: [], invalid: [] };
  for (const field of BUYER_FIELD_ORDER) {
    const message = errors[field]?.message;
    if (!message) continue;
    if (MISSING_MESSAGES.has(message) && !clearedInvalid[field]) problems.missing.push(field);
    else problems.invalid.push(field);
  }
  return problems;
}

export function hasProblems(problems: BuyerProblems): boolean {
  return problems.missing.length > 0 || problems.invalid.length > 0;
}
