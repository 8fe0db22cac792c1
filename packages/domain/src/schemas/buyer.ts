/**
 * Buyer-data step (spec §2, §5): buyer, address and, for a payment reversal, bank data. The web form and the API
 * validate with these same schemas.
 */
import { z } from 'zod';
import {
  accountField,
  agencyField,
  bankCodeField,
  cepField,
  codeError,
  cpfField,
  optionalTextField,
  phoneField,
  pixKeyField,
  requiredTextField,
  ufField,
} from './fields';
import { isValidEmail, normalizeEmail } from '../validation/email';

/**
 * The buyer's e-mail may be left empty (issue 23 item 9): a shopper known only by her phone has none, and the form
 * always asks for the phone (`telefone`), so her status messages go there by SMS rather than to an invented
 * address. When typed, it must be a valid e-mail. Trimmed; '' when absent.
 */
export const optionalEmailField = optionalTextField().refine(
  (email) => email === '' || isValidEmail(email),
  codeError('invalidEmail'),
);

/** The same, in the form e-mails are compared and stored: lower case ('' when absent). */
export const optionalNormalizedEmailField = optionalEmailField.transform((email) => normalizeEmail(email));

export const buyerFormSchema = z.object({
  cpf: cpfField,
  nome: requiredTextField(),
  telefone: phoneField,
  email: optionalEmailField,
  cep: cepField,
  endereco: requiredTextField(),
  numero: requiredTextField(20),
  complemento: optionalTextField(),
  bairro: requiredTextField(),
  cidade: requiredTextField(),
  uf: ufField,
});
export type BuyerForm = z.infer<typeof buyerFormSchema>;
export type BuyerFormInput = z.input<typeof buyerFormSchema>;

export const bankFormSchema = z.object({
  ban_codigo: bankCodeField,
  cli_agencia: agencyField,
  cli_conta: accountField,
  cli_chavepix: pixKeyField,
});
export type BankForm = z.infer<typeof bankFormSchema>;
export type BankFormInput = z.input<typeof bankFormSchema>;

export const buyerAndBankSchema = buyerFormSchema.extend(bankFormSchema.shape);
export type BuyerAndBankForm = z.infer<typeof buyerAndBankSchema>;

/** Bank data is asked for only when the refund goes back to a bank account (payment reversal, spec §5). */
export function buyerWithBankSchema(isReversal: true): typeof buyerAndBankSchema;
export function buyerWithBankSchema(isReversal: false): typeof buyerFormSchema;
export function buyerWithBankSchema(isReversal: boolean): typeof buyerAndBankSchema | typeof buyerFormSchema;
export function buyerWithBankSchema(isReversal: boolean): typeof buyerAndBankSchema | typeof buyerFormSchema {
  return isReversal ? buyerAndBankSchema : buyerFormSchema;
}
