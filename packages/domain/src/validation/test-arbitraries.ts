/**
 * fast-check generators and an independent check-digit oracle for the validation tests.
 * The oracle is written from the Receita Federal rules, not from the code under test, so the
 * tests compare two implementations instead of one with itself.
 */
import fc from 'fast-check';

const CNPJ_FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_SECOND_WEIGHTS = [6, ...CNPJ_FIRST_WEIGHTS];

function toDigits(text: string): number[] {
  return [...text].map(Number);
}

function cpfCheckDigit(base: number[]): number {
  const firstWeight = base.length + 1;
  const sum = base.reduce((total, digit, index) => total + digit * (firstWeight - index), 0);
  const remainder = (sum * 10) % 11;
  return remainder === 10 ? 0 : remainder;
}

function cnpjCheckDigit(base: number[], weights: number[]): number {
  const sum = base.reduce((total, digit, index) => total + digit * weights[index]!, 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

export function cpfFromBase(base9: string): string {
  const base = toDigits(base9);
  const first = cpfCheckDigit(base);
  const second = cpfCheckDigit([...base, first]);
  return `${base9}${first}${second}`;
}

export function cnpjFromBase(base12: string): string {
  const base = toDigits(base12);
  const first = cnpjCheckDigit(base, CNPJ_FIRST_WEIGHTS);
  const second = cnpjCheckDigit([...base, first], CNPJ_SECOND_WEIGHTS);
  return `${base12}${first}${second}`;
}

export function oracleIsValidCpf(digits: string): boolean {
  return /^\d{11}$/.test(digits) && !/^(\d)\1+$/.test(digits) && cpfFromBase(digits.slice(0, 9)) === digits;
}

export function oracleIsValidCnpj(digits: string): boolean {
  return /^\d{14}$/.test(digits) && !/^(\d)\1+$/.test(digits) && cnpjFromBase(digits.slice(0, 12)) === digits;
}

export function digitString(length: number): fc.Arbitrary<string> {
  return fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));
}

export const validCpf = digitString(9)
  .map(cpfFromBase)
  .filter((cpf) => !/^(\d)\1+$/.test(cpf));

export const validCnpj = digitString(12)
  .map(cnpjFromBase)
  .filter((cnpj) => !/^(\d)\1+$/.test(cnpj));

/** Replaces the digit at `index` by a different one (`shift` in 1..9 keeps it different). */
export function changeDigit(digits: string, index: number, shift: number): string {
  const changed = (Number(digits[index]) + shift) % 10;
  return `${digits.slice(0, index)}${changed}${digits.slice(index + 1)}`;
}

const emailLabel = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);

export const validEmail = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9]([a-z0-9._+-]{0,15}[a-z0-9])?$/),
    fc.array(emailLabel, { minLength: 1, maxLength: 3 }),
    fc.stringMatching(/^[a-z]{2,3}$/),
  )
  .map(([local, labels, suffix]) => `${local}@${labels.join('.')}.${suffix}`);

export const validPhoneDigits = fc.oneof(digitString(10), digitString(11));
