/**
 * Operators and their sign-in (ADR 0022, ADR 0029): the bodies /api/backoffice/auth and /api/backoffice/operators take
 * and the answers they give.
 */
import { z } from 'zod';
import { plainTextField, requiredTextField } from '../schemas/fields';
import { consoleIdField, operatorEmailField } from './fields';

export const OPERATOR_ROLES = ['agent', 'admin'] as const;
const role = z.enum(OPERATOR_ROLES);

const brandNameSchema = z.object({ id: z.number().int(), name: z.string() });
export type BrandName = z.infer<typeof brandNameSchema>;

export const operatorSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role,
  brands: z.array(z.number().int()),
  /**
   * The display names of `brands`, in their order (additive to the contract): the console labels brands by name. A
   * brand without a row in the brands table is left out.
   */
  brandNames: z.array(brandNameSchema),
});
export type Operator = z.infer<typeof operatorSchema>;
export const operatorAnswer = z.object({ operator: operatorSchema });

export const codeBody = z.object({ email: operatorEmailField });
export const verifyBody = z.object({
  email: operatorEmailField,
  code: plainTextField().regex(/^\d{1,7}$/),
});
export const verifyAnswer = z.union([
  z.object({ next: z.literal('totp-enrol'), otpauthUri: z.string(), qrSvg: z.string() }),
  z.object({ next: z.literal('totp') }),
]);
export type VerifyAnswer = z.infer<typeof verifyAnswer>;
export const totpBody = z.object({
  token: plainTextField().regex(/^\d{6}$/),
});

/** An operator as the admins' list shows them: `active` false is an operator who can no longer sign in. */
export const operatorRowSchema = operatorSchema.extend({ active: z.boolean() });
export type OperatorRow = z.infer<typeof operatorRowSchema>;
export const operatorsAnswer = z.object({ operators: z.array(operatorRowSchema) });
export const operatorRowAnswer = z.object({ operator: operatorRowSchema });

const OPERATOR_NAME_MAX = 200;
export const newOperatorBody = z.object({
  email: operatorEmailField,
  name: requiredTextField(OPERATOR_NAME_MAX),
  role,
  brands: z.array(consoleIdField).min(1).max(20),
});

/** PATCH operators/:operatorId: any of the four, at least one (an admin's edit or deactivation, ADR 0029). */
export const operatorChangeBody = z
  .object({
    name: newOperatorBody.shape.name.optional(),
    role: newOperatorBody.shape.role.optional(),
    brands: newOperatorBody.shape.brands.optional(),
    active: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'empty change' });
