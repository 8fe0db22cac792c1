import { buyerFormSchema } from '@portal/domain';

/**
 * The contact form of the detail: the buyer step's phone and address rules (spec §5, the domain's buyer form). The
 * phone is checked as the buyer step checks it, as typed: '(21) 99876-5432' (DDI 55 by default) or
 * '+55 (21) 99876-5432'; a number typed half-way fails the domain's isValidPhone.
 */
export const contactFormSchema = buyerFormSchema.pick({
  telefone: true,
  cep: true,
  endereco: true,
  numero: true,
  complemento: true,
  bairro: true,
  cidade: true,
  uf: true,
});
