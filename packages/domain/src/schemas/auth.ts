/** Quick-access calls (spec §7 Authentication): ask for a one-time code, then log in with it. */
import { z } from 'zod';
import { VERIFY_CODE_MAX_LENGTH } from '../constants';
import { onlyDigits } from '../validation/digits';
import { codeError, issueMessage, normalizedEmailField, phoneField, positiveIdField } from './fields';

/** Phones travel as bare digits, whatever mask the shopper typed. */
const foneField = phoneField.transform((fone) => onlyDigits(fone));

const identity = {
  brand: positiveIdField,
  email: normalizedEmailField.optional(),
  fone: foneField.optional(),
};

/** The code goes to one address: an e-mail or a phone, never both and never neither. */
function exactlyOneOfEmailOrFone(value: { email?: string; fone?: string }, ctx: z.RefinementCtx): void {
  const given = Number(value.email !== undefined) + Number(value.fone !== undefined);
  if (given !== 1) ctx.addIssue({ code: 'custom', path: ['email'], ...issueMessage('chooseEmailOrPhone') });
}

/** POST /authentication/fastaccess/code */
export const fastAccessCodeRequest = z.object(identity).superRefine(exactlyOneOfEmailOrFone);
export type FastAccessCodeRequest = z.infer<typeof fastAccessCodeRequest>;

const tokenCodePattern = new RegExp(`^\\d{1,${VERIFY_CODE_MAX_LENGTH}}$`);

/** POST /authentication/fastaccess/login */
export const fastAccessLoginRequest = z
  .object({
    ...identity,
    tokenCode: z.string(codeError('invalidCode')).trim().regex(tokenCodePattern, codeError('invalidCode')),
  })
  .superRefine(exactlyOneOfEmailOrFone);
export type FastAccessLoginRequest = z.infer<typeof fastAccessLoginRequest>;
