import { CNPJ_DIGITS } from '../constants';
import { formatCnpj, maskCnpj } from '../validation/cnpj';
import { formatCpf, maskCpf } from '../validation/cpf';
import { onlyDigits } from '../validation/digits';

/** CPF or CNPJ (CON_CPF holds either), masked by its length: 14 digits is a CNPJ, anything shorter a CPF. */
export function formatDocument(value: string | number | null | undefined): string {
  const digits = onlyDigits(value);
  return digits.length >= CNPJ_DIGITS ? formatCnpj(digits) : formatCpf(digits);
}

/** CPF or CNPJ for display with digits hidden (protocol detail, spec §2); '' when it is neither length. */
export function maskDocument(value: string | number | null | undefined): string {
  const digits = onlyDigits(value);
  return digits.length === CNPJ_DIGITS ? maskCnpj(digits) : maskCpf(digits);
}
