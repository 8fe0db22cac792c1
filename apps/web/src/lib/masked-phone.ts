import { onlyDigits, PHONE_MAX_DIGITS } from '@portal/domain';

/**
 * The phone fields are masked '+## (##) #####-####', so they always hold the country code: a value with only 10-11
 * digits there is a number typed half-way ('+55 (11) 98765'), which the bare phone rule would take for a whole one.
 */
export function isCompleteMaskedPhone(value: string): boolean {
  return onlyDigits(value).length > PHONE_MAX_DIGITS;
}
