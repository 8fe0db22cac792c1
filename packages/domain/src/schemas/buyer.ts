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
  cpfField,
  emailField,
  optionalTextField,
  phoneField,
  pixKeyField,
  requiredTextField,
  ufField,
} from './fields';

export const buyerFormSchema = z.object({
  cpf: cpfField,
  nome: requiredTextField(),
  telefone: phoneField,
  email: emailField,
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
