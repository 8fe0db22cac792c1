/** Keeps only the ASCII digits of a value; `null`/`undefined` give ''. */
export function onlyDigits(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/\D/g, '');
}

/** True when every character of a non-empty digit string is the same digit (e.g. '11111111111'). */
export function isRepeatedDigit(digits: string): boolean {
  return /^(\d)\1*$/.test(digits);
}

/**
 * True when the value holds nothing but digits and the given mask characters.
 * Validators use it so that 'abc12345678909' is rejected instead of silently stripped to a valid number.
 */
export function hasOnlyDigitsAnd(value: string, maskCharacters: string): boolean {
  const escaped = maskCharacters.replace(/[\\\]^-]/g, '\\$&');
  return new RegExp(`^[\\d${escaped}]*$`).test(value);
}
