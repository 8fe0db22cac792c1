import { buyerFormSchema, codeError, phoneField } from '@portal/domain';
import { isCompleteMaskedPhone } from '../../../lib/masked-phone';

/**
 * The contact form of the detail: the buyer step's phone and address rules (spec §5, the domain's buyer form), the
 * phone as the masked field holds it (country code included, so it must be whole).
 */
export const contactFormSchema = buyerFormSchema
  .pick({ cep: true, endereco: true, numero: true, complemento: true, bairro: true, cidade: true, uf: true })
  .extend({ telefone: phoneField.refine(isCompleteMaskedPhone, codeError('invalidPhone')) });
