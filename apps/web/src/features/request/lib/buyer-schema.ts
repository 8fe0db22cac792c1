import { buyerWithBankSchema, codeError, onlyDigits, PHONE_MAX_DIGITS, phoneField } from '@portal/domain';

/**
 * The phone field is masked '+## (##) #####-####', so it always holds the country code: a value with only 10-11
 * digits there is a number typed half-way ('+55 (11) 98765'), which the bare phone rule would take for a whole one.
 */
export function isCompleteMaskedPhone(value: string): boolean {
  return onlyDigits(value).length > PHONE_MAX_DIGITS;
}

const maskedPhoneField = phoneField.refine(isCompleteMaskedPhone, codeError('invalidPhone'));

/** The buyer-data step's schema: the domain's buyer form, with the bank form for a payment reversal (spec §5). */
export function buyerStepSchema(isReversal: boolean) {
  return buyerWithBankSchema(isReversal).extend({ telefone: maskedPhoneField });
}
