/** Catalogue lookups (spec §7 Returns): stock of a product and the subjects (reasons) list. */
import { z } from 'zod';
import { MAX_TEXT_LENGTH } from '../constants';
import { codeError, optionalTextField, plainTextField, positiveIdField, requiredTextField, yesNoField } from './fields';

/** POST /returns/protocols/product/balance/b2c: stock is loaded for the product code and model. */
export const productBalanceRequest = z.object({
  pro_codigo: requiredTextField(),
  pro_modelo: requiredTextField(),
  gra_tamanho: optionalTextField(),
  cor_nome: optionalTextField(),
});
export type ProductBalanceRequest = z.infer<typeof productBalanceRequest>;

/** POST /returns/protocols/subjects/b2c: every field is an optional filter. */
export const subjectsRequest = z.object({
  ass_id: positiveIdField.optional(),
  cto_id: positiveIdField.optional(),
  ass_mot_ope: yesNoField.optional(),
  ass_ativo: yesNoField.optional(),
  ass_nome: plainTextField().max(MAX_TEXT_LENGTH, codeError('required')).optional(),
});
export type SubjectsRequest = z.infer<typeof subjectsRequest>;
