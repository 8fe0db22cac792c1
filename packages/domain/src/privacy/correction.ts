/**
 * What a shopper may correct on 'Meus dados' (issue 28, LGPD art. 18 III), each part validated with the buyer step's
 * own fields so a value refused there is refused here.
 */
import { z } from 'zod';
import { bankFormSchema, buyerFormSchema } from '../schemas/buyer';
import { normalizedEmailField } from '../schemas/fields';

export const nameCorrectionSchema = z.strictObject({ nome: buyerFormSchema.shape.nome });

export const addressCorrectionSchema = z.strictObject({
  cep: buyerFormSchema.shape.cep,
  endereco: buyerFormSchema.shape.endereco,
  numero: buyerFormSchema.shape.numero,
  complemento: buyerFormSchema.shape.complemento,
  bairro: buyerFormSchema.shape.bairro,
  cidade: buyerFormSchema.shape.cidade,
  uf: buyerFormSchema.shape.uf,
});

export const bankCorrectionSchema = z.strictObject(bankFormSchema.shape);

/** A new e-mail or phone: confirmed by a code sent to it before it replaces the old one. */
export const contactChangeRequestSchema = z.union([
  z.strictObject({ email: normalizedEmailField }),
  z.strictObject({ telefone: buyerFormSchema.shape.telefone }),
]);

export const contactChangeConfirmSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'required' }),
});

export type NameCorrection = z.infer<typeof nameCorrectionSchema>;
export type AddressCorrection = z.infer<typeof addressCorrectionSchema>;
export type BankCorrection = z.infer<typeof bankCorrectionSchema>;
export type ContactChangeRequest = z.infer<typeof contactChangeRequestSchema>;
