import { buyerWithBankSchema, codeError, phoneField } from '@portal/domain';
import { isCompleteMaskedPhone } from '../../../lib/masked-phone';

// The masked phone must be whole (see isCompleteMaskedPhone).
const maskedPhoneField = phoneField.refine(isCompleteMaskedPhone, codeError('invalidPhone'));

/** The buyer-data step's schema: the domain's buyer form, with the bank form for a payment reversal (spec §5). */
export function buyerStepSchema(isReversal: boolean) {
  return buyerWithBankSchema(isReversal).extend({ telefone: maskedPhoneField });
}
