import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '../constants';
import { formatCnpj, isValidCnpj, maskCnpj } from './cnpj';
import { formatCpf, isValidCpf, maskCpf } from './cpf';
import { isValidEmail, maskEmail } from './email';
import { formatNationalPhone, maskPhone } from './phone';

/** The key kinds spec §5 accepts; random (EVP) keys are not among them. */
export type PixKeyType = 'cpf' | 'cnpj' | 'email' | 'phone';

/**
 * Parentheses, dots, hyphens and spaces of spec §5, plus the '/' of the CNPJ mask: without it a masked
 * CNPJ ('12.345.678/0001-95') would be sent as '12345678/000195' and fail the CNPJ rule it just passed.
 */
const PIX_KEY_SEPARATORS = /[().\-\s/]/g;
const PHONE_KEY_PATTERN = new RegExp(`^\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`);

/** The form a Pix key is sent in: separators removed, except for an e-mail, which is only trimmed. */
export function normalizePixKey(value: string | null | undefined): string {
  const trimmed = (value ?? '').trim();
  return trimmed.includes('@') ? trimmed : trimmed.replace(PIX_KEY_SEPARATORS, '');
}

/** Which kind of key this is; a valid CPF wins over a phone of the same 11 digits, as spec §5 lists it first. */
export function pixKeyType(value: string | null | undefined): PixKeyType | null {
  const key = normalizePixKey(value);
  if (key.includes('@')) return isValidEmail(key) ? 'email' : null;
  if (isValidCpf(key)) return 'cpf';
  if (isValidCnpj(key)) return 'cnpj';
  if (PHONE_KEY_PATTERN.test(key)) return 'phone';
  return null;
}

/** Spec §5: a valid CPF, CNPJ, e-mail or 10-11 digit phone. */
export function isValidPixKey(value: string | null | undefined): boolean {
  return pixKeyType(value) !== null;
}

/** The key with the mask of its kind, for an input field; an unrecognised key is returned trimmed, as typed. */
export function formatPixKey(value: string | null | undefined): string {
  const key = normalizePixKey(value);
  switch (pixKeyType(key)) {
    case 'cpf':
      return formatCpf(key);
    case 'cnpj':
      return formatCnpj(key);
    case 'phone':
      return formatNationalPhone(key);
    case 'email':
      return key;
    case null:
      return (value ?? '').trim();
  }
}

/** The key for display with most of it hidden, per kind; an unrecognised key gives '' rather than being echoed. */
export function maskPixKey(value: string | null | undefined): string {
  const key = normalizePixKey(value);
  switch (pixKeyType(key)) {
    case 'cpf':
      return maskCpf(key);
    case 'cnpj':
      return maskCnpj(key);
    case 'phone':
      return maskPhone(key);
    case 'email':
      return maskEmail(key);
    case null:
      return '';
  }
}
